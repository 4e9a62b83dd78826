import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, newService, newSpecialist, newStockedProduct, openDrawer } from './data-factories';
import { newCompany, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

// Issue 26: no peso or unit may appear or vanish in a refund. Every test checks the ledger: what
// left the drawer, what went to the client's balance, what is still owed, what came back to the
// shelf, against what the sale and its refunds record.

let server: TestServer;
let company: TestCompany;
let other: TestCompany;

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
  other = await newCompany(server);
  await openDrawer(company, 500_000);
  await openDrawer(other, 500_000);
});

afterAll(async () => {
  await server?.close();
});

type Payment = { amountPay: number; paymentMethod: string };

async function sell(
  seller: TestCompany,
  options: { productId: number; amount: number; payments: Payment[]; clientId?: number },
) {
  const response = await seller.admin.post('/api/items/history_payment', {
    site_id: seller.siteId,
    cart_type: 'product',
    client_id: options.clientId,
    lines: [{ product_id: options.productId, amount: options.amount }],
    payments: options.payments,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const id = response.body.data.id as number;
  const [line] = await server.db.rows<{ id: number }>(
    sql`select id from history_payment_detail where history_payment_id = ${id}`,
  );
  return { id, line: line.id, total: response.body.data.total as number };
}

const refund = (saleId: number, body: Record<string, unknown>, seller = company) =>
  seller.admin.post(`/api/sales/${saleId}/refunds`, { reason: 'Devolución de prueba', ...body });

const stockOf = async (productId: number) =>
  (
    await server.db.rows<{ n: number }>(
      sql`select current_stock as n from product_stock where product_id = ${productId}`,
    )
  )[0]?.n ?? 0;

// Everything a sale's refunds moved: money out per method, balance credited, sale figures.
async function ledger(saleId: number, clientId: number | null = null) {
  const out = await server.db.rows<{ method: string; amount: string }>(
    sql`select payment_methods_name as method, sum(amount)::text as amount from money_movement
        where type = 'refund' and concept = ${`Devolución de la venta #${saleId}`}
        group by payment_methods_name order by payment_methods_name`,
  );
  const [sale] = await server.db.rows<{
    status: string;
    refunded_total: number;
    refunds: string;
    lines: string;
  }>(
    sql`select status, refunded_total,
          (select coalesce(sum(total), 0) from sale_refund where history_payment_id = h.id)::text as refunds,
          (select coalesce(sum(l.total), 0) from sale_refund_line l join sale_refund r on r.id = l.sale_refund_id
            where r.history_payment_id = h.id)::text as lines
        from history_payment h where id = ${saleId}`,
  );
  const [balance] = clientId
    ? await server.db.rows<{ deposits: string; owed: string }>(
        sql`select (select coalesce(sum(remaining_amount), 0) from client_deposit where client_id = ${clientId})::text as deposits,
          (select coalesce(sum(remaining_amount), 0) from history_payment_deposit where client_id = ${clientId} and tipo = 'credito')::text as owed`,
      )
    : [{ deposits: '0', owed: '0' }];
  return {
    status: sale.status,
    refunded: Number(sale.refunded_total),
    refunds: Number(sale.refunds),
    lines: Number(sale.lines),
    out: Object.fromEntries(out.map((row) => [row.method, Number(row.amount)])),
    deposits: Number(balance.deposits),
    owed: Number(balance.owed),
  };
}

describe('a sale line named more than once is refunded once', () => {
  it('the same line twice for one unit sold: refused, nothing paid, nothing back on the shelf', async () => {
    const product = await newStockedProduct(company, { price: 18_000, units: 5 });
    const sale = await sell(company, {
      productId: product.id,
      amount: 1,
      payments: [{ amountPay: 18_000, paymentMethod: 'efectivo' }],
    });
    const twice = await refund(sale.id, {
      lines: [
        { history_payment_detail_id: sale.line, amount: 1 },
        { history_payment_detail_id: sale.line, amount: 1 },
      ],
    });
    expect(twice.status, JSON.stringify(twice.body)).toBe(422);
    expect(twice.body.errors[0].message).toMatch(/quedan 1 por devolver/);
    expect(await stockOf(product.id)).toBe(4);
    expect(await ledger(sale.id)).toMatchObject({ status: 'pagado', refunded: 0, out: {} });
    const once = await refund(sale.id, { lines: [{ history_payment_detail_id: sale.line, amount: 1 }] });
    expect(once.body.data).toMatchObject({ total: 18_000, sale_status: 'anulado' });
    expect(await ledger(sale.id)).toMatchObject({
      refunded: 18_000,
      refunds: 18_000,
      out: { efectivo: 18_000 },
    });
    expect(await stockOf(product.id)).toBe(5);
  });

  it('ten times to the client’s balance: refused; split lines that add up to what is left pass once', async () => {
    const client = await newClient(company);
    const product = await newStockedProduct(company, { price: 18_000, units: 5 });
    const sale = await sell(company, {
      clientId: client.id,
      productId: product.id,
      amount: 2,
      payments: [{ amountPay: 36_000, paymentMethod: 'tarjeta' }],
    });
    const tenTimes = await refund(sale.id, {
      refund_to: 'deposit',
      lines: Array.from({ length: 10 }, () => ({ history_payment_detail_id: sale.line, amount: 1 })),
    });
    expect(tenTimes.status).toBe(422);
    expect(await ledger(sale.id, client.id)).toMatchObject({ refunded: 0, deposits: 0 });
    const split = await refund(sale.id, {
      refund_to: 'deposit',
      lines: [
        { history_payment_detail_id: sale.line, amount: 1 },
        { history_payment_detail_id: sale.line, amount: 1 },
      ],
    });
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    expect(split.body.data).toMatchObject({ total: 36_000, sale_status: 'anulado' });
    expect(await ledger(sale.id, client.id)).toMatchObject({
      refunded: 36_000,
      lines: 36_000,
      deposits: 36_000,
    });
    const units = await server.db.rows<{ amount: number }>(
      sql`select l.amount from sale_refund_line l join sale_refund r on r.id = l.sale_refund_id where r.history_payment_id = ${sale.id}`,
    );
    expect(units).toEqual([{ amount: 2 }]);
    expect(await stockOf(product.id)).toBe(5);
  });

  it('hostile lines: 100 duplicates, another sale’s line, another company’s line, bad quantities', async () => {
    const product = await newStockedProduct(company, { price: 1_000, units: 20 });
    const sale = await sell(company, {
      productId: product.id,
      amount: 3,
      payments: [{ amountPay: 3_000, paymentMethod: 'efectivo' }],
    });
    const sibling = await sell(company, {
      productId: product.id,
      amount: 1,
      payments: [{ amountPay: 1_000, paymentMethod: 'efectivo' }],
    });
    const foreignProduct = await newStockedProduct(other, { price: 1_000, units: 5 });
    const foreign = await sell(other, {
      productId: foreignProduct.id,
      amount: 1,
      payments: [{ amountPay: 1_000, paymentMethod: 'efectivo' }],
    });
    const line = (history_payment_detail_id: number, amount: unknown = 1) => ({
      history_payment_detail_id,
      amount,
    });
    const hundred = await refund(sale.id, { lines: Array.from({ length: 100 }, () => line(sale.line)) });
    expect(hundred.status).toBe(422);
    expect((await refund(sale.id, { lines: [line(sibling.line)] })).status).toBe(400);
    expect((await refund(sale.id, { lines: [line(foreign.line)] })).status).toBe(400);
    expect((await refund(foreign.id, { lines: [line(foreign.line)] })).status).toBe(404);
    for (const amount of [0, -1, 1.5, '1', null, 1e308, Number.MAX_SAFE_INTEGER + 2]) {
      const response = await refund(sale.id, { lines: [line(sale.line, amount)] });
      expect(response.status, `${amount}: ${JSON.stringify(response.body)}`).toBe(400);
    }
    const many = await refund(sale.id, { lines: Array.from({ length: 101 }, () => line(sale.line)) });
    expect(many.status).toBe(400);
    expect(await ledger(sale.id)).toMatchObject({ status: 'pagado', refunded: 0, out: {} });
    expect(await ledger(foreign.id)).toMatchObject({ status: 'pagado', refunded: 0, out: {} });
    expect(await stockOf(product.id)).toBe(16);
  });

  it('concurrent partial refunds of one line never give back more than was sold', async () => {
    const product = await newStockedProduct(company, { price: 7_001, units: 10 });
    const sale = await sell(company, {
      productId: product.id,
      amount: 3,
      payments: [
        { amountPay: 10_000, paymentMethod: 'efectivo' },
        { amountPay: 11_003, paymentMethod: 'tarjeta' },
      ],
    });
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        refund(sale.id, {
          lines: [
            { history_payment_detail_id: sale.line, amount: 1 },
            { history_payment_detail_id: sale.line, amount: 1 },
          ],
        }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || status === 422 || status === 409)).toBe(true);
    const whole = await Promise.all(Array.from({ length: 4 }, () => refund(sale.id, {})));
    expect(whole.filter((response) => response.status === 200)).toHaveLength(1);
    const after = await ledger(sale.id);
    expect(after).toMatchObject({ status: 'anulado', refunded: 21_003, refunds: 21_003, lines: 21_003 });
    expect(after.out).toEqual({ efectivo: 10_000, tarjeta: 11_003 });
    expect(await stockOf(product.id)).toBe(10);
  });

  it('six concurrent one-unit refunds of three units to the client’s balance: three pass, to the peso', async () => {
    const client = await newClient(company);
    const product = await newStockedProduct(company, { price: 5_003, units: 3 });
    const sale = await sell(company, {
      clientId: client.id,
      productId: product.id,
      amount: 3,
      payments: [{ amountPay: 15_009, paymentMethod: 'tarjeta' }],
    });
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        refund(sale.id, {
          refund_to: 'deposit',
          lines: [{ history_payment_detail_id: sale.line, amount: 1 }],
        }),
      ),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(3);
    expect(await ledger(sale.id, client.id)).toMatchObject({
      status: 'anulado',
      refunded: 15_009,
      refunds: 15_009,
      out: {},
      deposits: 15_009,
    });
    expect(await stockOf(product.id)).toBe(3);
  });
});

describe('every refund’s shares add up to the refund, and the last one leaves nothing', () => {
  it('a credit sale refunded in two steps ends voided, owing nothing, with no balance made up', async () => {
    const client = await newClient(company);
    const product = await newStockedProduct(company, { price: 30_000, units: 5 });
    const sale = await sell(company, {
      clientId: client.id,
      productId: product.id,
      amount: 2,
      payments: [
        { amountPay: 20_000, paymentMethod: 'efectivo' },
        { amountPay: 40_000, paymentMethod: 'credito' },
      ],
    });
    expect(await ledger(sale.id, client.id)).toMatchObject({ owed: 40_000 });
    for (const _ of [1, 2]) {
      const step = await refund(sale.id, { lines: [{ history_payment_detail_id: sale.line, amount: 1 }] });
      expect(step.status, JSON.stringify(step.body)).toBe(200);
      expect(step.body.data.total).toBe(30_000);
    }
    expect(await ledger(sale.id, client.id)).toMatchObject({
      status: 'anulado',
      refunded: 60_000,
      out: { efectivo: 20_000 },
      deposits: 0,
      owed: 0,
    });
    const pay = await company.admin.post(`/api/clients/${client.id}/credit-payments`, {
      site_id: company.siteId,
      amount: 1_000,
      paymentMethod: 'efectivo',
    });
    expect(pay.status).toBe(422);
  });

  it('a credit paid in part between two refunds: what the client paid comes back, nothing else', async () => {
    const client = await newClient(company);
    const product = await newStockedProduct(company, { price: 30_001, units: 5 });
    const sale = await sell(company, {
      clientId: client.id,
      productId: product.id,
      amount: 3,
      payments: [
        { amountPay: 30_000, paymentMethod: 'tarjeta' },
        { amountPay: 60_003, paymentMethod: 'credito' },
      ],
    });
    const first = await refund(sale.id, { lines: [{ history_payment_detail_id: sale.line, amount: 1 }] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const pay = await company.admin.post(`/api/clients/${client.id}/credit-payments`, {
      site_id: company.siteId,
      amount: 25_000,
      paymentMethod: 'efectivo',
    });
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    expect(
      (await refund(sale.id, { lines: [{ history_payment_detail_id: sale.line, amount: 1 }] })).status,
    ).toBe(200);
    expect((await refund(sale.id, {})).status).toBe(200);
    // Paid: 30.000 by card and 25.000 of the credit; back: the card's 30.000 and a 25.000 balance.
    expect(await ledger(sale.id, client.id)).toMatchObject({
      status: 'anulado',
      refunded: 90_003,
      out: { tarjeta: 30_000 },
      deposits: 25_000,
      owed: 0,
    });
  });

  it('a sale paid three ways, refunded unit by unit: each refund pays out exactly its total', async () => {
    const product = await newStockedProduct(company, { price: 10_001, units: 5 });
    const sale = await sell(company, {
      productId: product.id,
      amount: 3,
      payments: [
        { amountPay: 10_001, paymentMethod: 'efectivo' },
        { amountPay: 10_001, paymentMethod: 'tarjeta' },
        { amountPay: 10_001, paymentMethod: 'transferencia' },
      ],
    });
    let paidOut = 0;
    for (const _ of [1, 2, 3]) {
      const step = await refund(sale.id, { lines: [{ history_payment_detail_id: sale.line, amount: 1 }] });
      expect(step.body.data.total).toBe(10_001);
      const now = Object.values((await ledger(sale.id)).out).reduce((sum, amount) => sum + amount, 0);
      expect(now - paidOut).toBe(10_001);
      paidOut = now;
    }
    expect(await ledger(sale.id)).toMatchObject({
      status: 'anulado',
      refunded: 30_003,
      out: { efectivo: 10_001, tarjeta: 10_001, transferencia: 10_001 },
    });
  });
});

describe('a charged reservation with an advance is refunded', () => {
  async function chargedWithAdvance(clientId: number | null, advance: Payment) {
    const specialist = await newSpecialist(company);
    const service = await newService(company, { price: 20_001, specialistIds: [specialist.id] });
    const booked = await company.admin.post('/api/items/service_reservation', {
      site_id: company.siteId,
      client_id: clientId,
      date: '2026-12-09',
      service_reservation_service: [
        { service_id: service.id, specialist_id: specialist.id, service_time: '11:00' },
      ],
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const reservation = booked.body.data.id as number;
    const paid = await company.admin.post(`/api/calendar/reservations/${reservation}/advance-payments`, {
      amount: advance.amountPay,
      paymentMethod: advance.paymentMethod,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const [srs] = await server.db.rows<{ id: number }>(
      sql`select id from service_reservation_service where service_reservation_id = ${reservation}`,
    );
    const charged = await company.admin.post('/api/items/history_payment', {
      site_id: company.siteId,
      service_reservation_id: reservation,
      lines: [
        { service_id: service.id, specialist_id: specialist.id, service_reservation_service_id: srs.id },
      ],
      payments: [{ amountPay: 20_001 - advance.amountPay, paymentMethod: 'tarjeta' }],
    });
    expect(charged.status, JSON.stringify(charged.body)).toBe(200);
    expect(charged.body.data.advance_used).toBe(advance.amountPay);
    return { reservation, sale: charged.body.data.id as number };
  }

  it('without a client: the advance goes back the way it was paid, the reservation is unpaid again', async () => {
    const { reservation, sale } = await chargedWithAdvance(null, {
      amountPay: 8_000,
      paymentMethod: 'efectivo',
    });
    const response = await refund(sale, {});
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({ total: 20_001, sale_status: 'anulado' });
    expect(await ledger(sale)).toMatchObject({ refunded: 20_001, out: { efectivo: 8_000, tarjeta: 12_001 } });
    const [row] = await server.db.rows<{ is_paid: boolean }>(
      sql`select is_paid from service_reservation where id = ${reservation}`,
    );
    expect(row.is_paid).toBe(false);
    // Without a client there is no balance to refund to.
    const { sale: another } = await chargedWithAdvance(null, { amountPay: 5_000, paymentMethod: 'efectivo' });
    expect((await refund(another, { refund_to: 'deposit' })).status).toBe(422);
  });

  it('with a client: the advance to the balance when asked, else back in the method it was paid with', async () => {
    const client = await newClient(company);
    const { sale } = await chargedWithAdvance(client.id, {
      amountPay: 9_999,
      paymentMethod: 'transferencia',
    });
    const [line] = await server.db.rows<{ id: number }>(
      sql`select id from history_payment_detail where history_payment_id = ${sale}`,
    );
    // One service line: the first refund is to the balance (the whole of it), proving both ways.
    const toBalance = await refund(sale, {
      refund_to: 'deposit',
      lines: [{ history_payment_detail_id: line.id, amount: 1 }],
    });
    expect(toBalance.status, JSON.stringify(toBalance.body)).toBe(200);
    expect(await ledger(sale, client.id)).toMatchObject({
      status: 'anulado',
      refunded: 20_001,
      out: {},
      deposits: 20_001,
    });
    const other = await newClient(company);
    const { sale: second } = await chargedWithAdvance(other.id, {
      amountPay: 9_999,
      paymentMethod: 'transferencia',
    });
    expect((await refund(second, {})).status).toBe(200);
    expect(await ledger(second, other.id)).toMatchObject({
      refunded: 20_001,
      out: { transferencia: 9_999, tarjeta: 10_002 },
      deposits: 0,
      owed: 0,
    });
  });
});
