import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

let server: TestServer;
let company: TestCompany;
let serviceId: number;

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
  serviceId = (await company.admin.post('/api/items/service', { name: 'Manicure', duration: 30 })).body.data
    .id;
});

afterAll(async () => {
  await server?.close();
});

const base = () => ({
  name: 'Promo',
  type_element: 'servicio',
  date_start: '2026-12-01',
  date_end: '2026-12-31',
  time_start: '08:00',
  time_end: '20:00',
  discount_type: '%',
  discount_value: 20,
  sites: [{ site_id: company.siteId }],
  service: [{ service_id: serviceId }],
});

describe('promotions', () => {
  it('saves the promotion with its sites and services, as the calendar reads them', async () => {
    const created = await company.admin.post('/api/items/discount_promotion', base());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const read = await company.admin.get('/api/items/discount_promotion', {
      fields: ['name', 'sites.site_id', 'service.service_id.name'],
      filter: {
        status: { _eq: 'vigente' },
        date_start: { _lte: '2026-12-15' },
        date_end: { _gte: '2026-12-15' },
        sites: { _some: { site_id: { _eq: company.siteId } } },
      },
    });
    expect(read.body.data).toEqual([
      {
        name: 'Promo',
        sites: [{ site_id: company.siteId }],
        service: [{ service_id: { name: 'Manicure' } }],
      },
    ]);
  });

  it('refuses a percentage above 100, a negative value, reversed dates and unknown statuses', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ discount_value: 101 }, 'un porcentaje va de 0 a 100'],
      [{ discount_type: 'fixed', discount_value: -5000 }, 'valor fijo no puede ser negativo'],
      [{ date_start: '2026-12-31', date_end: '2026-12-01' }, 'posterior al inicio'],
      [{ status: 'activa' }, 'no está permitido'],
      [{ discount_type: 'mitad' }, 'no está permitido'],
    ];
    for (const [change, message] of cases) {
      const response = await company.admin.post('/api/items/discount_promotion', { ...base(), ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.body.errors[0].message).toContain(message);
    }
  });
});
