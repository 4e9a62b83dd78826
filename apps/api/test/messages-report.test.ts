import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../src/jobs/queue';
import { newClient, newReservation, newService, newSpecialist } from './data-factories';
import { newCompany, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';
import { startFakeWhatsapp } from './support/fake-whatsapp';

// The messages report (issue 31, decision 059): what went out per day and site, how far it got,
// the clients' "Confirmo", and the no-show rate of the visits with and without it. Every message
// goes through the real jobs to the local fake Cloud API, every status and reply comes back by its
// signed webhook. The clock starts Monday 23 November 2026, 10:00 in Bogotá.

let fake: Awaited<ReturnType<typeof startFakeWhatsapp>>;
let server: TestServer;
let company: TestCompany;
let norte: number;
let webhook: string;
const APP_SECRET = 'secreto-reporte';
const DAY = '2026-11-24';

beforeAll(async () => {
  fake = await startFakeWhatsapp();
  server = await startTestServer({ whatsappApiUrl: fake.url });
  company = await newCompany(server, { name: 'Salón Reporte' });
  const saved = await company.admin.request('PUT', '/api/whatsapp/settings', {
    phone_number_id: '5559001',
    access_token: 'EAAG-reporte',
    app_secret: APP_SECRET,
    verify_token: 'verifica-reporte',
    templates: { confirmation: 'cita_confirmada' },
    enabled: true,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  webhook = saved.body.data.webhook_url;
  // No reminders: only the messages this test sends.
  const hours = await company.admin.get('/api/items/setting', { filter: { key: { _eq: 'reminder_hours' } } });
  const off = await company.admin.patch(`/api/items/setting/${hours.body.data[0].id}`, { value: '0' });
  expect(off.status, JSON.stringify(off.body)).toBe(200);
  norte = (await company.admin.post('/api/items/site', { name: 'Sede Norte' })).body.data.id;
});

afterAll(async () => {
  await server?.close();
  await fake?.close();
});

let hour = 8;
async function booked(siteId: number, client: Record<string, unknown>) {
  const specialist = await newSpecialist(company, { siteIds: [siteId] });
  const service = await newService(company, { name: 'Corte', specialistIds: [specialist.id] });
  const { wa, ...fields } = client;
  const customer = await newClient(company, fields);
  const reservation = await newReservation(company, {
    clientId: customer.id,
    date: DAY,
    siteId,
    services: [
      { serviceId: service.id, specialistId: specialist.id, time: `${String(hour++).padStart(2, '0')}:00` },
    ],
  });
  await enqueue(server.db, undefined, {
    kind: 'booking.mail',
    payload: { reservation_id: reservation.id, event: 'booked', to: client.email ?? null },
  });
  await server.runJobs();
  const sent = fake.sends.at(-1);
  return { id: reservation.id as number, wamid: sent && sent.body.to === wa ? sent.id : null };
}

const notify = (payload: unknown) => fake.post(webhook, APP_SECRET, payload);
// 23 November, 16:00 to 17:00 in Bogotá.
const at = (minute: number) => Date.parse('2026-11-23T21:00:00.000Z') / 1000 + minute * 60;

describe('the messages report', () => {
  it('counts per day and site what went out, how far it got, the confirmations and the no-shows', async () => {
    // Centro, all on Monday 23 for Tuesday 24.
    const v1 = await booked(company.siteId, { phone: '300 100 0001', wa: '573001000001' });
    const v2 = await booked(company.siteId, { phone: '300 100 0002', wa: '573001000002' });
    fake.failNext({ status: 400, code: 131026, message: 'Message undeliverable' });
    // v3: Meta refuses it for good; it goes by e-mail.
    await booked(company.siteId, { phone: '300 100 0003', email: 'v3@reporte.test' });
    const v4 = await booked(company.siteId, { phone: '300 100 0004', wa: '573001000004' });
    const v5 = await booked(company.siteId, { first_name: 'Cancelada' });
    const v7 = await booked(company.siteId, { first_name: 'Sin mensajes' });
    // Norte: one e-mail.
    const v6 = await booked(norte, { email: 'v6@reporte.test' });
    for (const visit of [v1, v2, v4]) {
      expect(visit.wamid).toMatch(/^wamid\./);
    }
    const status = (wamid: string | null, name: string, minute: number) =>
      notify(fake.statusNotification('5559001', wamid!, name, at(minute)));
    await status(v1.wamid, 'sent', 1);
    await status(v1.wamid, 'delivered', 2);
    await status(v1.wamid, 'read', 3);
    await status(v2.wamid, 'delivered', 4);
    for (const [visit, wa, minute] of [
      [v1, '573001000001', 5],
      [v4, '573001000004', 6],
    ] as const) {
      const reply = fake.replyNotification('5559001', {
        id: `wamid.CONFIRMO-${visit.id}`,
        from: wa,
        timestamp: at(minute),
        payload: `confirmo:${visit.id}`,
        text: 'Confirmo',
        contextId: visit.wamid!,
      });
      expect((await notify(reply)).status).toBe(200);
    }
    await server.runJobs();

    // Wednesday: Tuesday's outcomes are marked (v3 and v7 stay "confirmada": the day has passed).
    server.clock.set('2026-11-25T15:00:00.000Z');
    const mark = async (id: number, to: string) => {
      const answer = await company.admin.patch(`/api/items/service_reservation/${id}`, { status: to });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    await mark(v1.id, 'cliente_llego');
    await mark(v2.id, 'no_llego');
    await mark(v4.id, 'no_llego');
    await mark(v5.id, 'cancelado');
    await mark(v6.id, 'no_llego');
    await mark(v7.id, 'cliente_llego');

    const range = { from: '2026-11-23', to: '2026-11-25' };
    const report = await company.admin.get('/api/reports/appointmentMessages', range);
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const zero = { sent: 0, delivered: 0, read: 0, failed: 0, confirmed: 0 };
    const noVisits = {
      visits_confirmed: 0,
      no_show_confirmed: null,
      visits_unconfirmed: 0,
      no_show_unconfirmed: null,
    };
    expect(report.body.data.rows).toEqual([
      // v1, v2 and v4 accepted by Meta, v3's refused one and its e-mail; v1 and v4 confirmed.
      {
        date: '2026-11-23',
        site: 'Sede Centro',
        sent: 4,
        delivered: 2,
        read: 1,
        failed: 1,
        confirmed: 2,
        ...noVisits,
      },
      { date: '2026-11-23', site: 'Sede Norte', ...zero, sent: 1, ...noVisits },
      // v1 came, v4 did not (confirmed); v2 did not come, v3 and v7 came or were never marked.
      {
        date: DAY,
        site: 'Sede Centro',
        ...zero,
        visits_confirmed: 2,
        no_show_confirmed: 50,
        visits_unconfirmed: 3,
        no_show_unconfirmed: 33.3,
      },
      {
        date: DAY,
        site: 'Sede Norte',
        ...zero,
        visits_confirmed: 0,
        no_show_confirmed: null,
        visits_unconfirmed: 1,
        no_show_unconfirmed: 100,
      },
    ]);
    expect(report.body.data.totals).toMatchObject({
      sent: 5,
      delivered: 2,
      read: 1,
      failed: 1,
      confirmed: 2,
      visits_confirmed: 2,
      visits_unconfirmed: 4,
    });

    // One site; and a range that holds only the messages' day.
    const onlyNorte = await company.admin.get('/api/reports/appointmentMessages', {
      ...range,
      site_id: norte,
    });
    expect(onlyNorte.body.data.rows.map((row: { site: string }) => row.site)).toEqual([
      'Sede Norte',
      'Sede Norte',
    ]);
    const monday = await company.admin.get('/api/reports/appointmentMessages', {
      from: '2026-11-23',
      to: '2026-11-23',
    });
    expect(monday.body.data.totals).toMatchObject({ sent: 5, confirmed: 2, visits_unconfirmed: 0 });

    // Another company's site: not found.
    const other = await newCompany(server);
    const theirs = await other.admin.get('/api/reports/appointmentMessages', { ...range, site_id: norte });
    expect(theirs.status).toBe(404);
    const [own] = await server.db.rows<{ n: number }>(
      sql`select count(*)::int as n from client_message where subscriber_owner_company_id = ${company.companyId}`,
    );
    expect(own.n).toBe(6);
  });
});
