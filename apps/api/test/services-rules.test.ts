import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, newService, newSpecialist } from './data-factories';
import { newCompany, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

let server: TestServer;
let company: TestCompany;

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
});

afterAll(async () => {
  await server?.close();
});

const FIELDS = [
  'id',
  'service_site_price.price',
  'service_specialist.specialist_id.name',
  'service_product.amount',
  'service_product.product_id.name',
];

describe('services', () => {
  it('saves prices per site, specialists and consumables with the service, and replaces them on edit', async () => {
    const admin = company.admin;
    const ana = (await admin.post('/api/items/specialist', { name: 'Ana' })).body.data.id;
    const bea = (await admin.post('/api/items/specialist', { name: 'Bea' })).body.data.id;
    const wax = (await admin.post('/api/items/product', { name: 'Cera', is_consumable: true })).body.data.id;
    const created = await admin.request(
      'POST',
      `/api/items/service?${FIELDS.map((f) => `fields[]=${f}`).join('&')}`,
      {
        name: 'Depilación',
        duration: 45,
        service_site_price: [{ site_id: company.siteId, price: 35000 }],
        service_specialist: [{ specialist_id: ana }],
        service_product: [{ product_id: wax, amount: 2 }],
      },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const service = created.body.data;
    expect(service.service_site_price).toEqual([{ price: 35000 }]);
    expect(service.service_product).toEqual([{ amount: 2, product_id: { name: 'Cera' } }]);

    const [link] = await server.db.rows<{ id: number }>(
      sql`select id from service_specialist where service_id = ${service.id}`,
    );
    const edited = await admin.request(
      'PATCH',
      `/api/items/service/${service.id}?${FIELDS.map((f) => `fields[]=${f}`).join('&')}`,
      { service_specialist: [{ id: link.id }, { specialist_id: bea }], service_product: [] },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.service_specialist.map((row: any) => row.specialist_id.name).sort()).toEqual([
      'Ana',
      'Bea',
    ]);
    expect(edited.body.data.service_product).toEqual([]);
  });

  it('refuses a negative price, a zero duration or a zero amount with clear messages', async () => {
    const admin = company.admin;
    const cases: [Record<string, unknown>, string][] = [
      [
        { name: 'X', duration: 30, service_site_price: [{ site_id: company.siteId, price: -1 }] },
        'precio no puede ser negativo',
      ],
      [{ name: 'X', duration: 0 }, 'duración debe estar entre 1 y 1440'],
    ];
    for (const [body, message] of cases) {
      const response = await admin.post('/api/items/service', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors[0].message).toContain(message);
    }
    const [{ n }] = await server.db.rows<{ n: number }>(
      sql`select count(*)::int as n from service where name = 'X'`,
    );
    expect(n).toBe(0);
  });

  it('refuses deleting a service with reservations and lets it be deactivated', async () => {
    const admin = company.admin;
    const specialist = (await newSpecialist(company, { name: 'Caro' })).id;
    const service = (await newService(company, { name: 'Corte', duration: 30, specialistIds: [specialist] }))
      .id;
    const client = (await newClient(company, { first_name: 'Diana' })).id;
    const reservation = await admin.post('/api/items/service_reservation', {
      site_id: company.siteId,
      client_id: client,
      date: '2026-12-10',
      service_reservation_service: [
        { service_id: service, specialist_id: specialist, service_time: '10:00' },
      ],
    });
    expect(reservation.status, JSON.stringify(reservation.body)).toBe(200);
    const removed = await admin.del(`/api/items/service/${service}`);
    expect(removed.status).toBe(409);
    expect(removed.body.errors[0].extensions.code).toBe('RECORD_IN_USE');
    expect((await admin.patch(`/api/items/service/${service}`, { is_active: false })).status).toBe(200);
  });
});
