import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

let server: TestServer;
let company: TestCompany;
let specialistId: number;

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
  const created = await company.admin.post('/api/items/specialist', {
    name: 'Valentina',
    color_in_reserve: '#FFD6E8',
    specialist_site: [{ site_id: company.siteId }],
  });
  specialistId = created.body.data.id;
});

afterAll(async () => {
  await server?.close();
});

const windows = async () =>
  (
    await server.db.rows<{ w: string }>(
      sql`select weekday || ' ' || start_time::text || '-' || end_time::text as w
          from specialist_availability where specialist_id = ${specialistId} order by weekday, start_time`,
    )
  ).map((row) => row.w);

describe('specialists', () => {
  it('saves a week with a break, and replaces it as a whole', async () => {
    const admin = company.admin;
    const week = [
      { site_id: company.siteId, weekday: 1, start_time: '08:00', end_time: '12:00' },
      { site_id: company.siteId, weekday: 1, start_time: '13:00', end_time: '18:00' },
    ];
    expect(
      (await admin.patch(`/api/items/specialist/${specialistId}`, { specialist_availability: week })).status,
    ).toBe(200);
    expect(await windows()).toEqual(['1 08:00:00-12:00:00', '1 13:00:00-18:00:00']);
    // New windows that overlap the old ones are fine when the old ones go in the same save.
    const replaced = await admin.patch(`/api/items/specialist/${specialistId}`, {
      specialist_availability: [
        { site_id: company.siteId, weekday: 1, start_time: '09:00', end_time: '17:00' },
      ],
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(await windows()).toEqual(['1 09:00:00-17:00:00']);
  });

  it('refuses overlapping windows on one day, even at two sites, and keeps the week as it was', async () => {
    const admin = company.admin;
    const [second] = await server.db.rows<{ id: number }>(
      sql`insert into site (subscriber_owner_company_id, name) values (${company.companyId}, 'Sede Norte') returning id`,
    );
    const [existing] = await server.db.rows<{ id: number }>(
      sql`select id from specialist_availability where specialist_id = ${specialistId}`,
    );
    const response = await admin.patch(`/api/items/specialist/${specialistId}`, {
      specialist_availability: [
        { id: existing.id },
        { site_id: second.id, weekday: 1, start_time: '16:00', end_time: '19:00' },
      ],
    });
    expect(response.status).toBe(409);
    expect(response.body.errors[0].message).toBe(
      'Dos franjas de disponibilidad del especialista se cruzan el mismo día.',
    );
    expect(await windows()).toEqual(['1 09:00:00-17:00:00']);
    const inverted = await admin.post('/api/items/specialist_availability', {
      specialist_id: specialistId,
      site_id: company.siteId,
      weekday: 2,
      start_time: '18:00',
      end_time: '09:00',
    });
    expect(inverted.status).toBe(400);
    expect(inverted.body.errors[0].message).toBe('El final debe ser posterior al inicio.');
  });

  it('validates commissions, colours and absences', async () => {
    const admin = company.admin;
    const category = (await admin.post('/api/items/service_category', { name: 'Uñas' })).body.data.id;
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'specialist_commission',
        { specialist_id: specialistId, service_category_id: category, commission: 120, commission_type: '%' },
        'un porcentaje va de 0 a 100',
      ],
      ['specialist', { name: 'X', color_in_reserve: 'rosado' }, 'formato #RRGGBB'],
      [
        'specialist_absence',
        { specialist_id: specialistId, date_start: '2026-12-10', date_end: '2026-12-01' },
        'posterior al inicio',
      ],
    ];
    for (const [collection, body, message] of cases) {
      const response = await admin.post(`/api/items/${collection}`, body);
      expect(response.status, collection).toBe(400);
      expect(response.body.errors[0].message).toContain(message);
    }
    const fixed = await admin.post('/api/items/specialist_commission', {
      specialist_id: specialistId,
      service_category_id: category,
      commission: 15000,
      commission_type: 'fixed',
    });
    expect(fixed.status).toBe(200);
  });
});
