import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newClient,
  newReservation,
  newService,
  newSpecialist,
  newStockedProduct,
  openDrawer,
} from './data-factories';
import { newCompany, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

// Issue 26: no peso or unit may appear or vanish, whatever the request says or however often
// it is sent at once.
let server: TestServer;
let company: TestCompany;
let other: TestCompany;
let supplier: { id: number };
let client: { id: number };

const stockOf = async (productId: number) =>
  (
    await server.db.rows<{ n: number }>(
      sql`select current_stock as n from product_stock where product_id = ${productId} and site_id = ${company.siteId}`,
    )
  )[0]?.n ?? 0;

const movedOf = async (productId: number) =>
  Number(
    (
      await server.db.rows<{ n: number }>(
        sql`select coalesce(sum(quantity), 0)::int as n from stock_movement where product_id = ${productId}`,
      )
    )[0].n,
  );

const message = (response: { body: { errors?: { message: string }[] } }) =>
  response.body.errors?.[0]?.message;

async function newOrder(productId: number, quantity: number) {
  const response = await company.admin.post('/api/items/purchase_order', {
    supplier_id: supplier.id,
    site_id: company.siteId,
    order_date: '2026-11-23',
    purchase_order_line: [{ product_id: productId, quantity, unit_cost_on_order: 1_000 }],
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const id = response.body.data.id as number;
  const [line] = await server.db.rows<{ id: number }>(
    sql`select id from purchase_order_line where purchase_order_id = ${id}`,
  );
  return { id, line: line.id };
}

async function newSalesOrder(productId: number, quantity: number) {
  const response = await company.admin.post('/api/items/sales_order', {
    client_id: client.id,
    site_id: company.siteId,
    order_date: '2026-11-23',
    sales_order_line: [{ product_id: productId, quantity, unit_price: 10_000 }],
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const id = response.body.data.id as number;
  const [line] = await server.db.rows<{ id: number }>(
    sql`select id from sales_order_line where sales_order_id = ${id}`,
  );
  return { id, line: line.id };
}

const orderTotal = async (table: 'sales_order' | 'purchase_order', id: number) =>
  Number(
    (
      await server.db.rows<{ total: number }>(
        sql`select total from ${sql.identifier(table)} where id = ${id}`,
      )
    )[0].total,
  );

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server, { category: 'comercializadora_productos' });
  other = await newCompany(server);
  supplier = (await company.admin.post('/api/items/supplier', { name: 'Distribuidora Luna' })).body.data;
  client = await newClient(company, { first_name: 'Tienda Sol' });
  await openDrawer(company);
});

afterAll(async () => {
  await server?.close();
});

describe('purchase receipts and returns never exceed the line', () => {
  it('the same line twice in one receipt counts as its sum: 5 + 5 on a 5-unit line is refused', async () => {
    const product = await newStockedProduct(company);
    const { id, line } = await newOrder(product.id, 5);
    const twice = await company.admin.post(`/api/purchases/${id}/receive`, {
      lines: [
        { purchase_order_line_id: line, quantity: 5 },
        { purchase_order_line_id: line, quantity: 5 },
      ],
    });
    expect(twice.status).toBe(422);
    expect(message(twice)).toMatch(/faltan 5 por recibir/);
    expect(await stockOf(product.id)).toBe(0);
    // 2 + 3 is the whole line, received once as 5.
    const split = await company.admin.post(`/api/purchases/${id}/receive`, {
      lines: [
        { purchase_order_line_id: line, quantity: 2 },
        { purchase_order_line_id: line, quantity: 3 },
      ],
    });
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    expect(split.body.data).toMatchObject({ status: 'received', received_units: 5 });
    expect(await stockOf(product.id)).toBe(5);
  });

  it('the same line twice in one return counts as its sum: 10 + 10 of 10 received is refused', async () => {
    // Other units on the shelf: the stock alone would not stop the second 10.
    const product = await newStockedProduct(company, { units: 30 });
    const { id, line } = await newOrder(product.id, 10);
    expect((await company.admin.post(`/api/purchases/${id}/receive`, {})).status).toBe(200);
    const twice = await company.admin.post(`/api/purchases/${id}/returns`, {
      lines: [
        { purchase_order_line_id: line, quantity: 10 },
        { purchase_order_line_id: line, quantity: 10 },
      ],
      reason: 'Vencido',
    });
    expect(twice.status).toBe(422);
    expect(message(twice)).toMatch(/se recibieron 10 que se puedan devolver/);
    expect(await stockOf(product.id)).toBe(40);
    const split = await company.admin.post(`/api/purchases/${id}/returns`, {
      lines: [
        { purchase_order_line_id: line, quantity: 4 },
        { purchase_order_line_id: line, quantity: 6 },
      ],
      reason: 'Vencido',
    });
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    expect(split.body.data.total).toBe(10_000);
    expect(await stockOf(product.id)).toBe(30);
    const [returned] = await server.db.rows<{ n: number; rows: number }>(
      sql`select sum(quantity)::int as n, count(*)::int as rows from purchase_return_line where purchase_order_line_id = ${line}`,
    );
    expect(returned).toEqual({ n: 10, rows: 1 });
  });

  it('identical receipts and returns sent at once move the line once', async () => {
    const product = await newStockedProduct(company);
    const { id, line } = await newOrder(product.id, 5);
    const body = { lines: [{ purchase_order_line_id: line, quantity: 5 }] };
    const receipts = await Promise.all(
      Array.from({ length: 4 }, () => company.admin.post(`/api/purchases/${id}/receive`, body)),
    );
    expect(receipts.filter((response) => response.status === 200)).toHaveLength(1);
    expect(receipts.every((response) => [200, 409, 422].includes(response.status))).toBe(true);
    expect(await stockOf(product.id)).toBe(5);
    const returns = await Promise.all(
      Array.from({ length: 4 }, () =>
        company.admin.post(`/api/purchases/${id}/returns`, { ...body, reason: 'Dañado' }),
      ),
    );
    expect(returns.filter((response) => response.status === 200)).toHaveLength(1);
    expect(returns.every((response) => [200, 422].includes(response.status))).toBe(true);
    expect(await stockOf(product.id)).toBe(0);
    expect(await movedOf(product.id)).toBe(0);
  });

  it('another company’s line, unknown lines and absurd quantities are refused, changing nothing', async () => {
    const product = await newStockedProduct(company);
    const { id, line } = await newOrder(product.id, 5);
    const theirs = await newStockedProduct(other);
    const theirSupplier = (await other.admin.post('/api/items/supplier', { name: 'Otra' })).body.data;
    const theirOrder = await other.admin.post('/api/items/purchase_order', {
      supplier_id: theirSupplier.id,
      site_id: other.siteId,
      order_date: '2026-11-23',
      purchase_order_line: [{ product_id: theirs.id, quantity: 5, unit_cost_on_order: 1 }],
    });
    const [theirLine] = await server.db.rows<{ id: number }>(
      sql`select id from purchase_order_line where purchase_order_id = ${theirOrder.body.data.id}`,
    );
    for (const lines of [
      [{ purchase_order_line_id: theirLine.id, quantity: 1 }],
      [{ purchase_order_line_id: 2_000_000_000, quantity: 1 }],
      [{ purchase_order_line_id: line, quantity: 2_147_483_647 }],
      Array.from({ length: 3 }, () => ({ purchase_order_line_id: line, quantity: 2_000_000_000 })),
    ]) {
      const response = await company.admin.post(`/api/purchases/${id}/receive`, { lines });
      expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect(await stockOf(product.id)).toBe(0);
    expect(await stockOf(theirs.id)).toBe(0);
  });
});

describe('a line never changes order', () => {
  it('a sales order line is not moved into a delivered order (nor out of its own)', async () => {
    const product = await newStockedProduct(company, { units: 20 });
    const delivered = await newSalesOrder(product.id, 2);
    await company.admin.post(`/api/sales-orders/${delivered.id}/confirm`, {});
    expect((await company.admin.post(`/api/sales-orders/${delivered.id}/deliver`, {})).status).toBe(200);
    const open = await newSalesOrder(product.id, 3);
    const moved = await company.admin.patch(`/api/items/sales_order_line/${open.line}`, {
      sales_order_id: delivered.id,
    });
    expect(moved.status).toBe(400);
    expect(message(moved)).toBe(
      'El campo "sales_order_line.sales_order_id" no se puede cambiar después de crear el registro.',
    );
    expect(await orderTotal('sales_order', delivered.id)).toBe(20_000);
    expect(await orderTotal('sales_order', open.id)).toBe(30_000);
    // Cancelling the delivered order puts back the 2 that left, not 5.
    expect(await stockOf(product.id)).toBe(18);
    await company.admin.post(`/api/sales-orders/${delivered.id}/cancel`, {});
    expect(await stockOf(product.id)).toBe(20);
    // Moving it into another open order is the same rule: delete and add instead.
    const another = await newSalesOrder(product.id, 1);
    const sideways = await company.admin.patch(`/api/items/sales_order_line/${open.line}`, {
      sales_order_id: another.id,
      quantity: 4,
    });
    expect(sideways.status).toBe(400);
    expect(await orderTotal('sales_order', open.id)).toBe(30_000);
  });

  it('a purchase order line is not moved into a received order', async () => {
    const product = await newStockedProduct(company);
    const received = await newOrder(product.id, 2);
    await company.admin.post(`/api/purchases/${received.id}/receive`, {});
    const draft = await newOrder(product.id, 3);
    const moved = await company.admin.patch(`/api/items/purchase_order_line/${draft.line}`, {
      purchase_order_id: received.id,
    });
    expect(moved.status).toBe(400);
    expect(message(moved)).toBe(
      'El campo "purchase_order_line.purchase_order_id" no se puede cambiar después de crear el registro.',
    );
    expect(await orderTotal('purchase_order', received.id)).toBe(2_000);
    expect(await orderTotal('purchase_order', draft.id)).toBe(3_000);
    // Nor through a batch update of the collection.
    const batch = await company.admin.patch('/api/items/purchase_order_line', [
      { id: draft.line, purchase_order_id: received.id },
    ]);
    expect(batch.status).toBe(400);
  });

  it('a booked service stays in its reservation; a stock row stays with its product and site', async () => {
    const specialist = await newSpecialist(company);
    const service = await newService(company, { specialistIds: [specialist.id] });
    const first = await newReservation(company, {
      clientId: client.id,
      date: '2026-12-03',
      services: [{ serviceId: service.id, specialistId: specialist.id, time: '09:00' }],
    });
    const second = await newReservation(company, {
      clientId: client.id,
      date: '2026-12-03',
      services: [{ serviceId: service.id, specialistId: specialist.id, time: '11:00' }],
    });
    const [booked] = await server.db.rows<{ id: number }>(
      sql`select id from service_reservation_service where service_reservation_id = ${first.id}`,
    );
    const moved = await company.admin.patch(`/api/items/service_reservation_service/${booked.id}`, {
      service_reservation_id: second.id,
    });
    expect(moved.status).toBe(400);
    const product = await newStockedProduct(company, { units: 7 });
    const otherSite = await company.admin.post('/api/items/site', { name: 'Sede Norte' });
    expect(otherSite.status, JSON.stringify(otherSite.body)).toBe(200);
    const [row] = await server.db.rows<{ id: number }>(
      sql`select id from product_stock where product_id = ${product.id} and site_id = ${company.siteId}`,
    );
    const elsewhere = await company.admin.patch(`/api/items/product_stock/${row.id}`, {
      site_id: otherSite.body.data.id,
    });
    expect(elsewhere.status).toBe(400);
    const another = await newStockedProduct(company);
    const renamed = await company.admin.patch(`/api/items/product_stock/${row.id}`, {
      product_id: another.id,
    });
    expect(renamed.status).toBe(400);
    expect(await stockOf(product.id)).toBe(7);
    // What may change still does.
    const min = await company.admin.patch(`/api/items/product_stock/${row.id}`, { min_stock: 2 });
    expect(min.status, JSON.stringify(min.body)).toBe(200);
  });

  it('lines of a delivered, invoiced or cancelled order are not added, edited or deleted', async () => {
    const product = await newStockedProduct(company, { units: 5 });
    const order = await newSalesOrder(product.id, 1);
    await company.admin.post(`/api/sales-orders/${order.id}/confirm`, {});
    await company.admin.post(`/api/sales-orders/${order.id}/deliver`, {});
    const add = await company.admin.post('/api/items/sales_order_line', {
      sales_order_id: order.id,
      product_id: product.id,
      quantity: 1,
      unit_price: 1,
    });
    expect(add.status).toBe(422);
    expect(
      (await company.admin.patch(`/api/items/sales_order_line/${order.line}`, { quantity: 3 })).status,
    ).toBe(422);
    expect((await company.admin.del(`/api/items/sales_order_line/${order.line}`)).status).toBe(422);
    const nested = await company.admin.patch(`/api/items/sales_order/${order.id}`, {
      sales_order_line: { create: [{ product_id: product.id, quantity: 1, unit_price: 1 }] },
    });
    expect(nested.status).toBe(422);
    expect(await orderTotal('sales_order', order.id)).toBe(10_000);
    const cancelled = await newOrder(product.id, 1);
    await company.admin.post(`/api/purchases/${cancelled.id}/cancel`, {});
    const addToCancelled = await company.admin.post('/api/items/purchase_order_line', {
      purchase_order_id: cancelled.id,
      product_id: product.id,
      quantity: 1,
      unit_cost_on_order: 1,
    });
    expect(addToCancelled.status).toBe(422);
  });

  it('a line added while its order is delivered at once is either delivered with it or refused', async () => {
    const product = await newStockedProduct(company, { units: 50 });
    const order = await newSalesOrder(product.id, 1);
    await company.admin.post(`/api/sales-orders/${order.id}/confirm`, {});
    const [added, delivered] = await Promise.all([
      company.admin.post('/api/items/sales_order_line', {
        sales_order_id: order.id,
        product_id: product.id,
        quantity: 4,
        unit_price: 1_000,
      }),
      company.admin.post(`/api/sales-orders/${order.id}/deliver`, {}),
    ]);
    expect(delivered.status).toBe(200);
    const [lines] = await server.db.rows<{ n: number }>(
      sql`select coalesce(sum(quantity), 0)::int as n from sales_order_line where sales_order_id = ${order.id}`,
    );
    // Whatever the order lists is what left the shelf.
    expect(50 - (await stockOf(product.id))).toBe(lines.n);
    expect([200, 422]).toContain(added.status);
  });
});

describe('the first count of a product at a site', () => {
  it('sent twice at once sets the count once (25, not 50)', async () => {
    const product = await newStockedProduct(company);
    const body = { site_id: company.siteId, mode: 'count', quantity: 25, reason: 'Conteo' };
    const responses = await Promise.all(
      Array.from({ length: 2 }, () =>
        company.admin.post(`/api/products/${product.id}/stock-adjustments`, body),
      ),
    );
    expect(responses.some((response) => response.status === 200)).toBe(true);
    expect(responses.every((response) => [200, 400].includes(response.status))).toBe(true);
    expect(await stockOf(product.id)).toBe(25);
    expect(await movedOf(product.id)).toBe(25);
  });

  it('many different first counts at once leave one of them, with movements that add up to it', async () => {
    const product = await newStockedProduct(company);
    const responses = await Promise.all(
      [3, 9, 9, 14, 30, 30].map((quantity) =>
        company.admin.post(`/api/products/${product.id}/stock-adjustments`, {
          site_id: company.siteId,
          mode: 'count',
          quantity,
          reason: 'Conteo',
        }),
      ),
    );
    expect(responses.every((response) => [200, 400].includes(response.status))).toBe(true);
    const units = await stockOf(product.id);
    expect([3, 9, 14, 30]).toContain(units);
    expect(await movedOf(product.id)).toBe(units);
    const [last] = await server.db.rows<{ balance_after: number }>(
      sql`select balance_after from stock_movement where product_id = ${product.id} order by id desc limit 1`,
    );
    expect(last.balance_after).toBe(units);
  });

  it('a refused first count leaves no stock row behind', async () => {
    const product = await newStockedProduct(company);
    const zero = await company.admin.post(`/api/products/${product.id}/stock-adjustments`, {
      site_id: company.siteId,
      mode: 'count',
      quantity: 0,
      reason: 'Conteo',
    });
    expect(zero.status).toBe(400);
    const rows = await server.db.rows(sql`select 1 from product_stock where product_id = ${product.id}`);
    expect(rows).toEqual([]);
  });
});

describe('a drawer opened twice at once', () => {
  it('opens once, with one opening float; the other is told it is open', async () => {
    const fresh = await newCompany(server);
    const responses = await Promise.all(
      Array.from({ length: 3 }, () =>
        fresh.admin.post('/api/cash-drawer/sessions', { site_id: fresh.siteId, opening_amount: 50_000 }),
      ),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.status !== 200)) {
      expect(response.status).toBe(409);
      expect(message(response)).toBe('La caja de esta sede ya está abierta.');
    }
    const [opening] = await server.db.rows<{ n: number }>(
      sql`select coalesce(sum(amount), 0)::int as n from money_movement where site_id = ${fresh.siteId} and type = 'opening'`,
    );
    expect(opening.n).toBe(50_000);
  });
});

describe('"crédito" is not money in or out of a drawer', () => {
  const NOT_MONEY =
    'El crédito no es dinero: en la caja solo entra o sale dinero real (efectivo, tarjeta u otro medio de pago).';
  const movementsNow = async () =>
    Number(
      (
        await server.db.rows<{ n: number }>(
          sql`select count(*)::int as n from money_movement where subscriber_owner_company_id = ${company.companyId}`,
        )
      )[0].n,
    );

  it('a tip a crédito is refused and nothing is sold', async () => {
    const product = await newStockedProduct(company, { units: 3, price: 10_000 });
    const specialist = await newSpecialist(company);
    const before = await movementsNow();
    const sale = await company.admin.post('/api/items/history_payment', {
      site_id: company.siteId,
      client_id: client.id,
      cart_type: 'product',
      lines: [{ product_id: product.id, amount: 1 }],
      payments: [{ amountPay: 10_000, paymentMethod: 'efectivo' }],
      tips: [{ specialist_id: specialist.id, amount: 5_000, paymentMethod: 'credito' }],
    });
    expect(sale.status).toBe(400);
    expect(message(sale)).toBe(NOT_MONEY);
    expect(await movementsNow()).toBe(before);
    expect(await stockOf(product.id)).toBe(3);
    // The unpaid part of a sale to a client's account is still credito.
    const onAccount = await company.admin.post('/api/items/history_payment', {
      site_id: company.siteId,
      client_id: client.id,
      cart_type: 'product',
      lines: [{ product_id: product.id, amount: 1 }],
      payments: [
        { amountPay: 4_000, paymentMethod: 'efectivo' },
        { amountPay: 6_000, paymentMethod: 'credito' },
      ],
      tips: [{ specialist_id: specialist.id, amount: 1_000, paymentMethod: 'efectivo' }],
    });
    expect(onAccount.status, JSON.stringify(onAccount.body)).toBe(200);
  });

  it('drawer income and expense, a purchase payment and a payslip payout a crédito are refused', async () => {
    const before = await movementsNow();
    for (const type of ['income', 'expense', 'specialist_payout']) {
      const response = await company.admin.post('/api/cash-drawer/movements', {
        site_id: company.siteId,
        type,
        amount: 10_000,
        concept: 'Prueba',
        payment_method: 'credito',
      });
      expect(response.status, type).toBe(400);
      expect(message(response)).toBe(NOT_MONEY);
    }
    const product = await newStockedProduct(company);
    const { id } = await newOrder(product.id, 2);
    await company.admin.post(`/api/purchases/${id}/receive`, {});
    const paid = await company.admin.post(`/api/purchases/${id}/payments`, {
      amount: 1_000,
      paymentMethod: 'credito',
    });
    expect(paid.status).toBe(400);
    expect(message(paid)).toBe(NOT_MONEY);
    const specialist = await newSpecialist(company);
    const payout = await company.admin.post(`/api/specialists/${specialist.id}/payslip/pay`, {
      from: '2026-11-01',
      to: '2026-11-30',
      site_id: company.siteId,
      total: 1,
      payment_method: 'credito',
    });
    expect(payout.status).toBe(400);
    expect(message(payout)).toBe(NOT_MONEY);
    expect(await movementsNow()).toBe(before);
    // Spelled otherwise, it is an unknown method, not a way around the rule.
    const shouted = await company.admin.post('/api/cash-drawer/movements', {
      site_id: company.siteId,
      type: 'income',
      amount: 10_000,
      concept: 'Prueba',
      payment_method: 'CREDITO',
    });
    expect(shouted.status).toBe(400);
    expect(await movementsNow()).toBe(before);
  });
});
