import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSaleAt, newStockedProduct, openDrawer } from './data-factories';
import { newCompany, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

let server: TestServer;
let company: TestCompany;

const report = (id: string, query: Record<string, unknown>) =>
  company.admin.get(`/api/reports/${id}`, { from: '2026-10-01', to: '2026-11-30', ...query });

// A small hand-made history: sales in October and November at the Bogotá site, one of them at
// 20:00 Bogotá on 31 October (already 1 November in UTC), one refunded.
beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
  const product = await newStockedProduct(company, { price: 10_000, units: 100 });
  await openDrawer(company);
  const sale = (at: string, amount: number, payments: { amountPay: number; paymentMethod: string }[]) =>
    newSaleAt(server, company, { at, productId: product.id, amount, payments });
  await sale('2026-10-05T15:00:00Z', 2, [{ amountPay: 20_000, paymentMethod: 'efectivo' }]);
  await sale('2026-11-01T01:00:00Z', 1, [{ amountPay: 10_000, paymentMethod: 'tarjeta' }]);
  await sale('2026-11-10T15:00:00Z', 3, [
    { amountPay: 10_000, paymentMethod: 'efectivo' },
    { amountPay: 20_000, paymentMethod: 'tarjeta' },
  ]);
  const refunded = await sale('2026-11-11T15:00:00Z', 1, [{ amountPay: 10_000, paymentMethod: 'tarjeta' }]);
  await company.admin.post(`/api/sales/${refunded.id}/refunds`, { reason: 'Devolución de prueba' });
  // Outside the range: ignored.
  await sale('2026-12-02T15:00:00Z', 5, [{ amountPay: 50_000, paymentMethod: 'efectivo' }]);
});

afterAll(async () => {
  await server?.close();
});

describe('salesMonth', () => {
  it('sums each month of the site’s own calendar, refunds taken off, with totals of the whole report', async () => {
    const response = await report('salesMonth', {});
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.rows).toEqual([
      // 20:00 on 31 October in Bogotá is October there.
      { month: '2026-10', sales: 2, total: 30_000, average: 15_000 },
      { month: '2026-11', sales: 1, total: 30_000, average: 30_000 },
    ]);
    expect(response.body.data.totals).toEqual({ sales: 3, total: 60_000 });
    expect(response.body.data.total_count).toBe(2);
    expect(response.body.data.chart).toEqual({ kind: 'bar', x: 'month', series: ['total'] });
  });

  it('takes the spec’s UTC-converted filter dates as the site’s days, sorts by a column and pages', async () => {
    const response = await report('salesMonth', {
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-30T00:00:00.000Z',
      sort: '-total',
      limit: 1,
    });
    expect(response.body.data.rows).toEqual([{ month: '2026-11', sales: 1, total: 30_000, average: 30_000 }]);
    const bad = await report('salesMonth', { sort: 'password' });
    expect(bad.status).toBe(400);
  });
});

describe('salesPaymentMethods', () => {
  it('what each method took in and paid back, net', async () => {
    const response = await report('salesPaymentMethods', {});
    expect(response.body.data.rows).toEqual([
      { method: 'Efectivo', sales: 2, received: 30_000, refunded: 0, net: 30_000 },
      { method: 'Tarjeta', sales: 3, received: 40_000, refunded: 10_000, net: 30_000 },
    ]);
    expect(response.body.data.totals).toEqual({ sales: 5, received: 70_000, refunded: 10_000, net: 60_000 });
  });
});

describe('any report', () => {
  it('refuses an unknown report, a reversed range and another company’s site', async () => {
    expect((await report('robarTodo', {})).status).toBe(404);
    expect((await report('salesMonth', { from: '2026-12-01', to: '2026-11-01' })).status).toBe(400);
    const other = await newCompany(server);
    expect((await report('salesMonth', { site_id: other.siteId })).status).toBe(404);
    const mine = await other.admin.get('/api/reports/salesMonth', { from: '2026-10-01', to: '2026-11-30' });
    expect(mine.body.data.rows).toEqual([]);
  });
});
