import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDatabaseError } from '../src/platform/errors';
import { newClient, newService, newSpecialist } from './data-factories';
import { newCompany, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

// Every SQLSTATE class the API can meet, and what the client gets for it. Classes the client
// cannot cause (42 syntax, XX internal, P0 raise) stay a logged 500: they are our bugs.
const CLASSES: [string, number, string][] = [
  ['08006', 503, 'SERVICE_UNAVAILABLE'],
  ['0A000', 400, 'INVALID_PAYLOAD'],
  ['21000', 400, 'INVALID_PAYLOAD'],
  ['22001', 400, 'INVALID_PAYLOAD'],
  ['22003', 400, 'INVALID_PAYLOAD'],
  ['22007', 400, 'INVALID_PAYLOAD'],
  ['22008', 400, 'INVALID_PAYLOAD'],
  ['22009', 400, 'INVALID_PAYLOAD'],
  ['22P02', 400, 'INVALID_PAYLOAD'],
  ['22P05', 400, 'INVALID_PAYLOAD'],
  ['23502', 400, 'INVALID_PAYLOAD'],
  ['23503', 409, 'RECORD_IN_USE'],
  ['23505', 409, 'RECORD_NOT_UNIQUE'],
  ['23514', 400, 'INVALID_PAYLOAD'],
  ['23P01', 409, 'SCHEDULE_CONFLICT'],
  ['25P02', 409, 'CONFLICT'],
  ['40001', 409, 'CONFLICT'],
  ['40P01', 409, 'CONFLICT'],
  ['53200', 503, 'SERVICE_UNAVAILABLE'],
  ['54001', 400, 'QUERY_TOO_EXPENSIVE'],
  ['55P03', 409, 'CONFLICT'],
  ['57014', 400, 'QUERY_TOO_EXPENSIVE'],
  ['57P01', 503, 'SERVICE_UNAVAILABLE'],
  ['58030', 503, 'SERVICE_UNAVAILABLE'],
];

describe('PostgreSQL errors map to a clear 4xx (or 503) by class', () => {
  for (const [code, status, apiCode] of CLASSES) {
    it(`${code} -> ${status} ${apiCode}`, () => {
      const mapped = fromDatabaseError(Object.assign(new Error('db'), { code }));
      expect(mapped?.status).toBe(status);
      expect(mapped?.code).toBe(apiCode);
      expect(mapped?.message).toMatch(/[áéíóúñ]|[a-z]{4}/);
    });
  }

  it('our own bugs are not dressed up as client errors', () => {
    for (const code of ['42601', '42P01', 'XX000', 'P0001']) {
      expect(fromDatabaseError(Object.assign(new Error('bug'), { code })), code).toBeNull();
    }
  });

  it('finds the database error behind a wrapper (drizzle wraps them)', () => {
    const wrapped = Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('x'), { code: '23505' }),
    });
    expect(fromDatabaseError(wrapped)?.status).toBe(409);
  });
});

describe('concurrent overlapping bookings', () => {
  let server: TestServer;
  let company: TestCompany;

  beforeAll(async () => {
    server = await startTestServer();
    company = await newCompany(server);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('20 requests for one specialist’s slot: one booking, nineteen 409, no 500', async () => {
    const specialist = await newSpecialist(company);
    const service = await newService(company, { specialistIds: [specialist.id], duration: 45 });
    const clients = await Promise.all(Array.from({ length: 20 }, () => newClient(company)));
    const responses = await Promise.all(
      clients.map((client, index) =>
        company.admin.post('/api/items/service_reservation', {
          site_id: company.siteId,
          client_id: client.id,
          date: '2026-12-10',
          service_reservation_service: [
            {
              service_id: service.id,
              specialist_id: specialist.id,
              service_time: index % 2 ? '10:00' : '10:15',
            },
          ],
        }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const [stored] = await server.db.rows<{ n: number }>(
      sql`select count(*)::int as n from service_reservation_service where specialist_id = ${specialist.id}`,
    );
    expect(stored.n).toBe(1);
  });
});
