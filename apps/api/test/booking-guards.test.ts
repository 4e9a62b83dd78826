import { addDays } from '@sari/domain/local-days';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testToday } from './clock';
import {
  chargeReservation,
  newClient,
  newReservation,
  newService,
  newSpecialist,
  openDrawer,
} from './data-factories';
import { apiClient, newCompany, newUser, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

// Bookings the rules refuse (issue 26): a specialist without hours, cancelling a paid visit, a
// stranger's phone, limits that count refusals, streams that outlive their session, links that
// never expire.

let server: TestServer;
let company: TestCompany;
let slug: string;
let ana: { id: number };
let rest: { id: number };
let cut: { id: number };
let restCut: { id: number };

// Days ahead of the site's today, on a Tuesday (the site is open 8:00 to 20:00, Monday to
// Saturday), inside the company's 60 days.
const today = testToday();
function tuesdayAfter(days: number) {
  let date = addDays(today, days);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 2) {
    date = addDays(date, 1);
  }
  return date;
}
const DAY = tuesdayAfter(7);

let visitor = 0;
function publicApi(ip = `10.7.${Math.floor(++visitor / 250)}.${visitor % 250}`) {
  const client = apiClient(server);
  const headers = { 'x-forwarded-for': ip };
  return {
    get: (path: string) => client.request('GET', path, undefined, headers),
    post: (path: string, body: unknown) => client.request('POST', path, body, headers),
  };
}

let phone = 3_002_000_000;
const visitorData = (fields: Record<string, unknown> = {}) => ({
  first_name: 'Lucía',
  last_name: 'Gómez',
  phone: `+57 ${++phone}`,
  email: `lucia-${phone}@correo.test`,
  privacy_consent: true,
  ...fields,
});

const bookAt = (address: string, siteId: number, serviceId: number, fields: Record<string, unknown> = {}) =>
  publicApi().post(`/api/public/booking/${address}/reservations`, {
    site_id: siteId,
    service_ids: [serviceId],
    specialist_id: null,
    date: DAY,
    time: '10:00',
    ...visitorData(),
    ...fields,
  });
const book = (fields: Record<string, unknown> = {}) => bookAt(slug, company.siteId, cut.id, fields);

const slugOf = async (id: number) =>
  (
    await server.db.rows<{ slug: string }>(
      sql`select public_slug as slug from subscriber_owner_company where id = ${id}`,
    )
  )[0].slug;

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server, { name: 'Salón Guardia' });
  slug = await slugOf(company.companyId);
  ana = await newSpecialist(company, { name: 'Ana' });
  rest = await newSpecialist(company, { name: 'Rosa', windows: false });
  cut = await newService(company, { name: 'Corte', duration: 45, specialistIds: [ana.id] });
  restCut = await newService(company, { name: 'Peinado', duration: 30, specialistIds: [rest.id] });
});

afterAll(async () => {
  await server?.close();
});

describe('a specialist without working hours is not bookable anywhere', () => {
  it('the online page, the desk and the availability search all refuse her', async () => {
    const online = await publicApi().get(
      `/api/public/booking/${slug}/availability?site_id=${company.siteId}&service_ids=${restCut.id}&specialist_id=${rest.id}&from=${DAY}&to=${DAY}`,
    );
    expect(online.status).toBe(200);
    expect(online.body.data.days[0].slots).toEqual([]);
    const search = await company.admin.get('/api/calendar/availability', {
      site_id: company.siteId,
      service_ids: String(restCut.id),
      specialist_id: rest.id,
      from: DAY,
      to: DAY,
    });
    expect(search.status, JSON.stringify(search.body)).toBe(200);
    expect(search.body.data.days.flatMap((day: { slots: unknown[] }) => day.slots)).toEqual([]);
    const client = await newClient(company);
    const desk = await company.admin.post('/api/items/service_reservation', {
      site_id: company.siteId,
      client_id: client.id,
      date: DAY,
      service_reservation_service: [
        { service_id: restCut.id, specialist_id: rest.id, service_time: '12:00' },
      ],
    });
    expect(desk.status).toBe(422);
    expect(desk.body.errors[0].extensions.reason).toBe('fuera_de_disponibilidad');
    const visit = await bookAt(slug, company.siteId, restCut.id, { specialist_id: rest.id, time: '12:00' });
    expect(visit.status).toBe(422);
    const [{ n }] = await server.db.rows<{ n: number }>(
      sql`select count(*)::int as n from service_reservation_service where specialist_id = ${rest.id}`,
    );
    expect(n).toBe(0);
  });

  it('hostile: many identical desk bookings at once, all refused; one window opens only its hours', async () => {
    const client = await newClient(company);
    const attempt = () =>
      company.admin.post('/api/items/service_reservation', {
        site_id: company.siteId,
        client_id: client.id,
        date: DAY,
        service_reservation_service: [
          { service_id: restCut.id, specialist_id: rest.id, service_time: '13:00' },
        ],
      });
    const answers = await Promise.all(Array.from({ length: 5 }, attempt));
    expect(answers.map((answer) => answer.status)).toEqual([422, 422, 422, 422, 422]);
    // A window at another site does not make her work here; one here on Tuesday opens only it.
    const other = (await company.admin.post('/api/items/site', { name: 'Sede Sur' })).body.data.id as number;
    const window = (site: number, start: string, end: string) =>
      company.admin.post('/api/items/specialist_availability', {
        specialist_id: rest.id,
        site_id: site,
        weekday: 2,
        start_time: start,
        end_time: end,
      });
    expect((await window(other, '14:00', '18:00')).status).toBe(200);
    expect((await attempt()).status).toBe(422);
    expect((await window(company.siteId, '09:00', '10:00')).status).toBe(200);
    const search = await company.admin.get('/api/calendar/availability', {
      site_id: company.siteId,
      service_ids: String(restCut.id),
      specialist_id: rest.id,
      from: DAY,
      to: DAY,
    });
    expect(search.body.data.days[0].slots.map((slot: { start: string }) => slot.start)).toEqual([
      '09:00',
      '09:15',
      '09:30',
    ]);
  });
});

describe('a paid visit is cancelled only through its refund', () => {
  async function paidVisit(date = DAY, time = '15:00') {
    const client = await newClient(company);
    const reservation = await newReservation(company, {
      clientId: client.id,
      date,
      services: [{ serviceId: cut.id, specialistId: ana.id, time }],
    });
    const sale = await chargeReservation(company, reservation.id, {
      amountPay: 20_000,
      paymentMethod: 'efectivo',
    });
    return { reservation, sale };
  }
  const statusOf = async (id: number) =>
    (
      await server.db.rows<{ status: string }>(sql`select status from service_reservation where id = ${id}`)
    )[0].status;

  beforeAll(async () => {
    await openDrawer(company);
  });

  it('refuses to cancel a charged visit, says why and what to do; after the refund it cancels', async () => {
    const { reservation, sale } = await paidVisit();
    const refused = await company.admin.patch(`/api/items/service_reservation/${reservation.id}`, {
      status: 'cancelado',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].message).toMatch(/ya se cobró .*devuelve el dinero/);
    expect(refused.body.errors[0].extensions).toMatchObject({
      reason: 'cita_pagada',
      history_payment_id: sale.id,
    });
    expect(await statusOf(reservation.id)).toBe('confirmada');
    const refund = await company.admin.post(`/api/sales/${sale.id}/refunds`, {
      reason: 'No vino la clienta',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    const cancelled = await company.admin.patch(`/api/items/service_reservation/${reservation.id}`, {
      status: 'cancelado',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await statusOf(reservation.id)).toBe('cancelado');
  });

  it('a visit sold a crédito holds too: refused while she owes it, and once she paid it off; its refund frees it', async () => {
    const cancel = (id: number) =>
      company.admin.patch(`/api/items/service_reservation/${id}`, { status: 'cancelado' });
    // A day of its own: the online bookings below take the morning of DAY.
    const owedDay = tuesdayAfter(42);
    const owedVisit = async (time: string) => {
      const client = await newClient(company);
      const reservation = await newReservation(company, {
        clientId: client.id,
        date: owedDay,
        services: [{ serviceId: cut.id, specialistId: ana.id, time }],
      });
      const sale = await chargeReservation(company, reservation.id, {
        amountPay: 20_000,
        paymentMethod: 'credito',
      });
      return { client, reservation, sale };
    };
    const owed = await owedVisit('08:00');
    const refused = await cancel(owed.reservation.id);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].message).toMatch(/ya se cobró .*\$20\.000 a crédito.*devuelve la venta/);
    expect(refused.body.errors[0].extensions).toMatchObject({
      reason: 'cita_pagada',
      history_payment_id: owed.sale.id,
      amount: 0,
      owed: 20_000,
    });
    expect(await statusOf(owed.reservation.id)).toBe('confirmada');
    const refund = await company.admin.post(`/api/sales/${owed.sale.id}/refunds`, { reason: 'Se canceló' });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect((await cancel(owed.reservation.id)).status).toBe(200);

    // Paid off later at the desk: the sale's header keeps amount_paid 0, the money is held all the same.
    const paidOff = await owedVisit('08:30');
    const payment = await company.admin.post(`/api/clients/${paidOff.client.id}/credit-payments`, {
      site_id: company.siteId,
      amount: 20_000,
      paymentMethod: 'efectivo',
    });
    expect(payment.status, JSON.stringify(payment.body)).toBe(200);
    const again = await cancel(paidOff.reservation.id);
    expect(again.status).toBe(409);
    expect(again.body.errors[0].extensions).toMatchObject({ amount: 20_000, owed: 0 });
    expect(again.body.errors[0].message).toMatch(/devuelve el dinero/);
    expect(await statusOf(paidOff.reservation.id)).toBe('confirmada');
  });

  it('a client cannot cancel from the e-mail link a visit the salon already charged', async () => {
    const booked = await book({ date: tuesdayAfter(14), time: '16:00' });
    expect(booked.status).toBe(200);
    await chargeReservation(company, booked.body.data.reservation_id, {
      amountPay: 20_000,
      paymentMethod: 'efectivo',
    });
    const cancel = await publicApi().post(`/api/public/bookings/${booked.body.data.token}/cancel`, {});
    expect(cancel.status).toBe(409);
    expect(cancel.body.errors[0].message).toMatch(/ya está pagada/);
    expect(await statusOf(booked.body.data.reservation_id)).toBe('confirmada');
  });

  it('hostile: identical cancels at once all refused; another company cannot touch it', async () => {
    const { reservation } = await paidVisit(DAY, '17:00');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        company.admin.patch(`/api/items/service_reservation/${reservation.id}`, { status: 'cancelado' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([409, 409, 409, 409, 409]);
    const stranger = await newCompany(server);
    const foreign = await stranger.admin.patch(`/api/items/service_reservation/${reservation.id}`, {
      status: 'cancelado',
    });
    expect([403, 404]).toContain(foreign.status);
    expect(await statusOf(reservation.id)).toBe('confirmada');
  });
});

describe('an online booking never reveals or uses a client the visitor has not proved to be', () => {
  it('another client’s phone books under a new client, and the e-mail greets the visitor', async () => {
    const marta = await newClient(company, {
      first_name: 'Marta',
      last_name: 'Secreta',
      phone: '+57 311 555 0101',
      email: 'marta@correo.test',
    });
    const answer = await book({
      first_name: 'Extraña',
      last_name: 'Visita',
      phone: '311 555 0101',
      email: 'extrana@correo.test',
      time: '08:00',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(JSON.stringify(answer.body)).not.toMatch(/Marta|Secreta/);
    const [stored] = await server.db.rows<{ client_id: number; first_name: string }>(
      sql`select r.client_id, c.first_name from service_reservation r join client c on c.id = r.client_id
          where r.id = ${answer.body.data.reservation_id}`,
    );
    expect(stored.client_id).not.toBe(marta.id);
    expect(stored.first_name).toBe('Extraña');
    await server.runJobs();
    const mails = server.mailer.outbox.filter((mail) => mail.to === 'extrana@correo.test');
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.map((mail) => mail.text).join('\n')).not.toMatch(/Marta|Secreta/);
    expect(mails[0].text).toMatch(/^Hola Extraña Visita/);
  });

  it('the same phone and e-mail is the client herself; either alone, or another company’s client, is not', async () => {
    const sara = await newClient(company, {
      first_name: 'Sara',
      last_name: 'Real',
      phone: '+57 311 555 0202',
      email: 'sara@correo.test',
    });
    const clientOf = async (reservationId: number) =>
      (
        await server.db.rows<{ client_id: number }>(
          sql`select client_id from service_reservation where id = ${reservationId}`,
        )
      )[0].client_id;
    const both = await book({ phone: '3115550202', email: 'SARA@correo.test', time: '08:45' });
    expect(both.status).toBe(200);
    expect(await clientOf(both.body.data.reservation_id)).toBe(sara.id);
    const emailOnly = await book({ email: 'sara@correo.test', time: '09:30' });
    expect(emailOnly.status).toBe(200);
    expect(await clientOf(emailOnly.body.data.reservation_id)).not.toBe(sara.id);
    const stranger = await newCompany(server);
    const theirs = await newClient(stranger, {
      first_name: 'Otra',
      phone: '+57 311 555 0303',
      email: 'o@c.test',
    });
    const foreign = await book({ phone: '+57 311 555 0303', email: 'o@c.test', time: '11:00' });
    expect(foreign.status).toBe(200);
    expect(await clientOf(foreign.body.data.reservation_id)).not.toBe(theirs.id);
  });
});

describe('online booking limits count bookings made, per company', () => {
  it('refused attempts with a phone never lock it out; five bookings do, at this salon only', async () => {
    const phoneNumber = '+57 312 444 0000';
    for (let index = 0; index < 6; index++) {
      // A Sunday: the salon is closed, every attempt is refused.
      const refused = await book({ phone: phoneNumber, date: addDays(tuesdayAfter(21), -2) });
      expect(refused.status).toBe(422);
    }
    const times = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00'];
    const statuses: number[] = [];
    for (const time of times) {
      statuses.push((await book({ phone: phoneNumber, date: tuesdayAfter(21), time })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another salon: the same phone books there.
    const other = await newCompany(server);
    const specialist = await newSpecialist(other);
    const service = await newService(other, { specialistIds: [specialist.id] });
    const there = await bookAt(await slugOf(other.companyId), other.siteId, service.id, {
      phone: phoneNumber,
    });
    expect(there.status, JSON.stringify(there.body)).toBe(200);
  });

  it('hostile: seven bookings with one phone at once, five succeed', async () => {
    const phoneNumber = '+57 312 444 1111';
    const times = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00'];
    const answers = await Promise.all(
      times.map((time) => book({ phone: phoneNumber, date: tuesdayAfter(28), time })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('a live calendar stream lives no longer than its session', () => {
  async function openStream(token: string) {
    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/calendar/events?site_id=${company.siteId}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let done = false;
    const read = async (until: RegExp, ms = 2000) => {
      const deadline = Date.now() + ms;
      while (!until.test(text) && !done && Date.now() < deadline) {
        const chunk = await Promise.race([
          reader.read(),
          new Promise<{ value?: undefined; done?: boolean }>((resolve) =>
            setTimeout(() => resolve({}), deadline - Date.now()),
          ),
        ]);
        text += chunk.value ? decoder.decode(chunk.value) : '';
        done ||= chunk.done === true;
      }
      return until.test(text);
    };
    return { read, text: () => text, closed: () => done, abort: () => controller.abort() };
  }

  let change = 0;
  async function aChange() {
    const client = await newClient(company);
    const created = await newReservation(company, {
      clientId: client.id,
      date: addDays(DAY, 1),
      services: [
        {
          serviceId: cut.id,
          specialistId: ana.id,
          time: `${String(8 + (change++ % 10)).padStart(2, '0')}:00`,
        },
      ],
    });
    await company.admin.del(`/api/items/service_reservation/${created.id}`);
  }

  it('signed out, deactivated or no longer allowed: the stream ends and hears nothing more', async () => {
    const watcher = await newUser(server, company, { role: 'recepcionista' });
    const deactivated = await newUser(server, company, { role: 'recepcionista' });
    const demoted = await newUser(server, company, { role: 'recepcionista' });
    const owner = await openStream(company.token);
    const streams = await Promise.all([watcher, deactivated, demoted].map((user) => openStream(user.token)));
    for (const stream of [owner, ...streams]) {
      expect(await stream.read(/event: ready/)).toBe(true);
    }
    const out = await apiClient(server, watcher.token).request(
      'POST',
      '/api/auth/sign-out',
      {},
      {
        origin: server.url,
      },
    );
    expect(out.status).toBe(200);
    const [user] = await server.db.rows<{ id: number }>(
      sql`select id from sari_user where email = ${deactivated.email}`,
    );
    expect((await company.admin.patch(`/api/items/sari_user/${user.id}`, { is_active: false })).status).toBe(
      200,
    );
    const [noRights] = await server.db.rows<{ id: number }>(
      sql`insert into sari_role (subscriber_owner_company_id, name) values (${company.companyId}, 'Sin permisos') returning id`,
    );
    await server.db.rows(
      sql`update sari_user_role set sari_role_id = ${noRights.id}
          where sari_user_id = (select id from sari_user where email = ${demoted.email})`,
    );
    await aChange();
    expect(await owner.read(/event: change/)).toBe(true);
    for (const stream of streams) {
      expect(await stream.read(/event: ended/)).toBe(true);
      expect(await stream.read(/$^/, 500)).toBe(false);
      expect(stream.closed()).toBe(true);
      expect(stream.text()).not.toMatch(/event: change/);
    }
    owner.abort();
  });
});

describe('a booking link has a lifetime', () => {
  it('after the visit it only shows it; some days after, it is refused with a clear message', async () => {
    const booked = await book({ date: tuesdayAfter(35), time: '10:00' });
    expect(booked.status).toBe(200);
    const { reservation_id: id, token } = booked.body.data;
    const moveTo = async (date: string) =>
      server.db.rows(sql`update service_reservation set date = ${date} where id = ${id}`);
    await moveTo(addDays(today, -1));
    const seen = await publicApi().get(`/api/public/bookings/${token}`);
    expect(seen.status).toBe(200);
    expect(seen.body.data.can_change).toBe(false);
    expect((await publicApi().post(`/api/public/bookings/${token}/cancel`, {})).status).toBe(422);
    await moveTo(addDays(today, -7));
    expect((await publicApi().get(`/api/public/bookings/${token}`)).status).toBe(200);
    await moveTo(addDays(today, -8));
    for (const answer of [
      await publicApi().get(`/api/public/bookings/${token}`),
      await publicApi().post(`/api/public/bookings/${token}/cancel`, {}),
      await publicApi().post(`/api/public/bookings/${token}/move`, { date: tuesdayAfter(35), time: '11:00' }),
    ]) {
      expect(answer.status).toBe(410);
      expect(answer.body.errors[0].message).toMatch(/Este enlace venció/);
    }
  });

  it('hostile: forged, altered, other-purpose and huge tokens are refused without a 500', async () => {
    const booked = await book({ date: tuesdayAfter(35), time: '12:00' });
    const token = booked.body.data.token as string;
    const [id] = token.split('.');
    const forged = [
      `${Number(id) + 1}.${token.split('.')[1]}`,
      `${id}.${'A'.repeat(32)}`,
      `${id}.${token.split('.')[1].slice(0, -1)}`,
      'x'.repeat(5000),
      '../../etc',
    ];
    for (const bad of forged) {
      const answer = await publicApi().get(`/api/public/bookings/${encodeURIComponent(bad)}`);
      expect([400, 404], bad).toContain(answer.status);
    }
  });
});
