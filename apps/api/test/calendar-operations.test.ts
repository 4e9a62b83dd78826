import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, newProduct, newService, newSpecialist } from './data-factories';
import { newCompany, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

let server: TestServer;
let company: TestCompany;
let ana: { id: number };
let bea: { id: number };
let cut: { id: number };
let nails: { id: number };
let client: { id: number };

const TUESDAY = '2026-12-08';

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
  ana = await newSpecialist(company, { name: 'Ana' });
  bea = await newSpecialist(company, { name: 'Bea' });
  cut = await newService(company, { name: 'Corte', duration: 40, specialistIds: [ana.id, bea.id] });
  nails = await newService(company, { name: 'Uñas', duration: 30, specialistIds: [bea.id] });
  client = await newClient(company, { first_name: 'Rosa' });
});

afterAll(async () => {
  await server?.close();
});

const book = (body: Record<string, unknown>) =>
  company.admin.post('/api/calendar/reservations', { site_id: company.siteId, date: TUESDAY, ...body });

describe('booking from the calendar', () => {
  it('books several services back to back, "any" resolved to a free specialist, with products and notes', async () => {
    const shampoo = await newProduct(company, { name: 'Champú' });
    const response = await book({
      client_id: client.id,
      notes: 'Prefiere agua tibia',
      services: [
        {
          service_id: cut.id,
          specialist_id: ana.id,
          time: '09:00',
          products: [{ product_id: shampoo.id, amount: 2 }],
        },
        { service_id: nails.id, specialist_id: null },
      ],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const [reservation] = response.body.data.reservations;
    const services = await server.db.rows<{
      specialist_id: number;
      start: string;
      end: string;
      products: number;
    }>(
      sql`select specialist_id, to_char(start_at, 'HH24:MI') as start, to_char(end_at, 'HH24:MI') as end,
            (select count(*)::int from service_reservation_service_product p where p.service_reservation_service_id = srs.id) as products
          from service_reservation_service srs where service_reservation_id = ${reservation.id} order by start_at`,
    );
    // The second service starts when the first ends (09:40, off the grid, which is fine).
    expect(services).toEqual([
      { specialist_id: ana.id, start: '09:00', end: '09:40', products: 1 },
      { specialist_id: bea.id, start: '09:40', end: '10:10', products: 0 },
    ]);
    const [stored] = await server.db.rows<{ notes: string; sari_user_id: number }>(
      sql`select notes, sari_user_id from service_reservation where id = ${reservation.id}`,
    );
    expect(stored).toEqual({ notes: 'Prefiere agua tibia', sari_user_id: company.adminUserId });
  });

  it('quick-creates a client from name and phone', async () => {
    const response = await book({
      new_client: { first_name: 'Nueva', last_name: 'Clienta', phone: '3001112233' },
      services: [{ service_id: cut.id, specialist_id: ana.id, time: '11:00' }],
    });
    expect(response.status).toBe(200);
    const [row] = await server.db.rows<{ first_name: string; phone: string }>(
      sql`select first_name, phone from client where id = ${response.body.data.client_id}`,
    );
    expect(row).toEqual({ first_name: 'Nueva', phone: '3001112233' });
  });

  it('a recurring booking lists every clash before anything is saved', async () => {
    const count = async () =>
      (await server.db.rows<{ n: number }>(sql`select count(*)::int as n from service_reservation`))[0].n;
    // Something in the way on the third Tuesday.
    const blocker = await book({
      client_id: client.id,
      date: '2026-12-22',
      services: [{ service_id: cut.id, specialist_id: ana.id, time: '14:00' }],
    });
    expect(blocker.status).toBe(200);
    const before = await count();
    const weekly = {
      client_id: client.id,
      services: [{ service_id: cut.id, specialist_id: ana.id, time: '14:00' }],
      repeat: { every_weeks: 1, until: '2027-01-05' },
    };
    const check = await book({ ...weekly, check_only: true });
    expect(check.status).toBe(200);
    expect(check.body.data.clashes).toEqual([
      expect.objectContaining({
        date: '2026-12-22',
        code: 'choque_con_reserva',
        message: expect.stringMatching(/Ana ya atiende a Rosa/),
      }),
    ]);
    const refused = await book(weekly);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].extensions.clashes).toHaveLength(1);
    expect(await count()).toBe(before);
    const moved = await book({
      ...weekly,
      services: [{ service_id: cut.id, specialist_id: ana.id, time: '15:00' }],
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.reservations.map((r: { date: string }) => r.date)).toEqual([
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
      '2026-12-29',
      '2027-01-05',
    ]);
    const series = await server.db.rows<{ n: number }>(
      sql`select count(distinct series_id)::int as n from service_reservation where id in ${sql.raw(`(${moved.body.data.reservations.map((r: { id: number }) => r.id).join(',')})`)}`,
    );
    expect(series[0].n).toBe(1);
  });

  it('refuses a booking without a client, or with both kinds, field by field', async () => {
    const none = await book({ services: [{ service_id: cut.id, specialist_id: ana.id, time: '16:00' }] });
    expect(none.status).toBe(400);
    expect(none.body.errors[0].extensions.field).toBe('client_id');
    const noTime = await book({
      client_id: client.id,
      services: [{ service_id: cut.id, specialist_id: ana.id }],
    });
    expect(noTime.status).toBe(400);
  });
});

describe('availability', () => {
  it('offers free starts for a service with any specialist, and the next free slot', async () => {
    const response = await company.admin.get('/api/calendar/availability', {
      site_id: company.siteId,
      service_ids: String(nails.id),
      from: TUESDAY,
      to: TUESDAY,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const starts = response.body.data.days[0].slots.map((slot: { start: string }) => slot.start);
    expect(starts).not.toContain('09:45');
    expect(starts).toContain('08:00');
    const first = await company.admin.get('/api/calendar/availability', {
      site_id: company.siteId,
      service_ids: `${cut.id},${nails.id}`,
      from: TUESDAY,
      to: '2026-12-31',
      first: 'true',
    });
    expect(first.body.data.days).toHaveLength(1);
    expect(first.body.data.days[0].slots[0].services).toHaveLength(2);
  });

  it('never offers a time already past on the site’s wall clock', async () => {
    const [site] = await server.db.rows<{ today: string; now: string }>(
      sql`select (sari_now() at time zone 'America/Bogota')::date::text as today, to_char(sari_now() at time zone 'America/Bogota', 'HH24:MI') as now`,
    );
    const response = await company.admin.get('/api/calendar/availability', {
      site_id: company.siteId,
      service_ids: String(cut.id),
      from: site.today,
      to: site.today,
    });
    expect(response.status).toBe(200);
    for (const slot of response.body.data.days[0]?.slots ?? []) {
      expect(slot.start >= site.now.slice(0, 5)).toBe(true);
    }
  });
});

describe('waitlist', () => {
  it('matches a freed slot and books the first waiting client in one click, once', async () => {
    const waiting = await newClient(company, { first_name: 'Espera' });
    const entry = await company.admin.post('/api/items/waitlist_entry', {
      site_id: company.siteId,
      client_id: waiting.id,
      service_id: nails.id,
      date_from: TUESDAY,
      date_to: TUESDAY,
      time_from: '12:00',
      time_to: '18:00',
    });
    expect(entry.status).toBe(200);
    const matches = await company.admin.get('/api/calendar/waitlist/matches', {
      site_id: company.siteId,
      date: TUESDAY,
      start: '16:00',
      end: '17:00',
    });
    expect(matches.body.data.map((m: { client_name: string }) => m.client_name)).toEqual(['Espera Prueba']);
    const none = await company.admin.get('/api/calendar/waitlist/matches', {
      site_id: company.siteId,
      date: TUESDAY,
      start: '08:00',
      end: '09:00',
    });
    expect(none.body.data).toEqual([]);
    const booked = await company.admin.post(`/api/calendar/waitlist/${entry.body.data.id}/book`, {
      date: TUESDAY,
      time: '16:00',
      specialist_id: bea.id,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const again = await company.admin.post(`/api/calendar/waitlist/${entry.body.data.id}/book`, {
      date: TUESDAY,
      time: '17:00',
      specialist_id: bea.id,
    });
    expect(again.status).toBe(409);
    const [stored] = await server.db.rows<{ status: string; reservation: number }>(
      sql`select status, service_reservation_id as reservation from waitlist_entry where id = ${entry.body.data.id}`,
    );
    expect(stored).toEqual({ status: 'reservado', reservation: booked.body.data.reservation_id });
  });
});

describe('live changes', () => {
  it('an open calendar hears another user’s change of its site within two seconds', async () => {
    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/calendar/events?site_id=${company.siteId}`, {
      headers: { authorization: `Bearer ${company.token}` },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const read = async (until: RegExp) => {
      const deadline = Date.now() + 2000;
      while (!until.test(text) && Date.now() < deadline) {
        const chunk = await Promise.race([
          reader.read(),
          new Promise<{ value?: undefined }>((resolve) =>
            setTimeout(() => resolve({}), deadline - Date.now()),
          ),
        ]);
        text += chunk.value ? decoder.decode(chunk.value) : '';
      }
      return until.test(text);
    };
    expect(await read(/event: ready/)).toBe(true);
    const booking = await book({
      client_id: client.id,
      date: '2026-12-09',
      services: [{ service_id: cut.id, specialist_id: bea.id, time: '10:00' }],
    });
    expect(booking.status).toBe(200);
    expect(await read(/event: change\ndata: \{"date":"2026-12-09"\}/)).toBe(true);
    controller.abort();
  });
});
