import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, newStockedProduct, openDrawer } from './data-factories';
import { newCompany, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

let server: TestServer;
let company: TestCompany;
let cream: { id: number };
let client: { id: number };

const stockOf = async (productId: number) =>
  (
    await server.db.rows<{ n: number }>(
      sql`select current_stock as n from product_stock where product_id = ${productId}`,
    )
  )[0]?.n ?? 0;

async function quote(quantity: number) {
  const response = await company.admin.post('/api/items/sales_order', {
    client_id: client.id,
    site_id: company.siteId,
    order_date: '2026-11-23',
    sales_order_line: [{ product_id: cream.id, quantity, unit_price: 20_000, discount: 5_000 }],
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.id as number;
}

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server, { category: 'comercializadora_productos' });
  cream = await newStockedProduct(company, { name: 'Crema', units: 10 });
  client = await newClient(company, { first_name: 'Tienda Luz' });
  await openDrawer(company);
});

afterAll(async () => {
  await server?.close();
});

describe('sales orders', () => {
  it('quote, confirmed, delivered (stock leaves), invoiced through the checkout', async () => {
    const id = await quote(3);
    const [order] = await server.db.rows<{ total: number }>(
      sql`select total from sales_order where id = ${id}`,
    );
    expect(Number(order.total)).toBe(55_000);
    expect(
      (await company.admin.request('GET', `/api/sales-orders/${id}/pdf`)).headers.get('content-type'),
    ).toBe('application/pdf');
    expect((await company.admin.post(`/api/sales-orders/${id}/deliver`, {})).status).toBe(409);
    expect((await company.admin.post(`/api/sales-orders/${id}/confirm`, {})).body.data.status).toBe(
      'confirmed',
    );
    expect((await company.admin.post(`/api/sales-orders/${id}/deliver`, {})).body.data.status).toBe(
      'delivered',
    );
    expect(await stockOf(cream.id)).toBe(7);
    const invoice = await company.admin.post(`/api/sales-orders/${id}/invoice`, {
      payments: [{ amountPay: 55_000, paymentMethod: 'transferencia' }],
    });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
    expect(await stockOf(cream.id)).toBe(7);
    const [sale] = await server.db.rows<{ total: number; status: string }>(
      sql`select total, status from history_payment where id = ${invoice.body.data.history_payment_id}`,
    );
    expect({ ...sale, total: Number(sale.total) }).toEqual({ total: 55_000, status: 'pagado' });
    const edit = await company.admin.patch(`/api/items/sales_order/${id}`, { notes: 'cambio' });
    expect(edit.status).toBe(422);
  });

  it('removing a line lowers the order’s total', async () => {
    const id = await quote(1);
    const added = await company.admin.post('/api/items/sales_order_line', {
      sales_order_id: id,
      product_id: cream.id,
      quantity: 2,
      unit_price: 10_000,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const totalOf = async () =>
      Number(
        (await server.db.rows<{ total: number }>(sql`select total from sales_order where id = ${id}`))[0]
          .total,
      );
    expect(await totalOf()).toBe(15_000 + 20_000);
    expect((await company.admin.del(`/api/items/sales_order_line/${added.body.data.id}`)).status).toBe(204);
    expect(await totalOf()).toBe(15_000);
  });

  it('delivery is refused naming the product when stock is short; cancelling a delivered order returns it', async () => {
    const big = await quote(50);
    await company.admin.post(`/api/sales-orders/${big}/confirm`, {});
    const refused = await company.admin.post(`/api/sales-orders/${big}/deliver`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].message).toMatch(/"Crema".*quedan 7/);
    const small = await quote(2);
    await company.admin.post(`/api/sales-orders/${small}/confirm`, {});
    await company.admin.post(`/api/sales-orders/${small}/deliver`, {});
    expect(await stockOf(cream.id)).toBe(5);
    expect((await company.admin.post(`/api/sales-orders/${small}/cancel`, {})).body.data.status).toBe(
      'cancelled',
    );
    expect(await stockOf(cream.id)).toBe(7);
  });
});
