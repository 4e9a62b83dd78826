import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStockedProduct, openDrawer } from './data-factories';
import { newCompany, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

let server: TestServer;
let company: TestCompany;
let supplier: { id: number };
let dye: { id: number };
let gloves: { id: number };

const stockOf = async (productId: number) =>
  (
    await server.db.rows<{ n: number }>(
      sql`select current_stock as n from product_stock where product_id = ${productId}`,
    )
  )[0]?.n ?? 0;

async function newOrder(lines: { product_id: number; quantity: number; unit_cost_on_order: number }[]) {
  const response = await company.admin.post('/api/items/purchase_order', {
    supplier_id: supplier.id,
    site_id: company.siteId,
    order_date: '2026-11-23',
    purchase_order_line: lines,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.id as number;
}

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
  supplier = (
    await company.admin.post('/api/items/supplier', { name: 'Distribuidora Sol', payment_terms: '30 días' })
  ).body.data;
  dye = await newStockedProduct(company, { name: 'Tinte', units: 2 });
  gloves = await newStockedProduct(company, { name: 'Guantes', units: 0 });
  await openDrawer(company);
});

afterAll(async () => {
  await server?.close();
});

describe('purchase orders', () => {
  it('the total is the server’s; send, receive part, then the rest: stock rises and the cost is kept', async () => {
    const id = await newOrder([
      { product_id: dye.id, quantity: 10, unit_cost_on_order: 12_000 },
      { product_id: gloves.id, quantity: 5, unit_cost_on_order: 3_000 },
    ]);
    const [order] = await server.db.rows<{ total: number }>(
      sql`select total from purchase_order where id = ${id}`,
    );
    expect(Number(order.total)).toBe(135_000);
    expect(
      (await company.admin.patch(`/api/items/purchase_order/${id}`, { status: 'received' })).status,
    ).toBe(400);
    expect((await company.admin.post(`/api/purchases/${id}/send`, {})).body.data.status).toBe('ordered');
    const [dyeLine] = await server.db.rows<{ id: number }>(
      sql`select id from purchase_order_line where purchase_order_id = ${id} and product_id = ${dye.id}`,
    );
    const part = await company.admin.post(`/api/purchases/${id}/receive`, {
      lines: [{ purchase_order_line_id: dyeLine.id, quantity: 4 }],
    });
    expect(part.body.data).toMatchObject({ status: 'partial', received_units: 4 });
    expect(await stockOf(dye.id)).toBe(6);
    const edit = await company.admin.patch(`/api/items/purchase_order_line/${dyeLine.id}`, { quantity: 1 });
    expect(edit.status).toBe(422);
    const tooMany = await company.admin.post(`/api/purchases/${id}/receive`, {
      lines: [{ purchase_order_line_id: dyeLine.id, quantity: 7 }],
    });
    expect(tooMany.status).toBe(422);
    const rest = await company.admin.post(`/api/purchases/${id}/receive`, {});
    expect(rest.body.data).toMatchObject({ status: 'received', received_units: 11 });
    expect(await stockOf(dye.id)).toBe(12);
    expect(await stockOf(gloves.id)).toBe(5);
    const [product] = await server.db.rows<{ cost: number }>(
      sql`select cost from product where id = ${dye.id}`,
    );
    expect(Number(product.cost)).toBe(12_000);
  });

  it('removing a line of a draft lowers the order’s total (the server’s, in the same write)', async () => {
    const id = await newOrder([
      { product_id: dye.id, quantity: 2, unit_cost_on_order: 1_000 },
      { product_id: gloves.id, quantity: 3, unit_cost_on_order: 500 },
    ]);
    const [gloveLine] = await server.db.rows<{ id: number }>(
      sql`select id from purchase_order_line where purchase_order_id = ${id} and product_id = ${gloves.id}`,
    );
    expect((await company.admin.del(`/api/items/purchase_order_line/${gloveLine.id}`)).status).toBe(204);
    const [order] = await server.db.rows<{ total: number }>(
      sql`select total from purchase_order where id = ${id}`,
    );
    expect(Number(order.total)).toBe(2_000);
  });

  it('paid from the open drawer (an expense), never more than is owed; a return is a recorded correction', async () => {
    const id = await newOrder([{ product_id: dye.id, quantity: 2, unit_cost_on_order: 10_000 }]);
    await company.admin.post(`/api/purchases/${id}/receive`, {});
    const tooMuch = await company.admin.post(`/api/purchases/${id}/payments`, { amount: 30_000 });
    expect(tooMuch.status).toBe(422);
    const [line] = await server.db.rows<{ id: number }>(
      sql`select id from purchase_order_line where purchase_order_id = ${id}`,
    );
    const back = await company.admin.post(`/api/purchases/${id}/returns`, {
      lines: [{ purchase_order_line_id: line.id, quantity: 1 }],
      reason: 'Llegó dañado',
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data.total).toBe(10_000);
    const paid = await company.admin.post(`/api/purchases/${id}/payments`, { amount: 10_000 });
    expect(paid.body.data.owed).toBe(0);
    const [movement] = await server.db.rows<{ type: string; direction: string; amount: number }>(
      sql`select m.type, m.direction, m.amount from purchase_payment p join money_movement m on m.id = p.money_movement_id where p.purchase_order_id = ${id}`,
    );
    expect({ ...movement, amount: Number(movement.amount) }).toEqual({
      type: 'purchase',
      direction: 'out',
      amount: 10_000,
    });
    const summary = await company.admin.get(`/api/suppliers/${supplier.id}/summary`);
    expect(summary.body.data.owed).toBe(
      summary.body.data.received - summary.body.data.returned - summary.body.data.paid,
    );
    const pdf = await company.admin.request('GET', `/api/purchases/${id}/pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('"order what is low": one draft per supplier up to each minimum; products without a supplier are listed', async () => {
    const shampoo = await newStockedProduct(company, { name: 'Champú', units: 1 });
    const nailPolish = await newStockedProduct(company, { name: 'Esmalte', units: 0 });
    await company.admin.patch(`/api/items/product/${shampoo.id}`, { supplier_id: supplier.id, cost: 8_000 });
    for (const [productId, min] of [
      [shampoo.id, 6],
      [nailPolish.id, 3],
    ]) {
      await server.db.rows(sql`insert into product_stock (subscriber_owner_company_id, product_id, site_id, current_stock, min_stock)
        values (${company.companyId}, ${productId}, ${company.siteId}, 0, ${min})
        on conflict (product_id, site_id) do update set min_stock = excluded.min_stock`);
    }
    const response = await company.admin.post('/api/purchases/order-low-stock', { site_id: company.siteId });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.orders).toEqual([
      { id: expect.any(Number), supplier_id: supplier.id, lines: 1 },
    ]);
    expect(response.body.data.without_supplier).toEqual([
      { product_id: nailPolish.id, name: 'Esmalte', missing: 3 },
    ]);
    const [line] = await server.db.rows<{ quantity: number; cost: number }>(
      sql`select quantity, unit_cost_on_order as cost from purchase_order_line where purchase_order_id = ${response.body.data.orders[0].id}`,
    );
    expect({ quantity: line.quantity, cost: Number(line.cost) }).toEqual({ quantity: 5, cost: 8_000 });
  });

  it('a supplier with orders is not deleted (deactivate instead); a draft is, a sent order is cancelled', async () => {
    expect((await company.admin.del(`/api/items/supplier/${supplier.id}`)).status).toBe(409);
    const draft = await newOrder([{ product_id: dye.id, quantity: 1, unit_cost_on_order: 1 }]);
    const sent = await newOrder([{ product_id: dye.id, quantity: 1, unit_cost_on_order: 1 }]);
    await company.admin.post(`/api/purchases/${sent}/send`, {});
    expect((await company.admin.del(`/api/items/purchase_order/${sent}`)).status).toBe(409);
    expect((await company.admin.post(`/api/purchases/${sent}/cancel`, {})).body.data.status).toBe(
      'cancelled',
    );
    expect((await company.admin.del(`/api/items/purchase_order/${draft}`)).status).toBe(204);
  });
});
