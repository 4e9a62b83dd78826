import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chargeReservation,
  newClient,
  newReservation,
  newService,
  newSpecialist,
  openDrawer,
} from './data-factories';
import { apiClient, newCompany, newUser, type TestCompany } from './factories';
import { PROCESS_TEST_MS, startSecondProcess } from './second-server';
import { startTestServer, type TestServer } from './server';

// The calendar's reads of a site's days are kept by the server until one of their days changes
// (decision 027): every write that can change them is announced, and the next read is fresh.

let server: TestServer;
let company: TestCompany;
let ana: { id: number };
let bea: { id: number };
let cut: { id: number };
let rosa: { id: number };

const MONDAY = '2026-12-14';
const TUESDAY = '2026-12-15';
const FIELDS = [
  'id',
  'service_time',
  'specialist_id.name',
  'service_id.name',
  'service_reservation_id.id',
  'service_reservation_id.status',
  'service_reservation_id.is_paid',
  'service_reservation_id.client_id.first_name',
];

type Row = {
  id: number;
  service_time: string;
  specialist_id: { name: string };
  service_id: { name: string };
  service_reservation_id: { id: number; status: string; is_paid: boolean; client_id: { first_name: string } };
};

async function day(
  who: TestCompany['admin'],
  date: string | [string, string] = MONDAY,
  siteId = company.siteId,
) {
  const response = await who.get('/api/items/service_reservation_service', {
    filter: {
      site_id: { _eq: siteId },
      date: typeof date === 'string' ? { _eq: date } : { _between: date },
    },
    fields: FIELDS,
    sort: ['start_at'],
    limit: -1,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as Row[];
}

const book = (date: string, time: string, specialistId = ana.id, clientId = rosa.id) =>
  newReservation(company, {
    clientId,
    date,
    services: [{ serviceId: cut.id, specialistId, time }],
  }) as Promise<{ id: number }>;

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
  ana = await newSpecialist(company, { name: 'Ana' });
  bea = await newSpecialist(company, { name: 'Bea' });
  cut = await newService(company, { name: 'Corte', duration: 30, specialistIds: [ana.id, bea.id] });
  rosa = await newClient(company, { first_name: 'Rosa' });
});

afterAll(async () => {
  await server?.close();
});

describe('a kept day', () => {
  it('is answered again without the database until something is announced', async () => {
    const reservation = await book(MONDAY, '09:00');
    expect((await day(company.admin)).map((row) => row.service_reservation_id.client_id.first_name)).toEqual([
      'Rosa',
    ]);
    // A repair made in the database by hand is not announced: the kept answer stands (for a
    // minute at most), where a read the engine does not keep sees it at once.
    await server.db.rows(sql`update client set first_name = 'Rosa María' where id = ${rosa.id}`);
    expect((await day(company.admin))[0].service_reservation_id.client_id.first_name).toBe('Rosa');
    const unkept = await company.admin.get(`/api/items/service_reservation/${reservation.id}`, {
      fields: ['client_id.first_name'],
    });
    expect(unkept.body.data.client_id.first_name).toBe('Rosa María');
    // The client edited through the API is announced: the day is read again.
    expect(
      (await company.admin.patch(`/api/items/client/${rosa.id}`, { first_name: 'Rosa Elena' })).status,
    ).toBe(200);
    expect((await day(company.admin))[0].service_reservation_id.client_id.first_name).toBe('Rosa Elena');
  });

  it('follows every write that changes it', async () => {
    await day(company.admin);
    // A booking.
    const second = await book(MONDAY, '10:00', bea.id);
    let rows = await day(company.admin);
    expect(rows.map((row) => row.service_time)).toEqual(['09:00:00', '10:00:00']);
    const secondService = rows[1].id;

    // A drag to another time and specialist (the PATCH of spec-coverage 7).
    const moved = await company.admin.patch(`/api/items/service_reservation_service/${secondService}`, {
      id: secondService,
      service_time: '11:00',
      specialist_id: ana.id,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    rows = await day(company.admin);
    expect(rows[1]).toMatchObject({ service_time: '11:00:00', specialist_id: { name: 'Ana' } });

    // A status.
    expect(
      (await company.admin.patch(`/api/items/service_reservation/${second.id}`, { status: 'cliente_llego' }))
        .status,
    ).toBe(200);
    expect((await day(company.admin))[1].service_reservation_id.status).toBe('cliente_llego');

    // The specialist's and the service's names.
    await company.admin.patch(`/api/items/specialist/${ana.id}`, { name: 'Ana Lucía' });
    await company.admin.patch(`/api/items/service/${cut.id}`, { name: 'Corte clásico' });
    rows = await day(company.admin);
    expect(rows.map((row) => [row.specialist_id.name, row.service_id.name])).toEqual([
      ['Ana Lucía', 'Corte clásico'],
      ['Ana Lucía', 'Corte clásico'],
    ]);

    // Charged at checkout (the sale marks the reservation paid by a statement of its own).
    await openDrawer(company);
    await chargeReservation(company, second.id, { amountPay: 20_000, paymentMethod: 'efectivo' });
    expect((await day(company.admin))[1].service_reservation_id.is_paid).toBe(true);

    // Moved to another day: gone from this one, there on the other.
    await day(company.admin, TUESDAY);
    expect(
      (await company.admin.patch(`/api/items/service_reservation/${second.id}`, { date: TUESDAY })).status,
    ).toBe(200);
    expect(await day(company.admin)).toHaveLength(1);
    expect(await day(company.admin, TUESDAY)).toHaveLength(1);

    // Deleted (a paid reservation cannot be: another one).
    const third = await book(TUESDAY, '16:00', bea.id);
    expect(await day(company.admin, TUESDAY)).toHaveLength(2);
    expect((await company.admin.del(`/api/items/service_reservation/${third.id}`)).status).toBe(204);
    expect(await day(company.admin, TUESDAY)).toHaveLength(1);
  });

  it('keeps a week as one answer, changed by any of its days', async () => {
    const week: [string, string] = [MONDAY, '2026-12-20'];
    const before = await day(company.admin, week);
    await book('2026-12-18', '15:00');
    const after = await day(company.admin, week);
    expect(after).toHaveLength(before.length + 1);
  });

  it('is never another company’s or another site’s answer', async () => {
    const mine = await day(company.admin);
    expect(mine.length).toBeGreaterThan(0);
    // The same question, word for word, from another company: its scope, its (empty) answer.
    const other = await newCompany(server);
    expect(await day(other.admin, MONDAY, company.siteId)).toEqual([]);
    // A receptionist of this company who works only at another site.
    const north = await company.admin.post('/api/items/site', { name: 'Sede Norte' });
    expect(north.status, JSON.stringify(north.body)).toBe(200);
    const elsewhere = await newUser(server, company, { siteIds: [north.body.data.id] });
    expect(await day(elsewhere.client)).toEqual([]);
    // And the kept answer is still the right one for who may see it.
    expect(await day(company.admin)).toEqual(mine);
  });
});

describe.runIf(process.env.SARI_TEST_DB === 'pg')('kept days across server processes', () => {
  it(
    'a write through another process reaches this one’s kept day within two seconds',
    async () => {
      const second = await startSecondProcess(server);
      try {
        const rows = await day(company.admin);
        const reservationId = rows[0].service_reservation_id.id;
        const other = apiClient({ ...server, url: second.url }, company.admin.token);
        const response = await other.patch(`/api/items/service_reservation/${reservationId}`, {
          status: 'inicio_servicio',
        });
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        const deadline = Date.now() + 2_000;
        let status = '';
        while (Date.now() < deadline) {
          status = (await day(company.admin))[0].service_reservation_id.status;
          if (status === 'inicio_servicio') {
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(status).toBe('inicio_servicio');
      } finally {
        await second.stop();
      }
    },
    PROCESS_TEST_MS,
  );
});
