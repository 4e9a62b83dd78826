import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../src/platform/mailer';
import { TEST_START } from './clock';
import { newClient, newMembershipPlan, openDrawer, sellMembership } from './data-factories';
import { newCompany, newUser, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';
import { startSmtpSink } from './smtp-sink';

// Issue 29, the membership renewal reminder (decision 060): a period sold, renewed or resumed
// queues one keyed job for 09:00 at the selling site, `membership_reminder_days` (default 7)
// before its last day; pausing and cancelling drop it; the job e-mails the client once (the plan,
// its last day, the renewal price at the site, an invitation to renew at the desk), through a
// real SMTP server, and a period changed meanwhile or a client without an e-mail sends nothing.

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: TestServer;
let company: TestCompany;
let other: TestCompany;
let plan: { id: number };

const PRICE = 120_000;
const DAY = 86_400_000;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({}, smtpMailer(sink.url, 'Sari <club@sari.test>'));
  company = await newCompany(server, { name: 'Salón Club' });
  other = await newCompany(server, { name: 'Otra Casa' });
  await openDrawer(company, 100_000);
  await openDrawer(other, 100_000);
  plan = await newMembershipPlan(company, { name: 'Club Oro', serviceDiscount: 10, price: PRICE });
});

afterEach(() => {
  server.clock.set(TEST_START);
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

type Job = { key: string; run_at: string; done: boolean; last_error: string | null; payload: unknown };
const jobsOf = (instrumentId: number) =>
  server.db.rows<Job>(
    sql`select key, to_char(run_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as run_at,
          done_at is not null as done, last_error, payload
        from sys_job where kind = 'wallet.membership-renewal' and payload->>'instrument_id' = ${String(instrumentId)}
        order by id`,
  );
const mailsTo = (address: string) =>
  sink.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(address));
// The business clock at an instant, then the jobs due run (twice: a second pass sends nothing).
async function runAt(instant: string) {
  server.clock.set(instant);
  await server.runJobs();
  await server.runJobs();
}
// The client's first period sold, as the wallet reads it: its days left and whether it is due.
async function dueOf(clientId: number) {
  const wallet = await company.admin.get(`/api/clients/${clientId}/wallet`);
  const periods = wallet.body.data.instruments as { id: number; days_left: number; renewal_due: boolean }[];
  const first = periods.reduce((a, b) => (a.id < b.id ? a : b));
  return { days_left: first.days_left, renewal_due: first.renewal_due };
}
const member = (email: string | null, at: TestCompany = company) =>
  newClient(at, { first_name: 'Ana', last_name: 'Ríos', email });

describe('queued with the period', () => {
  it('a sale queues one job for 09:00 at the site, 7 days before the last day', async () => {
    const client = await member('ana@club.test');
    const { period } = await sellMembership(company, { planId: plan.id, clientId: client.id, price: PRICE });
    expect(period.expires_on).toBe('2026-12-22');
    // 2026-12-15 09:00 in Bogotá (UTC-5).
    expect(await jobsOf(period.id)).toEqual([
      {
        key: `membership-renewal:${period.id}:2026-12-22`,
        run_at: '2026-12-15T14:00Z',
        done: false,
        last_error: null,
        payload: { instrument_id: period.id, expires_on: '2026-12-22' },
      },
    ]);
    expect(await dueOf(client.id)).toEqual({ days_left: 29, renewal_due: false });
    await runAt('2026-12-15T13:59:00Z');
    expect(mailsTo('ana@club.test')).toHaveLength(0);
    // The desk marks it near its end from the reminder's day.
    expect(await dueOf(client.id)).toEqual({ days_left: 7, renewal_due: true });

    await runAt('2026-12-15T14:00:30Z');
    await sink.waitFor(1);
    const mails = mailsTo('ana@club.test');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('Tu membresía Club Oro en Salón Club vence el 22/12/2026');
    expect(mail.text).toContain('Hola Ana Ríos:');
    expect(mail.text).toContain('vence el martes, 22 de diciembre (22/12/2026)');
    expect(mail.text).toContain('cuesta $120.000 en Sede Centro');
    expect(mail.text).toMatch(/Te esperamos en Sede Centro.*para renovarla/);
    expect(mail.html).toContain('Club Oro');
    expect(await jobsOf(period.id)).toMatchObject([{ done: true, last_error: null }]);
    const sent = await server.db.rows<{ kind: string; status: string; client_id: number }>(
      sql`select kind, status, client_id from client_message where recipient = 'ana@club.test'`,
    );
    expect(sent).toEqual([{ kind: 'membership_renewal', status: 'sent', client_id: client.id }]);
  });

  it('a renewal drops the renewed period’s reminder and queues the new period’s', async () => {
    const client = await member('renueva@club.test');
    const { period } = await sellMembership(company, { planId: plan.id, clientId: client.id, price: PRICE });
    server.clock.set(new Date(Date.parse(TEST_START) + 5 * DAY));
    const renewal = await sellMembership(company, { planId: plan.id, clientId: client.id, price: PRICE });
    expect(renewal.period).toMatchObject({ starts_on: '2026-12-23', expires_on: '2027-01-22' });
    expect(await jobsOf(period.id)).toMatchObject([{ done: true, last_error: 'cancelado' }]);
    server.clock.set('2026-12-20T14:00:00Z');
    // Renewed: the current period is no longer due at the desk.
    expect(await dueOf(client.id)).toEqual({ days_left: 2, renewal_due: false });
    expect(await jobsOf(renewal.period.id)).toMatchObject([
      { key: `membership-renewal:${renewal.period.id}:2027-01-22`, run_at: '2027-01-15T14:00Z', done: false },
    ]);
    await runAt('2026-12-16T14:00:00Z');
    expect(mailsTo('renueva@club.test')).toHaveLength(0);
    await runAt('2027-01-15T14:05:00Z');
    await sink.waitFor(1);
    expect(mailsTo('renueva@club.test').map((mail) => mail.subject)).toEqual([
      'Tu membresía Club Oro en Salón Club vence el 22/01/2027',
    ]);
  });

  it('a pause drops it; the resume queues it again for the new last day', async () => {
    const client = await member('pausa@club.test');
    const { period } = await sellMembership(company, { planId: plan.id, clientId: client.id, price: PRICE });
    expect((await company.admin.post(`/api/wallet/${period.id}/pause`, { reason: 'Viaje' })).status).toBe(
      200,
    );
    expect(await jobsOf(period.id)).toMatchObject([{ done: true, last_error: 'cancelado' }]);
    server.clock.set(new Date(Date.parse(TEST_START) + 10 * DAY));
    const resumed = await company.admin.post(`/api/wallet/${period.id}/resume`, {});
    expect(resumed.body.data.expires_on).toBe('2027-01-01');
    expect((await jobsOf(period.id)).slice(1)).toEqual([
      {
        key: `membership-renewal:${period.id}:2027-01-01`,
        run_at: '2026-12-25T14:00Z',
        done: false,
        last_error: null,
        payload: { instrument_id: period.id, expires_on: '2027-01-01' },
      },
    ]);
    await runAt('2026-12-25T14:01:00Z');
    await sink.waitFor(1);
    expect(mailsTo('pausa@club.test').map((mail) => mail.subject)).toEqual([
      'Tu membresía Club Oro en Salón Club vence el 01/01/2027',
    ]);
  });

  it('a cancel drops it: no e-mail', async () => {
    const client = await member('cancela@club.test');
    const { period } = await sellMembership(company, { planId: plan.id, clientId: client.id, price: PRICE });
    expect((await company.admin.post(`/api/wallet/${period.id}/cancel`, { reason: 'Se muda' })).status).toBe(
      200,
    );
    expect(await jobsOf(period.id)).toMatchObject([{ done: true, last_error: 'cancelado' }]);
    await runAt('2026-12-15T14:30:00Z');
    expect(mailsTo('cancela@club.test')).toHaveLength(0);
  });
});

describe('sent only to whom it concerns', () => {
  it('a client without an e-mail: the job closes without sending, the reason kept', async () => {
    const client = await member(null);
    const { period } = await sellMembership(company, { planId: plan.id, clientId: client.id, price: PRICE });
    const before = sink.received.length;
    await runAt('2026-12-15T14:30:00Z');
    expect(await jobsOf(period.id)).toMatchObject([{ done: true, last_error: 'cliente sin correo' }]);
    const messages = await server.db.rows(sql`select id from client_message where client_id = ${client.id}`);
    expect(messages).toEqual([]);
    expect(sink.received.length).toBe(before);
  });

  it('each company’s setting and name: another company’s membership is never mixed in', async () => {
    const [row] = (
      await other.admin.get('/api/items/setting', { filter: { key: { _eq: 'membership_reminder_days' } } })
    ).body.data as { id: number; value: string }[];
    expect(row.value).toBe('7');
    expect((await other.admin.patch(`/api/items/setting/${row.id}`, { value: '3' })).status).toBe(200);
    const otherPlan = await newMembershipPlan(other, {
      name: 'Plan Plata',
      serviceDiscount: 5,
      price: 80_000,
    });
    const theirs = await sellMembership(other, {
      planId: otherPlan.id,
      clientId: (await member('mismo@club.test', other)).id,
      price: 80_000,
    });
    const ours = await sellMembership(company, {
      planId: plan.id,
      clientId: (await member('mismo@club.test')).id,
      price: PRICE,
    });
    expect((await jobsOf(theirs.period.id))[0].run_at).toBe('2026-12-19T14:00Z');
    expect((await jobsOf(ours.period.id))[0].run_at).toBe('2026-12-15T14:00Z');
    await runAt('2026-12-15T14:30:00Z');
    await sink.waitFor(1);
    expect(mailsTo('mismo@club.test').map((mail) => mail.subject)).toEqual([
      'Tu membresía Club Oro en Salón Club vence el 22/12/2026',
    ]);
    await runAt('2026-12-19T14:30:00Z');
    await sink.waitFor(2);
    const [, theirMail] = mailsTo('mismo@club.test');
    expect(theirMail.subject).toBe('Tu membresía Plan Plata en Otra Casa vence el 22/12/2026');
    expect(theirMail.text).toContain('$80.000');
    expect(theirMail.text).not.toMatch(/Club|120\.000/);
    // The other company cannot read, nor change, this company's setting row.
    const [ourRow] = (
      await company.admin.get('/api/items/setting', { filter: { key: { _eq: 'membership_reminder_days' } } })
    ).body.data as { id: number; value: string }[];
    expect(ourRow.value).toBe('7');
    expect((await other.admin.patch(`/api/items/setting/${ourRow.id}`, { value: '1' })).status).toBe(404);
    const [still] = await server.db.rows<{ value: string }>(
      sql`select value from setting where id = ${ourRow.id}`,
    );
    expect(still.value).toBe('7');
  });
});

describe('the setting', () => {
  it('refuses bad values in Spanish and keeps the old one; 0 plans no reminder', async () => {
    const read = await company.admin.get('/api/items/setting', {
      filter: { key: { _eq: 'membership_reminder_days' } },
    });
    const [row] = read.body.data as { id: number; value: string }[];
    for (const value of ['15', '-1', 'siete', '3.5', '']) {
      const response = await company.admin.patch(`/api/items/setting/${row.id}`, { value });
      expect(response.status, value).toBe(400);
      expect(response.body.errors[0].message).toBe(
        'El aviso de renovación de las membresías va de 0 (sin aviso) a 14 días antes del vencimiento.',
      );
    }
    const [kept] = await server.db.rows<{ value: string }>(
      sql`select value from setting where id = ${row.id}`,
    );
    expect(kept.value).toBe('7');
    const reader = (await newUser(server, company, { role: 'recepcionista' })).client;
    expect((await reader.patch(`/api/items/setting/${row.id}`, { value: '2' })).status).toBe(403);

    expect((await company.admin.patch(`/api/items/setting/${row.id}`, { value: '0' })).status).toBe(200);
    try {
      const client = await member('sinaviso@club.test');
      const { period } = await sellMembership(company, {
        planId: plan.id,
        clientId: client.id,
        price: PRICE,
      });
      expect(await jobsOf(period.id)).toEqual([]);
    } finally {
      await company.admin.patch(`/api/items/setting/${row.id}`, { value: '7' });
    }
  });

  it('a new number of days moves the reminders still pending; 0 removes them, a later number plans them again; one sent is not sent again', async () => {
    const [row] = (
      await company.admin.get('/api/items/setting', { filter: { key: { _eq: 'membership_reminder_days' } } })
    ).body.data as { id: number; value: string }[];
    const setDays = async (value: string) =>
      expect((await company.admin.patch(`/api/items/setting/${row.id}`, { value })).status).toBe(200);
    const client = await member('mueve@club.test');
    const { period } = await sellMembership(company, { planId: plan.id, clientId: client.id, price: PRICE });
    const pending = (runAt: string) => [
      { key: `membership-renewal:${period.id}:2026-12-22`, run_at: runAt, done: false, last_error: null },
    ];
    expect(await jobsOf(period.id)).toMatchObject(pending('2026-12-15T14:00Z'));
    try {
      await setDays('3');
      expect(await jobsOf(period.id)).toMatchObject(pending('2026-12-19T14:00Z'));
      await setDays('0');
      expect(await jobsOf(period.id)).toEqual([]);
      await setDays('5');
      expect(await jobsOf(period.id)).toMatchObject(pending('2026-12-17T14:00Z'));
      // Another company's setting moves nothing of this one.
      const [theirs] = (
        await other.admin.get('/api/items/setting', { filter: { key: { _eq: 'membership_reminder_days' } } })
      ).body.data as { id: number }[];
      expect((await other.admin.patch(`/api/items/setting/${theirs.id}`, { value: '1' })).status).toBe(200);
      expect(await jobsOf(period.id)).toMatchObject(pending('2026-12-17T14:00Z'));

      const before = sink.received.length;
      await runAt('2026-12-17T14:30:00Z');
      await sink.waitFor(before + 1);
      expect(mailsTo('mueve@club.test')).toHaveLength(1);
      await setDays('2');
      expect(await jobsOf(period.id)).toMatchObject([{ run_at: '2026-12-17T14:00Z', done: true }]);
      await runAt('2026-12-20T14:30:00Z');
      expect(mailsTo('mueve@club.test')).toHaveLength(1);
    } finally {
      await company.admin.patch(`/api/items/setting/${row.id}`, { value: '7' });
    }
  });
});
