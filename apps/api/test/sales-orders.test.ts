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

  it('delivery is refused naming the product when stock ran short after confirming; cancelling a delivered order returns it', async () => {
    const big = await quote(6);
    expect((await company.admin.post(`/api/sales-orders/${big}/confirm`, {})).status).toBe(200);
    const other = await quote(2);
    await company.admin.post(`/api/sales-orders/${other}/confirm`, {});
    await company.admin.post(`/api/sales-orders/${other}/deliver`, {});
    const refused = await company.admin.post(`/api/sales-orders/${big}/deliver`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].message).toMatch(/"Crema".*quedan 5/);
    await company.admin.post(`/api/sales-orders/${big}/cancel`, {});
    expect(await stockOf(cream.id)).toBe(5);
    expect((await company.admin.post(`/api/sales-orders/${other}/cancel`, {})).body.data.status).toBe(
      'cancelled',
    );
    expect(await stockOf(cream.id)).toBe(7);
  });
});

describe('confirming checks the stock', () => {
  it('names each short line and leaves the quote as it was', async () => {
    const soap = await newStockedProduct(company, { name: 'Jabón', units: 3 });
    const created = await company.admin.post('/api/items/sales_order', {
      client_id: client.id,
      site_id: company.siteId,
      order_date: '2026-11-23',
      sales_order_line: [
        { product_id: cream.id, quantity: 2, unit_price: 20_000 },
        { product_id: soap.id, quantity: 4, unit_price: 5_000 },
      ],
    });
    const id = created.body.data.id as number;
    const refused = await company.admin.post(`/api/sales-orders/${id}/confirm`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].message).toBe(
      'No hay unidades suficientes en la sede para confirmar: "Jabón" (pide 4, hay 3).',
    );
    const [order] = await server.db.rows<{ status: string }>(
      sql`select status from sales_order where id = ${id}`,
    );
    expect(order.status).toBe('quote');
    // The same product on two lines counts together.
    const twice = await company.admin.post('/api/items/sales_order', {
      client_id: client.id,
      site_id: company.siteId,
      order_date: '2026-11-23',
      sales_order_line: [
        { product_id: soap.id, quantity: 2, unit_price: 5_000 },
        { product_id: soap.id, quantity: 2, unit_price: 5_000 },
      ],
    });
    const both = await company.admin.post(`/api/sales-orders/${twice.body.data.id}/confirm`, {});
    expect(both.status).toBe(422);
    expect(both.body.errors[0].message).toContain('"Jabón" (pide 4, hay 3)');
    // A line edited down while a quote fits, and the quote confirms.
    const line = await company.admin.get('/api/items/sales_order_line', {
      fields: ['id'],
      filter: JSON.stringify({ sales_order_id: { _eq: id }, product_id: { _eq: soap.id } }),
    });
    const edited = await company.admin.patch(`/api/items/sales_order_line/${line.body.data[0].id}`, {
      quantity: 3,
      unit_price: 6_000,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const [total] = await server.db.rows<{ total: number }>(
      sql`select total from sales_order where id = ${id}`,
    );
    expect(Number(total.total)).toBe(2 * 20_000 + 3 * 6_000);
    expect((await company.admin.post(`/api/sales-orders/${id}/confirm`, {})).status).toBe(200);
    await company.admin.post(`/api/sales-orders/${id}/cancel`, {});
  });
});

describe('delivering in parts', () => {
  const lineOf = async (orderId: number) =>
    (
      await server.db.rows<{ id: number; delivered_quantity: number }>(
        sql`select id, delivered_quantity from sales_order_line where sales_order_id = ${orderId}`,
      )
    )[0];

  it('delivers some units, keeps the order confirmed, freezes its lines, and delivers the rest', async () => {
    const start = await stockOf(cream.id);
    const id = await quote(5);
    await company.admin.post(`/api/sales-orders/${id}/confirm`, {});
    const line = await lineOf(id);
    const part = await company.admin.post(`/api/sales-orders/${id}/deliver`, {
      lines: [{ id: line.id, quantity: 2 }],
    });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.data.status).toBe('confirmed');
    expect(await stockOf(cream.id)).toBe(start - 2);
    expect((await lineOf(id)).delivered_quantity).toBe(2);
    const edit = await company.admin.patch(`/api/items/sales_order_line/${line.id}`, { quantity: 1 });
    expect(edit.status).toBe(422);
    expect(edit.body.errors[0].message).toBe('Parte del pedido ya se entregó: sus productos no se editan.');
    expect(
      (await company.admin.patch(`/api/items/sales_order_line/${line.id}`, { delivered_quantity: 5 })).status,
    ).toBe(400);
    const tooMany = await company.admin.post(`/api/sales-orders/${id}/deliver`, {
      lines: [{ id: line.id, quantity: 4 }],
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0].message).toBe('De "Crema" quedan 3 unidades por entregar.');
    const rest = await company.admin.post(`/api/sales-orders/${id}/deliver`, {});
    expect(rest.body.data.status).toBe('delivered');
    expect(await stockOf(cream.id)).toBe(start - 5);
    await company.admin.post(`/api/sales-orders/${id}/cancel`, {});
    expect(await stockOf(cream.id)).toBe(start);
  });

  it('cancelling a partly delivered order returns only what left', async () => {
    const start = await stockOf(cream.id);
    const id = await quote(4);
    await company.admin.post(`/api/sales-orders/${id}/confirm`, {});
    const line = await lineOf(id);
    await company.admin.post(`/api/sales-orders/${id}/deliver`, { lines: [{ id: line.id, quantity: 1 }] });
    expect(await stockOf(cream.id)).toBe(start - 1);
    await company.admin.post(`/api/sales-orders/${id}/cancel`, {});
    expect(await stockOf(cream.id)).toBe(start);
    const moved = await server.db.rows<{ n: number }>(
      sql`select coalesce(sum(quantity), 0)::int as n from stock_movement where sales_order_id = ${id}`,
    );
    expect(moved[0].n).toBe(0);
  });

  it('refuses other orders’ lines, repeated lines, nothing, bad numbers and another company’s order; two identical deliveries at once deliver once', async () => {
    const id = await quote(3);
    await company.admin.post(`/api/sales-orders/${id}/confirm`, {});
    const other = await quote(1);
    const line = await lineOf(id);
    const foreign = await lineOf(other);
    const deliver = (body: unknown) => company.admin.post(`/api/sales-orders/${id}/deliver`, body);
    expect((await deliver({ lines: [{ id: foreign.id, quantity: 1 }] })).status).toBe(400);
    expect(
      (
        await deliver({
          lines: [
            { id: line.id, quantity: 1 },
            { id: line.id, quantity: 1 },
          ],
        })
      ).status,
    ).toBe(400);
    expect((await deliver({ lines: [{ id: line.id, quantity: 0 }] })).status).toBe(400);
    expect((await deliver({ lines: [{ id: line.id, quantity: -1 }] })).status).toBe(400);
    expect((await deliver({ lines: [{ id: line.id, quantity: 1.5 }] })).status).toBe(400);
    expect((await deliver({ lines: [{ id: line.id, quantity: 1e12 }] })).status).toBe(400);
    expect((await deliver({ lines: 'todas' })).status).toBe(400);
    const stranger = await newCompany(server, { category: 'comercializadora_productos' });
    expect(
      (
        await stranger.admin.post(`/api/sales-orders/${id}/deliver`, {
          lines: [{ id: line.id, quantity: 1 }],
        })
      ).status,
    ).toBe(404);
    expect((await lineOf(id)).delivered_quantity).toBe(0);
    const start = await stockOf(cream.id);
    const answers = await Promise.all([
      deliver({ lines: [{ id: line.id, quantity: 3 }] }),
      deliver({ lines: [{ id: line.id, quantity: 3 }] }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await stockOf(cream.id)).toBe(start - 3);
    expect((await lineOf(id)).delivered_quantity).toBe(3);
    await company.admin.post(`/api/sales-orders/${id}/cancel`, {});
    await company.admin.del(`/api/items/sales_order/${other}`);
  });
});
