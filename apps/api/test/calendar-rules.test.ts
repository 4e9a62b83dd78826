import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, newService, newSpecialist } from './data-factories';
import { newCompany, newUser, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

let server: TestServer;
let company: TestCompany;
let ana: { id: number };
let luis: { id: number };
let cut: { id: number };
let colour: { id: number };
let laura: { id: number };

const MONDAY = '2026-12-07';
const SUNDAY = '2026-12-06';

function book(
  time: string,
  options: { specialist?: number; service?: number; date?: string; client?: number } = {},
) {
  return company.admin.post('/api/items/service_reservation', {
    site_id: company.siteId,
    client_id: options.client ?? laura.id,
    date: options.date ?? MONDAY,
    service_reservation_service: [
      {
        service_id: options.service ?? cut.id,
        specialist_id: options.specialist ?? ana.id,
        service_time: time,
      },
    ],
  });
}

async function serviceOf(reservationId: number) {
  const [row] = await server.db.rows<{ id: number; start_at: string; end_at: string; specialist_id: number }>(
    sql`select id, start_at::text, end_at::text, specialist_id from service_reservation_service
        where service_reservation_id = ${reservationId}`,
  );
  return row;
}

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
  ana = await newSpecialist(company, { name: 'Ana' });
  luis = await newSpecialist(company, { name: 'Luis' });
  cut = await newService(company, { name: 'Corte', duration: 45, specialistIds: [ana.id, luis.id] });
  colour = await newService(company, { name: 'Color', duration: 120, specialistIds: [ana.id] });
  await company.admin.patch(`/api/items/service/${colour.id}`, {
    active_minutes: 30,
    processing_minutes: 60,
    finishing_minutes: 30,
  });
  laura = await newClient(company, { first_name: 'Laura', last_name: 'Gómez' });
});

afterAll(async () => {
  await server?.close();
});

describe('the calendar’s rules hold for every booking, through the items API too (spec 5, 9)', () => {
  it('a weekday whose schedule entry is inactive is closed (spec 5)', async () => {
    const response = await book('10:00', { date: SUNDAY });
    expect(response.status).toBe(422);
    expect(response.body.errors[0].extensions.reason).toBe('dia_cerrado');
  });

  it('a time is bookable only at or after opening and before closing; the service ends by closing (spec 5)', async () => {
    expect((await book('07:45')).body.errors[0].extensions.reason).toBe('antes_de_apertura');
    expect((await book('20:00')).body.errors[0].extensions.reason).toBe('despues_de_cierre');
    expect((await book('19:30')).body.errors[0].extensions.reason).toBe('termina_despues_de_cierre');
  });

  it('starts lie on the 15-minute grid (spec 9)', async () => {
    const response = await book('10:10');
    expect(response.status).toBe(422);
    expect(response.body.errors[0].extensions.reason).toBe('fuera_de_la_grilla');
  });

  it('refuses a specialist who does not offer the service, or does not work at the site', async () => {
    const offers = await book('10:00', { specialist: luis.id, service: colour.id });
    expect(offers.status).toBe(422);
    expect(offers.body.errors[0].message).toBe('Luis no ofrece «Color».');
    const elsewhere = await newSpecialist(company, { name: 'Marta', siteIds: [] });
    const site = await book('10:00', { specialist: elsewhere.id });
    expect(site.status).toBe(422);
    expect(site.body.errors[0].message).toMatch(/Marta no atiende en esta sede/);
  });

  it('follows the specialist’s weekly windows and absences', async () => {
    const nora = await newSpecialist(company, { name: 'Nora', windows: false });
    await company.admin.post('/api/items/specialist_availability', {
      specialist_id: nora.id,
      site_id: company.siteId,
      weekday: 1,
      start_time: '09:00',
      end_time: '13:00',
    });
    await company.admin.patch(`/api/items/service/${cut.id}`, {
      service_specialist: { create: [{ specialist_id: nora.id }] },
    });
    expect((await book('14:00', { specialist: nora.id })).body.errors[0].extensions.reason).toBe(
      'fuera_de_disponibilidad',
    );
    await company.admin.post('/api/items/specialist_absence', {
      specialist_id: nora.id,
      date_start: MONDAY,
      date_end: MONDAY,
      start_time: '09:00',
      end_time: '10:00',
      reason: 'Almuerzo',
    });
    expect((await book('09:15', { specialist: nora.id })).body.errors[0].extensions.reason).toBe(
      'especialista_ausente',
    );
    expect((await book('10:00', { specialist: nora.id })).status).toBe(200);
  });

  it('a receptionist blocks time (an absence is the agenda’s); a specialist user may not', async () => {
    const nora = (await company.admin.post('/api/items/specialist', { name: 'Noemí' })).body.data;
    const lunch = {
      specialist_id: nora.id,
      date_start: MONDAY,
      date_end: MONDAY,
      start_time: '12:00',
      end_time: '13:00',
      reason: 'Almuerzo',
    };
    const receptionist = await newUser(server, company, { role: 'recepcionista' });
    const blocked = await receptionist.client.post('/api/items/specialist_absence', lunch);
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    const specialist = await newUser(server, company, { role: 'especialista' });
    expect((await specialist.client.post('/api/items/specialist_absence', lunch)).status).toBe(403);
    expect((await specialist.client.get('/api/items/specialist_absence')).status).toBe(200);
  });

  it('a clash is a 409 that names the appointment in the way: client, service and time', async () => {
    const first = await book('15:00');
    expect(first.status).toBe(200);
    const clash = await book('15:30', { client: (await newClient(company, { first_name: 'Otra' })).id });
    expect(clash.status).toBe(409);
    expect(clash.body.errors[0].message).toBe('Ana ya atiende a Laura Gómez (Corte) de 3:00 PM a 3:45 PM.');
    expect(clash.body.errors[0].extensions.service_reservation_service_id).toBe(
      (await serviceOf(first.body.data.id)).id,
    );
  });

  it('processing time: the specialist takes another client during the gap, not outside it', async () => {
    const colourBooking = await book('11:00', { service: colour.id });
    expect(colourBooking.status).toBe(200);
    const stored = await serviceOf(colourBooking.body.data.id);
    expect(stored.end_at).toContain('13:00:00');
    const [gap] = await server.db.rows<{ from: string; to: string }>(
      sql`select processing_start_at::text as from, processing_end_at::text as to from service_reservation_service where id = ${stored.id}`,
    );
    expect(gap).toEqual({ from: `${MONDAY} 11:30:00`, to: `${MONDAY} 12:30:00` });
    const inGap = await book('11:30', { client: (await newClient(company)).id });
    expect(inGap.status, JSON.stringify(inGap.body)).toBe(200);
    const overFinish = await book('12:15', { client: (await newClient(company)).id, specialist: ana.id });
    expect(overFinish.status).toBe(409);
  });
});

describe('moving, resizing and statuses are checked the same way', () => {
  it('a drag (spec PATCH id, service_time, specialist_id) onto a busy time is refused and nothing moves', async () => {
    const one = await book('16:00');
    const two = await book('17:00', { client: (await newClient(company)).id });
    const moving = await serviceOf(two.body.data.id);
    const refused = await company.admin.patch(`/api/items/service_reservation_service/${moving.id}`, {
      id: moving.id,
      service_time: '16:15',
      specialist_id: ana.id,
    });
    expect(refused.status).toBe(409);
    expect(await serviceOf(two.body.data.id)).toEqual(moving);
    const toLuis = await company.admin.patch(`/api/items/service_reservation_service/${moving.id}`, {
      id: moving.id,
      service_time: '16:15',
      specialist_id: luis.id,
    });
    expect(toLuis.status).toBe(200);
    expect(toLuis.body.data.start_at).toContain('16:15:00');
    expect(one.status).toBe(200);
  });

  it('a resize keeps the start and is refused past closing', async () => {
    const booking = await book('18:00', { specialist: luis.id, client: (await newClient(company)).id });
    const service = await serviceOf(booking.body.data.id);
    const longer = await company.admin.patch(`/api/items/service_reservation_service/${service.id}`, {
      duration: 90,
    });
    expect(longer.status).toBe(200);
    expect(longer.body.data.end_at).toContain('19:30:00');
    const tooLong = await company.admin.patch(`/api/items/service_reservation_service/${service.id}`, {
      duration: 150,
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors[0].extensions.reason).toBe('termina_despues_de_cierre');
  });

  it('cancelling frees the slot; restoring a cancelled booking whose slot was taken is refused', async () => {
    const first = await book('08:00', { specialist: luis.id });
    await company.admin.patch(`/api/items/service_reservation/${first.body.data.id}`, {
      status: 'cancelado',
    });
    const second = await book('08:00', { specialist: luis.id, client: (await newClient(company)).id });
    expect(second.status).toBe(200);
    const restore = await company.admin.patch(`/api/items/service_reservation/${first.body.data.id}`, {
      status: 'confirmada',
    });
    expect(restore.status).toBe(409);
    expect(restore.body.errors[0].message).toMatch(/Luis ya atiende a/);
  });

  it('every status can be set directly (spec 4)', async () => {
    const booking = await book('08:00', { specialist: ana.id, client: (await newClient(company)).id });
    for (const status of [
      'cliente_llego',
      'inicio_servicio',
      'no_llego',
      'confirmada',
      'cancelado',
      'confirmada',
    ]) {
      const response = await company.admin.patch(`/api/items/service_reservation/${booking.body.data.id}`, {
        status,
      });
      expect(response.status, status).toBe(200);
      expect(response.body.data.status).toBe(status);
    }
  });
});
