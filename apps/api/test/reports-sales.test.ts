import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReportBusiness, reportBusiness } from './report-fixture';
import { startTestServer, type TestServer } from './server';

let server: TestServer;
let biz: ReportBusiness;

beforeAll(async () => {
  server = await startTestServer();
  biz = await reportBusiness(server);
});

afterAll(async () => {
  await server?.close();
});

const data = (id: string, query: Record<string, unknown> = {}) => biz.data(id, query);

// The figures below are worked out by hand from report-fixture.ts.
describe('sales reports', () => {
  it('salesCategory: service and product categories, refunds and other months left out', async () => {
    const report = await data('salesCategory');
    expect(report.rows).toEqual([
      { category: 'Cuidado', kind: 'Producto', units: 5, total: 50_000 },
      { category: 'Cabello', kind: 'Servicio', units: 2, total: 40_000 },
      { category: 'Uñas', kind: 'Servicio', units: 1, total: 30_000 },
    ]);
    expect(report.totals).toEqual({ units: 8, total: 120_000 });
  });

  it('salesClient: per client with the walk-in sales together', async () => {
    const report = await data('salesClient');
    expect(report.rows).toEqual([
      { client: 'Laura Mora', sales: 2, total: 70_000, average: 35_000, last_purchase: '2026-11-07' },
      { client: 'Pedro Paz', sales: 1, total: 30_000, average: 30_000, last_purchase: '2026-11-09' },
      { client: 'Consumidor final', sales: 1, total: 20_000, average: 20_000, last_purchase: '2026-11-06' },
    ]);
    expect(report.totals).toEqual({ sales: 4, total: 120_000 });
  });

  it('salesService: each service, how often and for how much', async () => {
    const report = await data('salesService');
    expect(report.rows).toEqual([
      { service: 'Corte', units: 2, discounts: 0, total: 40_000, average: 20_000 },
      { service: 'Manicure', units: 1, discounts: 0, total: 30_000, average: 30_000 },
    ]);
  });

  it('salesSite: each site, and one site when asked', async () => {
    const report = await data('salesSite');
    expect(report.rows).toEqual([
      { site: 'Sede Centro', sales: 3, gross: 90_000, refunded: 0, total: 90_000, average: 30_000 },
      { site: 'Sede Norte', sales: 1, gross: 30_000, refunded: 0, total: 30_000, average: 30_000 },
    ]);
    const norte = await data('salesSite', { site_id: biz.norte });
    expect(norte.rows.map((row: { site: string }) => row.site)).toEqual(['Sede Norte']);
  });

  it('salesSpecialist: services, products and the commission their lines earn', async () => {
    const report = await data('salesSpecialist');
    expect(report.rows).toEqual([
      {
        specialist: 'Ana Ríos',
        services: 2,
        service_total: 50_000,
        products: 2,
        product_total: 20_000,
        total: 70_000,
        commission: 8000,
      },
      // Products sold without a specialist are a row of their own: the report adds up to the
      // day's sales (issue 27).
      {
        specialist: 'Sin especialista',
        services: 0,
        service_total: 0,
        products: 3,
        product_total: 30_000,
        total: 30_000,
        commission: 0,
      },
      {
        specialist: 'Beto Gil',
        services: 1,
        service_total: 20_000,
        products: 0,
        product_total: 0,
        total: 20_000,
        commission: 5000,
      },
    ]);
    expect(report.totals).toMatchObject({ total: 120_000, commission: 13_000 });
    expect(report.totals.total).toBe((await data('salesClient')).totals.total);
    // Asked for one specialist, the row without one is not theirs.
    const ana = await data('salesSpecialist', { specialist_id: biz.ana.id });
    expect(ana.rows.map((row: { specialist: string }) => row.specialist)).toEqual(['Ana Ríos']);
  });

  it('salesOrder: the orders of the range with their state', async () => {
    const { sql } = await import('drizzle-orm');
    const [order] = await server.db.rows<{ id: number }>(sql`
      insert into sales_order (subscriber_owner_company_id, client_id, site_id, status, order_date, total)
      values (${biz.company.companyId}, ${biz.pedro.id}, ${biz.centro}, 'confirmed', '2026-11-12', 45000) returning id`);
    await server.db.rows(sql`
      insert into sales_order_line (subscriber_owner_company_id, sales_order_id, product_id, quantity, unit_price, total)
      values (${biz.company.companyId}, ${order.id}, ${biz.champu.id}, 5, 9000, 45000)`);
    await server.db.rows(sql`
      insert into sales_order (subscriber_owner_company_id, site_id, status, order_date, total)
      values (${biz.company.companyId}, ${biz.centro}, 'cancelled', '2026-11-13', 9000),
             (${biz.company.companyId}, ${biz.centro}, 'quote', '2026-10-13', 9000)`);
    const report = await data('salesOrder');
    expect(report.rows).toEqual([
      {
        order: expect.any(Number),
        date: '2026-11-13',
        client: 'Sin cliente',
        site: 'Sede Centro',
        status: 'Anulado',
        units: 0,
        total: 0,
      },
      {
        order: order.id,
        date: '2026-11-12',
        client: 'Pedro Paz',
        site: 'Sede Centro',
        status: 'Confirmado',
        units: 5,
        total: 45_000,
      },
    ]);
    expect(report.totals).toEqual({ units: 5, total: 45_000 });
  });

  it('productSales: each product net of refunds, with its cost and margin', async () => {
    const report = await data('productSales');
    expect(report.rows).toEqual([
      { product: 'Champú', sales: 2, units: 5, total: 50_000, cost: 20_000, margin: 30_000 },
    ]);
  });
});
