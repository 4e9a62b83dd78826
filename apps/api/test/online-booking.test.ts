import { addDays } from '@sari/domain/local-days';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_START, testToday } from './clock';
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

let server: TestServer;
let company: TestCompany;
let slug: string;
let ana: { id: number };
let bea: { id: number };
let cut: { id: number };
let color: { id: number };
let hidden: { id: number };

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

// Each visitor its own address (the test server trusts X-Forwarded-For like a proxy's).
let visitor = 0;
function publicApi(ip = `10.1.${Math.floor(++visitor / 250)}.${visitor % 250}`) {
  const client = apiClient(server);
  const headers = { 'x-forwarded-for': ip };
  return {
    get: (path: string) => client.request('GET', path, undefined, headers),
    post: (path: string, body: unknown) => client.request('POST', path, body, headers),
  };
}

let phone = 3_001_000_000;
const visitorData = (fields: Record<string, unknown> = {}) => ({
  first_name: 'Lucía',
  last_name: 'Gómez',
  phone: `+57 ${++phone}`,
  email: `lucia-${phone}@correo.test`,
  privacy_consent: true,
  ...fields,
});

const book = (fields: Record<string, unknown>, api = publicApi()) =>
  api.post(`/api/public/booking/${slug}/reservations`, {
    site_id: company.siteId,
    service_ids: [cut.id],
    specialist_id: null,
    date: DAY,
    time: '10:00',
    ...visitorData(),
    ...fields,
  });

// The owner changes a setting on the settings screen (through the API: the server that keeps the
// public offer hears of it).
async function setting(key: string, value: string) {
  const [{ id }] = await server.db.rows<{ id: number }>(
    sql`select id from setting where subscriber_owner_company_id = ${company.companyId} and key = ${key}`,
  );
  const saved = await company.admin.patch(`/api/items/setting/${id}`, { value });
  expect(saved.status).toBe(200);
}

const mailsTo = (address: string) => server.mailer.outbox.filter((mail) => mail.to === address);

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server, { name: 'Salón Aurora Ñandú' });
  [{ slug }] = await server.db.rows<{ slug: string }>(
    sql`select public_slug as slug from subscriber_owner_company where id = ${company.companyId}`,
  );
  ana = await newSpecialist(company, { name: 'Ana' });
  bea = await newSpecialist(company, { name: 'Bea' });
  cut = await newService(company, { name: 'Corte', duration: 45, specialistIds: [ana.id, bea.id] });
  color = await newService(company, { name: 'Color', duration: 60, specialistIds: [bea.id] });
  hidden = await newService(company, { name: 'Privado', duration: 30, specialistIds: [ana.id] });
  await company.admin.patch(`/api/items/service/${hidden.id}`, { online_booking: false });
  await company.admin.patch(`/api/items/service/${color.id}`, { online_deposit: 20_000 });
});

afterAll(async () => {
  await server?.close();
});

describe('the public booking page', () => {
  it('has an address made of the company name, and shows only what is bookable online', async () => {
    expect(slug).toBe(`salon-aurora-nandu-${company.companyId}`);
    const page = await publicApi().get(`/api/public/booking/${slug}`);
    expect(page.status).toBe(200);
    expect(page.body.data.company.name).toBe('Salón Aurora Ñandú');
    expect(page.body.data.sites.map((site: { id: number }) => site.id)).toEqual([company.siteId]);
    const names = page.body.data.services.map((service: { name: string }) => service.name);
    expect(names).toEqual(['Color', 'Corte']);
    expect(page.body.data.services.find((s: { name: string }) => s.name === 'Color').deposit).toBe(20_000);
    expect(page.body.data.specialists.map((s: { name: string }) => s.name)).toEqual(['Ana', 'Bea']);
    expect(page.body.data.rules).toEqual({
      min_notice_minutes: 120,
      max_days: 60,
      cancel_hours: 12,
      privacy_policy_url: null,
      gift_cards_online: false,
    });
    // Nothing about the staff or the clients.
    expect(JSON.stringify(page.body)).not.toMatch(/email|phone_number|commission|owner/);
  });

  it('lets the owner choose the address: plain letters, unique', async () => {
    const row = `/api/items/subscriber_owner_company/${company.companyId}`;
    for (const bad of ['Con Espacios', 'ñandú', 'a', '-guion', '../x', 'x'.repeat(61)]) {
      const refused = await company.admin.patch(row, { public_slug: bad });
      expect(refused.status, bad).toBe(400);
    }
    const other = await newCompany(server);
    const taken = await other.admin.patch(`/api/items/subscriber_owner_company/${other.companyId}`, {
      public_slug: slug,
    });
    expect(taken.status).toBe(409);
    // The offer of the old address, asked twice (the second answer is the one this server keeps).
    const offered = (address: string) =>
      publicApi().get(
        `/api/public/booking/${address}/availability?site_id=${company.siteId}&service_ids=${cut.id}&from=${DAY}&to=${DAY}`,
      );
    for (let ask = 0; ask < 2; ask++) {
      expect((await offered(slug)).status).toBe(200);
    }
    expect((await company.admin.patch(row, { public_slug: 'aurora-centro' })).status).toBe(200);
    expect((await publicApi().get('/api/public/booking/aurora-centro')).status).toBe(200);
    expect((await publicApi().get(`/api/public/booking/${slug}`)).status).toBe(404);
    expect((await offered(slug)).status).toBe(404);
    expect((await offered('aurora-centro')).status).toBe(200);
    expect((await company.admin.patch(row, { public_slug: slug })).status).toBe(200);
  });

  it('answers 404 for an unknown address, and for a company that turned online booking off', async () => {
    expect((await publicApi().get('/api/public/booking/no-existe-1')).status).toBe(404);
    await setting('online_booking', 'false');
    const off = await publicApi().get(`/api/public/booking/${slug}`);
    await setting('online_booking', 'true');
    expect(off.status).toBe(404);
    expect(off.body.errors[0].message).toBe('Este negocio no recibe reservas en línea por ahora.');
  });
});

describe('free times for a visitor', () => {
  it('lists 15-minute starts without the booked time, and only for online services', async () => {
    const client = await newClient(company);
    await newReservation(company, {
      clientId: client.id,
      date: DAY,
      services: [{ serviceId: cut.id, specialistId: bea.id, time: '09:00' }],
    });
    const api = publicApi();
    const answer = await api.get(
      `/api/public/booking/${slug}/availability?site_id=${company.siteId}&service_ids=${color.id}&specialist_id=${bea.id}&from=${DAY}&to=${DAY}`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const starts = answer.body.data.days[0].slots.map((slot: { start: string }) => slot.start);
    expect(starts[0]).toBe('08:00');
    expect(starts).not.toContain('08:15');
    expect(starts).not.toContain('09:30');
    expect(starts).toContain('09:45');
    expect(starts.at(-1)).toBe('19:00');
    // Times and who is free, nothing about who is booked.
    const keys = new Set<string>();
    JSON.stringify(answer.body, (key, value) => {
      keys.add(key);
      return value;
    });
    expect([...keys].sort()).toEqual(
      [
        '',
        '0',
        'data',
        'days',
        'date',
        'unavailable',
        'slots',
        'start',
        'end',
        'services',
        'service_id',
        'specialist_id',
      ]
        .concat([...keys].filter((key) => /^\d+$/.test(key)))
        .filter((key, index, all) => all.indexOf(key) === index)
        .sort(),
    );

    const refused = await api.get(
      `/api/public/booking/${slug}/availability?site_id=${company.siteId}&service_ids=${hidden.id}&from=${DAY}&to=${DAY}`,
    );
    expect(refused.status).toBe(404);
  });

  it('a day the server kept shows a booking, a move, a cancellation, an absence or a new length at once', async () => {
    const day = tuesdayAfter(21);
    const api = publicApi();
    const startsOf = async () => {
      const answer = await api.get(
        `/api/public/booking/${slug}/availability?site_id=${company.siteId}&service_ids=${cut.id}&specialist_id=${ana.id}&from=${day}&to=${addDays(day, 2)}`,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const [first] = answer.body.data.days as { date: string; slots: { start: string; end: string }[] }[];
      expect(first.date).toBe(day);
      return first.slots;
    };
    const starts = async () => (await startsOf()).map((slot) => slot.start);
    expect(await starts()).toContain('10:00');
    expect(await starts()).toContain('10:00');

    // Booked online, then by the salon through the items API.
    const online = await book({ specialist_id: ana.id, date: day, time: '10:00' });
    expect(online.status, JSON.stringify(online.body)).toBe(200);
    expect(await starts()).not.toContain('10:00');
    const client = await newClient(company);
    const salon = await newReservation(company, {
      clientId: client.id,
      date: day,
      services: [{ serviceId: cut.id, specialistId: ana.id, time: '12:00' }],
    });
    expect(await starts()).not.toContain('12:00');

    // Moved (the calendar's drag) and cancelled.
    const [moved] = await server.db.rows<{ id: number }>(
      sql`select id from service_reservation_service where service_reservation_id = ${salon.id}`,
    );
    expect(
      (
        await company.admin.patch(`/api/items/service_reservation_service/${moved.id}`, {
          id: moved.id,
          service_time: '15:00',
          specialist_id: ana.id,
        })
      ).status,
    ).toBe(200);
    expect(await starts()).toContain('12:00');
    expect(await starts()).not.toContain('15:00');
    await company.admin.patch(`/api/items/service_reservation/${online.body.data.reservation_id}`, {
      status: 'cancelado',
    });
    expect(await starts()).toContain('10:00');

    // Blocked time, then a longer service (a catalogue change names the whole company).
    const lunch = await company.admin.post('/api/items/specialist_absence', {
      specialist_id: ana.id,
      date_start: day,
      date_end: day,
      start_time: '13:00',
      end_time: '14:00',
      reason: 'Almuerzo',
    });
    expect(lunch.status).toBe(200);
    expect(await starts()).not.toContain('13:00');
    expect((await startsOf()).find((slot) => slot.start === '08:00')?.end).toBe('08:45');
    await company.admin.patch(`/api/items/service/${cut.id}`, { duration: 60 });
    const longer = (await startsOf()).find((slot) => slot.start === '08:00')?.end;
    await company.admin.patch(`/api/items/service/${cut.id}`, { duration: 45 });
    expect(longer).toBe('09:00');
    expect((await startsOf()).find((slot) => slot.start === '08:00')?.end).toBe('08:45');
    await company.admin.del(`/api/items/specialist_absence/${lunch.body.data.id}`);
    expect(await starts()).toContain('13:00');
  });

  it('never answers past the company limit of days, nor before the site’s today', async () => {
    await setting('online_max_days', '10');
    const answer = await publicApi().get(
      `/api/public/booking/${slug}/availability?site_id=${company.siteId}&service_ids=${cut.id}&from=${addDays(today, -3)}&to=${addDays(today, 40)}`,
    );
    await setting('online_max_days', '60');
    expect(answer.status).toBe(200);
    const dates = answer.body.data.days.map((day: { date: string }) => day.date);
    expect(dates[0]).toBe(today);
    expect(dates.at(-1)).toBe(addDays(today, 10));
  });

  it('answers 404 for another company’s site or specialist', async () => {
    const other = await newCompany(server);
    const stranger = await newSpecialist(other);
    const api = publicApi();
    expect(
      (
        await api.get(
          `/api/public/booking/${slug}/availability?site_id=${other.siteId}&service_ids=${cut.id}&from=${DAY}&to=${DAY}`,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await api.get(
          `/api/public/booking/${slug}/availability?site_id=${company.siteId}&service_ids=${cut.id}&specialist_id=${stranger.id}&from=${DAY}&to=${DAY}`,
        )
      ).status,
    ).toBe(404);
  });
});

describe('booking online', () => {
  it('asks the visitor’s consent to process personal data (Ley 1581) and keeps it with the policy it was given to', async () => {
    const page = await publicApi().get(`/api/public/booking/${slug}`);
    expect(page.body.data.rules.privacy_policy_url).toBeNull();
    await setting('privacy_policy_url', 'https://salon.test/datos-personales');
    expect((await publicApi().get(`/api/public/booking/${slug}`)).body.data.rules.privacy_policy_url).toBe(
      'https://salon.test/datos-personales',
    );
    const before = await server.db.rows<{ n: number }>(sql`select count(*)::int as n from client`);
    for (const consent of [undefined, false, 'true', 1, null]) {
      const refused = await book({ time: '17:00', date: tuesdayAfter(21), privacy_consent: consent });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].message).toBe(
        'Acepta el tratamiento de tus datos personales para reservar.',
      );
    }
    expect(await server.db.rows<{ n: number }>(sql`select count(*)::int as n from client`)).toEqual(before);
    const booked = await book({ time: '17:00', date: tuesdayAfter(21) });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const [stored] = await server.db.rows<{ at: string; url: string }>(
      sql`select privacy_consent_at::text as at, privacy_policy_url as url from service_reservation where id = ${booked.body.data.reservation_id}`,
    );
    expect(stored.url).toBe('https://salon.test/datos-personales');
    expect(Math.abs(new Date(stored.at).getTime() - server.clock.now().getTime())).toBeLessThan(60_000);
    // Not a link: a script or plain text in the setting is not offered to visitors.
    await setting('privacy_policy_url', 'javascript:alert(1)');
    expect(
      (await publicApi().get(`/api/public/booking/${slug}`)).body.data.rules.privacy_policy_url,
    ).toBeNull();
    await setting('privacy_policy_url', '');
    // A user cannot rewrite the consent afterwards.
    const rewrite = await company.admin.patch(
      `/api/items/service_reservation/${booked.body.data.reservation_id}`,
      {
        privacy_consent_at: null,
      },
    );
    expect(rewrite.status).toBe(400);
  });

  it('books a confirmed online reservation for a new client, and e-mails a confirmation with an .ics', async () => {
    const data = visitorData();
    const response = await book({ ...data, service_ids: [color.id], time: '11:00', notes: 'Primera vez' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const answer = response.body.data;
    expect(answer).toMatchObject({ date: DAY, start: '11:00', end: '12:00', deposit: 20_000 });
    const [stored] = await server.db.rows<{
      status: string;
      is_online: boolean;
      online_deposit: number;
      email: string;
      specialist_id: number;
    }>(
      sql`select r.status, r.is_online, r.online_deposit, c.email, srs.specialist_id
          from service_reservation r join client c on c.id = r.client_id
          join service_reservation_service srs on srs.service_reservation_id = r.id where r.id = ${answer.reservation_id}`,
    );
    expect(stored).toMatchObject({
      status: 'confirmada',
      is_online: true,
      email: data.email,
      specialist_id: bea.id,
    });
    expect(Number(stored.online_deposit)).toBe(20_000);

    expect(mailsTo(data.email)).toHaveLength(0);
    await server.runJobs();
    const [mail] = mailsTo(data.email);
    expect(mail.subject).toContain('Cita confirmada');
    expect(mail.text).toContain('anticipo de $20.000');
    expect(mail.text).toContain(`/reservationOnline?reserva=${answer.token}`);
    const ics = mail.attachments?.find((file) => file.filename === 'cita.ics');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(String(ics!.content))).getFirstSubcomponent('vevent')!,
    );
    expect(event.summary).toBe('Color en Salón Aurora Ñandú');
    // 11:00 in Bogotá (UTC-5) is 16:00 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe(`${DAY}T16:00:00.000Z`);
    expect(event.endDate.toJSDate().toISOString()).toBe(`${DAY}T17:00:00.000Z`);
    expect(event.location).toContain('Sede Centro');
  });

  it('recognises a known client by phone (any format) with her e-mail, never by one alone, and never changes their data', async () => {
    const known = await newClient(company, {
      first_name: 'Marta',
      phone: '300 555 1234',
      email: 'marta@correo.test',
    });
    const clientOf = async (response: { status: number; body: any }) => {
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const [row] = await server.db.rows<{ client_id: number }>(
        sql`select client_id from service_reservation where id = ${response.body.data.reservation_id}`,
      );
      return row.client_id;
    };
    const both = await book({
      phone: '+57 (300) 555-1234',
      email: 'MARTA@correo.test',
      first_name: 'X',
      time: '13:00',
    });
    expect(await clientOf(both)).toBe(known.id);
    // A phone or an e-mail alone proves nothing (issue 26): the visitor gets a client of her own.
    const byPhone = await book({ phone: '+57 (300) 555-1234', email: 'otra@correo.test', time: '13:45' });
    const byMail = await book({ email: 'MARTA@correo.test', time: '14:30' });
    expect(await clientOf(byPhone)).not.toBe(known.id);
    expect(await clientOf(byMail)).not.toBe(known.id);
    const [client] = await server.db.rows<{ first_name: string; email: string }>(
      sql`select first_name, email from client where id = ${known.id}`,
    );
    expect(client).toEqual({ first_name: 'Marta', email: 'marta@correo.test' });
  });

  it('refuses a taken time without naming who holds it, and a time inside the minimum notice', async () => {
    const first = await book({ specialist_id: ana.id, time: '16:00' });
    expect(first.status).toBe(200);
    const second = await book({ specialist_id: ana.id, time: '16:15' });
    expect(second.status).toBe(409);
    expect(second.body.errors[0].message).toBe('Ese horario se acaba de ocupar. Elige otro, por favor.');
    const soon = await book({ date: today, time: '23:45' });
    expect([409, 422]).toContain(soon.status);
    const late = await book({ date: addDays(today, 90) });
    expect(late.status).toBe(422);
    expect(late.body.errors[0].message).toMatch(/hasta 60 días/);
  });

  it('a time freed on the calendar can be booked online at once: the day this server keeps follows it', async () => {
    const date = tuesdayAfter(35);
    const holder = await newClient(company);
    const salon = await newReservation(company, {
      clientId: holder.id,
      date,
      services: [{ serviceId: cut.id, specialistId: ana.id, time: '18:00' }],
    });
    // Refused from the day as this server read it, after the salon's booking, and then kept.
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await book({ date, specialist_id: ana.id, time: '18:00' });
      expect(refused.status).toBe(409);
    }
    const cancelled = await company.admin.patch(`/api/items/service_reservation/${salon.id}`, {
      status: 'cancelado',
    });
    expect(cancelled.status).toBe(200);
    const freed = await book({ date, specialist_id: ana.id, time: '18:00' });
    expect(freed.status, JSON.stringify(freed.body)).toBe(200);
  });

  it('"any" specialist books someone free who is bookable online', async () => {
    await company.admin.patch(`/api/items/specialist/${ana.id}`, { online_booking: false });
    const response = await book({ time: '17:00' });
    await company.admin.patch(`/api/items/specialist/${ana.id}`, { online_booking: true });
    expect(response.status).toBe(200);
    const [row] = await server.db.rows<{ specialist_id: number }>(
      sql`select specialist_id from service_reservation_service where service_reservation_id = ${response.body.data.reservation_id}`,
    );
    expect(row.specialist_id).toBe(bea.id);
  });

  it('validates every field in Spanish and changes nothing', async () => {
    const [before] = await server.db.rows<{ n: number }>(
      sql`select count(*)::int as n from service_reservation`,
    );
    const response = await book({
      phone: 'abc',
      email: 'no-es-correo',
      first_name: '',
      time: '25:00',
      service_ids: [],
    });
    expect(response.status).toBe(400);
    const problems = new Map<string, string>(
      response.body.errors.map((error: { message: string; extensions: { field: string } }) => [
        error.extensions.field,
        error.message,
      ]),
    );
    expect([...problems.keys()].sort()).toEqual(['email', 'first_name', 'phone', 'service_ids', 'time']);
    expect(problems.get('phone')).toBe('Escribe un teléfono válido.');
    expect(problems.get('time')).toBe('La hora va en formato HH:mm.');
    const offGrid = await book({ time: '10:07' });
    expect(offGrid.status).toBe(422);
    const [after] = await server.db.rows<{ n: number }>(
      sql`select count(*)::int as n from service_reservation`,
    );
    expect(after.n).toBe(before.n);
  });

  it('limits bookings per phone and per address', async () => {
    const phoneNumber = '+57 310 999 0000';
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      const response = await book({ phone: phoneNumber, date: tuesdayAfter(14 + 7 * index), time: '08:00' });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
    const limited = await startTestServer({ publicBookingsPerHour: 2 });
    try {
      const owner = await newCompany(limited);
      const [{ slug: other }] = await limited.db.rows<{ slug: string }>(
        sql`select public_slug as slug from subscriber_owner_company where id = ${owner.companyId}`,
      );
      const client = apiClient(limited);
      const tries: number[] = [];
      for (let index = 0; index < 3; index++) {
        tries.push(
          (
            await client.request(
              'POST',
              `/api/public/booking/${other}/reservations`,
              {
                ...visitorData(),
                site_id: 999_999,
                service_ids: [1],
                specialist_id: null,
                date: DAY,
                time: '10:00',
              },
              { 'x-forwarded-for': '10.9.9.9' },
            )
          ).status,
        );
      }
      // The limit per address counts bookings made (issue 26): refused attempts leave it whole.
      expect(tries).toEqual([404, 404, 404]);
      const specialist = await newSpecialist(owner);
      const service = await newService(owner, { specialistIds: [specialist.id] });
      const made: number[] = [];
      for (const time of ['09:00', '10:00', '11:00']) {
        const response = await client.request(
          'POST',
          `/api/public/booking/${other}/reservations`,
          {
            ...visitorData(),
            site_id: owner.siteId,
            service_ids: [service.id],
            specialist_id: null,
            date: DAY,
            time,
          },
          { 'x-forwarded-for': '10.9.9.9' },
        );
        made.push(response.status);
      }
      expect(made).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the link of a booking', () => {
  async function booked(fields: Record<string, unknown> = {}) {
    const data = visitorData();
    const response = await book({ ...data, ...fields });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return { ...response.body.data, email: data.email };
  }

  it('shows the booking, moves it to a free time (same specialist when free) and cancels it', async () => {
    const mine = await booked({ specialist_id: ana.id, time: '13:30', date: tuesdayAfter(21) });
    const api = publicApi();
    const shown = await api.get(`/api/public/bookings/${mine.token}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      status: 'confirmada',
      start: '13:30',
      can_change: true,
      services: [{ name: 'Corte', specialist: 'Ana', start: '13:30' }],
    });
    const moved = await api.post(`/api/public/bookings/${mine.token}/move`, {
      date: tuesdayAfter(28),
      time: '15:15',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ date: tuesdayAfter(28), start: '15:15', end: '16:00' });
    expect(moved.body.data.services[0].specialist).toBe('Ana');
    await server.runJobs();
    expect(mailsTo(mine.email).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Cita confirmada'),
      expect.stringContaining('Cita cambiada'),
    ]);

    const cancelled = await api.post(`/api/public/bookings/${mine.token}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelado');
    const again = await api.post(`/api/public/bookings/${mine.token}/cancel`, {});
    expect(again.status).toBe(409);
    const [freed] = await server.db.rows<{ is_cancelled: boolean }>(
      sql`select is_cancelled from service_reservation_service where service_reservation_id = ${mine.reservation_id}`,
    );
    expect(freed.is_cancelled).toBe(true);
  });

  it('puts every online booking, move and cancellation in the bell of its own company only, with a link to the day', async () => {
    const notices = async (who = company) =>
      (
        await who.admin.get('/api/items/notification', {
          fields: ['kind', 'title', 'body', 'link', 'site_id'],
          filter: JSON.stringify({
            kind: { _in: ['reserva_en_linea', 'reserva_movida', 'reserva_cancelada'] },
          }),
          sort: 'id',
          limit: '-1',
        })
      ).body.data as { kind: string; title: string; body: string; link: string; site_id: number }[];
    const before = (await notices()).length;
    const three = await Promise.all(
      ['10:00', '11:00', '12:00'].map((time) =>
        booked({
          specialist_id: bea.id,
          time,
          date: tuesdayAfter(35),
          first_name: 'Marta',
          last_name: 'Ruiz',
        }),
      ),
    );
    const moved = await publicApi().post(`/api/public/bookings/${three[0].token}/move`, {
      date: tuesdayAfter(35),
      time: '15:00',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await publicApi().post(`/api/public/bookings/${three[1].token}/cancel`, {})).status).toBe(200);
    // A refused change (already cancelled) and a refused booking (taken time) leave no notice.
    expect((await publicApi().post(`/api/public/bookings/${three[1].token}/cancel`, {})).status).toBe(409);
    expect((await book({ specialist_id: bea.id, time: '12:00', date: tuesdayAfter(35) })).status).toBe(409);

    const mine = (await notices()).slice(before);
    expect(mine.map((notice) => notice.kind)).toEqual([
      'reserva_en_linea',
      'reserva_en_linea',
      'reserva_en_linea',
      'reserva_movida',
      'reserva_cancelada',
    ]);
    expect(mine[0]).toMatchObject({ title: 'Nueva reserva en línea', site_id: company.siteId });
    expect(mine[0].body).toContain('Marta Ruiz');
    expect(mine[0].body).toContain('Corte con Bea');
    const links = new Set(
      three.map((one) => `/calendar?date=${tuesdayAfter(35)}&reservation=${one.reservation_id}`),
    );
    for (const notice of mine) {
      expect(links.has(notice.link), notice.link).toBe(true);
    }
    expect(mine[3].body).toContain('3:00');
    // Unread in the bell's count.
    const unread = await company.admin.get('/api/items/notification', {
      'aggregate[count]': '*',
      filter: JSON.stringify({ read_at: { _null: true }, kind: { _eq: 'reserva_en_linea' } }),
    });
    expect(Number(unread.body.data[0].count)).toBeGreaterThanOrEqual(3);

    // Another company's bell holds none of them, and cannot read or mark them by id.
    const other = await newCompany(server);
    expect(await notices(other)).toEqual([]);
    const [first] = await server.db.rows<{ id: number }>(
      sql`select id from notification where subscriber_owner_company_id = ${company.companyId} and kind = 'reserva_en_linea' order by id limit 1`,
    );
    expect([403, 404]).toContain((await other.admin.get(`/api/items/notification/${first.id}`)).status);
    expect([403, 404]).toContain(
      (await other.admin.patch(`/api/items/notification/${first.id}`, { read_at: new Date().toISOString() }))
        .status,
    );
    const [still] = await server.db.rows<{ read_at: string | null }>(
      sql`select read_at from notification where id = ${first.id}`,
    );
    expect(still.read_at).toBeNull();
  });

  it("reaches the bell of a receptionist of the booking's site, never of another site's", async () => {
    const site = await company.admin.post('/api/items/site', { name: `Sede Norte ${visitor++}` });
    expect(site.status, JSON.stringify(site.body)).toBe(200);
    const norte = site.body.data.id as number;
    const rosa = await newUser(server, company, { role: 'recepcionista', siteIds: [company.siteId] });
    const carla = await newUser(server, company, { role: 'recepcionista', siteIds: [norte] });
    const mine = await booked({
      specialist_id: bea.id,
      time: '16:00',
      date: tuesdayAfter(42),
      first_name: 'Sara',
      last_name: 'Gómez',
    });
    // A notice of the other site, as a booking there leaves it.
    await server.db.rows(
      sql`insert into notification (subscriber_owner_company_id, site_id, kind, title, body, link)
          values (${company.companyId}, ${norte}, 'reserva_en_linea', 'Nueva reserva en línea', 'Clienta de Norte', '/calendar')`,
    );
    const bell = async (who: { client: TestCompany['admin'] }) => {
      const response = await who.client.get('/api/items/notification', {
        fields: ['id', 'body', 'link', 'site_id', 'read_at'],
        sort: '-id',
        limit: 20,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data as { id: number; body: string; link: string; site_id: number }[];
    };
    const rosas = await bell(rosa);
    const sara = rosas.find((notice) => notice.link.endsWith(`reservation=${mine.reservation_id}`));
    expect(sara?.body).toContain('Sara Gómez');
    expect(rosas.every((notice) => notice.site_id === company.siteId)).toBe(true);
    const carlas = await bell(carla);
    expect(carlas.map((notice) => notice.body)).toEqual(['Clienta de Norte']);

    // She marks it read; the other site's receptionist cannot.
    expect(
      (await carla.client.patch(`/api/items/notification/${sara!.id}`, { read_at: new Date().toISOString() }))
        .status,
    ).toBeGreaterThanOrEqual(403);
    const read = await rosa.client.patch('/api/items/notification', [
      { id: sara!.id, read_at: new Date().toISOString() },
    ]);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const unread = await rosa.client.get('/api/items/notification', {
      'aggregate[count]': '*',
      filter: JSON.stringify({ read_at: { _null: true }, id: { _eq: sara!.id } }),
    });
    expect(Number(unread.body.data[0].count)).toBe(0);
  });

  it('refuses a change closer than the company’s hours, and a forged or foreign link', async () => {
    // Two days ahead (not a Sunday, when the site is closed): inside a week's notice.
    const soon =
      new Date(`${addDays(today, 2)}T12:00:00Z`).getUTCDay() === 0 ? addDays(today, 3) : addDays(today, 2);
    const mine = await booked({ time: '18:00', date: soon });
    await setting('online_cancel_hours', '168');
    const late = await publicApi().post(`/api/public/bookings/${mine.token}/cancel`, {});
    await setting('online_cancel_hours', '12');
    expect(late.status).toBe(422);
    expect(late.body.errors[0].message).toBe(
      'Las citas se cambian o cancelan en línea hasta 168 horas antes. Llama a la sede, por favor.',
    );
    const [id, mac] = mine.token.split('.');
    const forged = `${Number(id) + 1}.${mac}`;
    expect((await publicApi().get(`/api/public/bookings/${forged}`)).status).toBe(404);
    expect((await publicApi().post(`/api/public/bookings/${forged}/cancel`, {})).status).toBe(404);
  });
});

describe('reminders', () => {
  it('plans one reminder the company’s hours before, sends it once, and not for a cancelled booking', async () => {
    const data = visitorData();
    const response = await book({ ...data, time: '12:00', date: tuesdayAfter(35) });
    const id = response.body.data.reservation_id;
    const [job] = await server.db.rows<{ run_at: string; key: string }>(
      sql`select run_at::text, key from sys_job where kind = 'booking.reminder' and payload->>'reservation_id' = ${String(id)}`,
    );
    // 12:00 in Bogotá is 17:00 UTC; 24 hours before.
    expect(new Date(job.run_at).toISOString()).toBe(`${addDays(tuesdayAfter(35), -1)}T17:00:00.000Z`);
    // The day before, at the reminder's time: it is sent once.
    server.clock.set(job.run_at);
    await server.runJobs();
    await server.runJobs();
    const reminders = mailsTo(data.email).filter((mail) => mail.subject.startsWith('Recordatorio'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0].text).toContain('12:00');

    const other = visitorData();
    const second = await book({ ...other, time: '12:00', date: tuesdayAfter(42) });
    await publicApi().post(`/api/public/bookings/${second.body.data.token}/cancel`, {});
    server.clock.set(`${addDays(tuesdayAfter(42), -1)}T17:00:00.000Z`);
    await server.runJobs();
    expect(mailsTo(other.email).filter((mail) => mail.subject.startsWith('Recordatorio'))).toHaveLength(0);
    server.clock.set(TEST_START);
  });

  it('follows the company’s reminder hours, and none when they are 0', async () => {
    const reminderOf = async (time: string, date: string) => {
      const response = await book({ ...visitorData(), time, date });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const [job] = await server.db.rows<{ run_at: string }>(
        sql`select run_at::text from sys_job where kind = 'booking.reminder'
            and payload->>'reservation_id' = ${String(response.body.data.reservation_id)}`,
      );
      return job ? new Date(job.run_at).toISOString() : null;
    };
    await setting('reminder_hours', '3');
    // 12:00 in Bogotá is 17:00 UTC; three hours before.
    expect(await reminderOf('12:00', tuesdayAfter(56))).toBe(`${tuesdayAfter(56)}T14:00:00.000Z`);
    await setting('reminder_hours', '0');
    expect(await reminderOf('13:00', tuesdayAfter(56))).toBeNull();
    await setting('reminder_hours', '24');
  });
});

describe('the waitlist', () => {
  it('offers a freed time to the waiting clients; the first claim gets it, the others see it taken', async () => {
    const date = tuesdayAfter(49);
    const holder = await newClient(company);
    const taken = await newReservation(company, {
      clientId: holder.id,
      date,
      services: [{ serviceId: color.id, specialistId: bea.id, time: '10:00' }],
    });
    const waiting = [];
    for (const name of ['Primera', 'Segunda']) {
      const client = await newClient(company, {
        first_name: name,
        email: `${name.toLowerCase()}@espera.test`,
      });
      const entry = await company.admin.post('/api/items/waitlist_entry', {
        site_id: company.siteId,
        client_id: client.id,
        service_id: color.id,
        date_from: date,
        date_to: date,
        time_from: '09:00',
        time_to: '13:00',
      });
      expect(entry.status, JSON.stringify(entry.body)).toBe(200);
      waiting.push(client);
    }
    const cancel = await company.admin.patch(`/api/items/service_reservation/${taken.id}`, {
      status: 'cancelado',
    });
    expect(cancel.status).toBe(200);
    await server.runJobs();
    const offers = ['primera@espera.test', 'segunda@espera.test'].map((address) => mailsTo(address)[0]);
    for (const offer of offers) {
      expect(offer.subject).toContain('Se liberó un horario');
      expect(offer.text).toContain('con Bea');
    }
    const tokens = offers.map((offer) => /espera=([\w.-]+)/.exec(offer.text)![1]);
    const [first, second] = await Promise.all(
      tokens.map((token) => publicApi().post(`/api/public/waitlist/${token}/claim`, {})),
    );
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body.errors[0].message).toBe(
      'Otra persona de la lista de espera tomó este horario primero. Seguirás en la lista.',
    );
    const rows = await server.db.rows<{ status: string }>(
      sql`select status from waitlist_entry where client_id in (${waiting[0].id}, ${waiting[1].id}) order by status`,
    );
    expect(rows.map((row) => row.status)).toEqual(['esperando', 'reservado']);
    const winner = first.status === 200 ? tokens[0] : tokens[1];
    expect((await publicApi().post(`/api/public/waitlist/${winner}/claim`, {})).status).toBe(409);
  });
});

describe('rating a visit', () => {
  it('sends a one-time link after checkout; a low rating alerts the managers in the app and by e-mail', async () => {
    await openDrawer(company);
    const email = 'carla@visita.test';
    const client = await newClient(company, { first_name: 'Carla', phone: '3001112233', email });
    const reservation = await newReservation(company, {
      clientId: client.id,
      date: DAY,
      services: [{ serviceId: cut.id, specialistId: ana.id, time: '19:00' }],
    });
    await chargeReservation(company, reservation.id, { amountPay: 20_000, paymentMethod: 'efectivo' });
    // Paid a week ahead: no link before the visit (19:00 to 19:45 in Bogotá, 00:45 UTC next day).
    await server.runJobs();
    server.clock.set(`${addDays(DAY, 1)}T00:44:00.000Z`);
    await server.runJobs();
    expect(mailsTo(email).filter((sent) => sent.subject.startsWith('¿Cómo te fue'))).toEqual([]);
    server.clock.set(`${addDays(DAY, 1)}T00:46:00.000Z`);
    await server.runJobs();
    server.clock.set(TEST_START);
    const [mail] = mailsTo(email).filter((sent) => sent.subject.startsWith('¿Cómo te fue'));
    expect(mail.text).toContain('El enlace sirve una sola vez.');
    const token = /qualification\?token=([\w.-]+)/.exec(mail.text)![1];
    const api = publicApi();
    const page = await api.get(`/api/public/qualifications/${token}`);
    expect(page.body.data).toMatchObject({ services: ['Corte'], specialist: 'Ana', used: false });
    const rated = await api.post(`/api/public/qualifications/${token}`, {
      service_rating: 2,
      specialist_rating: 4,
      comment: 'Me hicieron esperar',
    });
    expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    expect(
      (await api.post(`/api/public/qualifications/${token}`, { service_rating: 5, specialist_rating: 5 }))
        .status,
    ).toBe(409);
    expect((await api.get(`/api/public/qualifications/${token}`)).body.data.used).toBe(true);
    // The bell also holds this file's online bookings; the rating's alert is the one low rating.
    const notes = await company.admin.get('/api/items/notification', {
      fields: ['kind', 'title', 'body', 'link'],
      filter: JSON.stringify({ kind: { _nin: ['reserva_en_linea', 'reserva_movida', 'reserva_cancelada'] } }),
    });
    expect(notes.body.data).toEqual([
      expect.objectContaining({
        kind: 'calificacion_baja',
        title: 'Calificación baja de Carla Prueba',
        link: `/client/detail/${client.id}`,
      }),
    ]);
    expect(notes.body.data[0].body).toContain('Me hicieron esperar');
    expect(notes.body.data[0].body).toContain('3001112233');
    await server.runJobs();
    const alert = mailsTo(company.email).find((sent) => sent.subject.startsWith('Calificación baja'));
    expect(alert?.text).toContain('servicio 2 de 5');
    const ratings = await company.admin.get('/api/items/qualification', {
      fields: ['service_rating', 'specialist_rating', 'comment', 'client_id', 'specialist_id'],
      filter: JSON.stringify({ service_reservation_id: { _eq: reservation.id } }),
    });
    expect(ratings.body.data).toEqual([
      {
        service_rating: 2,
        specialist_rating: 4,
        comment: 'Me hicieron esperar',
        client_id: client.id,
        specialist_id: ana.id,
      },
    ]);
  });

  it('refuses out-of-range ratings and unknown links', async () => {
    const api = publicApi();
    const bad = await api.post('/api/public/qualifications/1.abcdefghijabcdefghijabcdefghij12', {
      service_rating: 6,
      specialist_rating: 0,
    });
    expect(bad.status).toBe(400);
    const unknown = await api.post('/api/public/qualifications/1.abcdefghijabcdefghijabcdefghij12', {
      service_rating: 5,
      specialist_rating: 5,
    });
    expect(unknown.status).toBe(404);
  });
});

// Decision 029: the public calendar writes wait their turn in one line per process. A booking
// held on its specialist's lock (another connection holds it, as a long booking of the same
// day would) keeps the only turn; two more wait; the next ones find the line full.
describe.runIf(process.env.SARI_TEST_DB === 'pg')(
  'the line of the public calendar writes (PostgreSQL)',
  () => {
    it('lets so many wait, turns the rest away with a 503 that wrote nothing, then books those in line', async () => {
      const lined = await startTestServer({ bookingsAtOnce: 1, bookingsWaiting: 2 });
      const holder = new pg.Client({ connectionString: lined.databaseUrl });
      try {
        const owner = await newCompany(lined);
        const [{ slug: address }] = await lined.db.rows<{ slug: string }>(
          sql`select public_slug as slug from subscriber_owner_company where id = ${owner.companyId}`,
        );
        const carla = await newSpecialist(owner, { name: 'Carla' });
        const trim = await newService(owner, { name: 'Corte', duration: 30, specialistIds: [carla.id] });
        const client = apiClient(lined);
        const bookAt = (time: string, index: number) =>
          client.request(
            'POST',
            `/api/public/booking/${address}/reservations`,
            {
              ...visitorData(),
              site_id: owner.siteId,
              service_ids: [trim.id],
              specialist_id: carla.id,
              date: DAY,
              time,
            },
            { 'x-forwarded-for': `10.77.0.${index}` },
          );
        await holder.connect();
        await holder.query('begin');
        await holder.query(
          `select pg_advisory_xact_lock(hashtextextended('7301:' || $1::int || ':' || $2, 0))`,
          [carla.id, DAY],
        );
        const first = bookAt('09:00', 1);
        // The first booking has the turn once it waits for the specialist's lock.
        for (let tries = 0; ; tries++) {
          const [{ n }] = await lined.db.rows<{ n: number }>(
            sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and wait_event = 'advisory'`,
          );
          if (n > 0) {
            break;
          }
          expect(tries, 'the first booking never reached the lock').toBeLessThan(200);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        const answered: {
          status: number;
          body: { errors?: { message: string; extensions: { code: string } }[] };
        }[] = [];
        const rest = ['10:00', '11:00', '12:00', '13:00'].map((time, index) =>
          bookAt(time, index + 2).then((response) => {
            answered.push(response);
            return response;
          }),
        );
        // Two find room in the line and wait; the other two are turned away at once.
        for (let tries = 0; answered.length < 2; tries++) {
          expect(tries, 'nobody was turned away').toBeLessThan(200);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        expect(answered.map((response) => response.status)).toEqual([503, 503]);
        for (const refused of answered) {
          expect(refused.body.errors?.[0].message).toBe(
            'Hay muchas reservas en este momento. Inténtalo de nuevo en unos segundos.',
          );
          expect(refused.body.errors?.[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
        }
        await holder.query('commit');
        const statuses = (await Promise.all([first, ...rest])).map((response) => response.status);
        expect(statuses.filter((status) => status === 200)).toHaveLength(3);
        expect(statuses.filter((status) => status === 503)).toHaveLength(2);
        const [{ n }] = await lined.db.rows<{ n: number }>(
          sql`select count(*)::int as n from service_reservation where subscriber_owner_company_id = ${owner.companyId}`,
        );
        expect(n).toBe(3);
        // A request turned away spent none of its address's attempts either.
        const [{ spent }] = await lined.db.rows<{ spent: number }>(
          sql`select count(*)::int as spent from sys_rate_limit
              where key like ${`public-book:${address}:ip:10.77.0.%`} and hits > 0`,
        );
        expect(spent).toBe(3);
      } finally {
        await holder.end().catch(() => {});
        await lined.close();
      }
    });
  },
);
