import { formatMoney } from '@sari/domain/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chargeReservation,
  newClient,
  newReservation,
  newService,
  newSpecialist,
  newStockedProduct,
  openDrawer,
} from './data-factories';
import { newCompany, type TestCompany } from './factories';
import { pdfText } from './pdf-text';
import { startTestServer, type TestServer } from './server';

// Issue 26: no peso or unit may appear or vanish on the charge path.
let server: TestServer;
let company: TestCompany;
let ana: { id: number };
let cut: { id: number };
let dye: { id: number };

const TUESDAY = '2026-12-08';
let hour = 8;
const nextTime = () => `${String(hour++).padStart(2, '0')}:00`;

const stockOf = async (productId: number) =>
  (
    await server.db.rows<{ n: number }>(
      sql`select current_stock as n from product_stock where product_id = ${productId} and site_id = ${company.siteId}`,
    )
  )[0]?.n ?? 0;
const paidOf = async (reservationId: number) =>
  (
    await server.db.rows<{ is_paid: boolean }>(
      sql`select is_paid from service_reservation where id = ${reservationId}`,
    )
  )[0].is_paid;
const statusOf = async (saleId: number) =>
  (await server.db.rows<{ status: string }>(sql`select status from history_payment where id = ${saleId}`))[0]
    .status;

// A reservation booked from the calendar whose cut consumes `units` of the dye.
async function bookWithDye(units = 2, clientId?: number) {
  const client = clientId ?? (await newClient(company)).id;
  const response = await company.admin.post('/api/calendar/reservations', {
    site_id: company.siteId,
    date: TUESDAY,
    client_id: client,
    services: [
      {
        service_id: cut.id,
        specialist_id: ana.id,
        time: nextTime(),
        products: [{ product_id: dye.id, amount: units }],
      },
    ],
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { id: response.body.data.reservations[0].id as number, clientId: client };
}

const refund = (saleId: number) =>
  company.admin.post(`/api/sales/${saleId}/refunds`, { reason: 'Cobro equivocado' });

// A pending sale of a reservation, as the calendar's "cobrar luego" keeps it.
async function pendingSaleOf(reservationId: number) {
  const reservation = await company.admin.get(`/api/items/service_reservation/${reservationId}`, {
    fields: ['service_reservation_service.id'],
  });
  const response = await company.admin.post('/api/items/history_payment', {
    site_id: company.siteId,
    service_reservation_id: reservationId,
    pending: true,
    lines: reservation.body.data.service_reservation_service.map((srs: { id: number }) => ({
      service_id: cut.id,
      specialist_id: ana.id,
      service_reservation_service_id: srs.id,
    })),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.id as number;
}

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
  ana = await newSpecialist(company, { name: 'Ana' });
  cut = await newService(company, { name: 'Corte', price: 50_000, specialistIds: [ana.id] });
  dye = await newStockedProduct(company, { name: 'Tinte', price: 10_000, units: 20 });
  await openDrawer(company);
});

afterAll(async () => {
  await server?.close();
});

describe('a reservation’s consumables leave the shelf once per live sale', () => {
  it('a voided charge puts its consumables back, and charging again takes them once', async () => {
    const reservation = await bookWithDye(2);
    const start = await stockOf(dye.id);
    const first = await chargeReservation(company, reservation.id, {
      amountPay: 50_000,
      paymentMethod: 'efectivo',
    });
    expect(await stockOf(dye.id)).toBe(start - 2);
    expect((await refund(first.id)).status).toBe(200);
    expect(await paidOf(reservation.id)).toBe(false);
    expect(await stockOf(dye.id)).toBe(start);
    const second = await chargeReservation(company, reservation.id, {
      amountPay: 50_000,
      paymentMethod: 'efectivo',
    });
    expect(await stockOf(dye.id)).toBe(start - 2);
    expect((await refund(second.id)).status).toBe(200);
    expect(await stockOf(dye.id)).toBe(start);
    // The movements say the same: every unit out came back, each tied to its sale.
    const [net] = await server.db.rows<{ units: number }>(
      sql`select coalesce(sum(quantity), 0)::int as units from stock_movement
          where history_payment_id in (${first.id}, ${second.id}) and service_reservation_service_id is not null`,
    );
    expect(net.units).toBe(0);
  });

  it('a partial refund keeps the consumables out: the sale is still live and the reservation paid', async () => {
    const reservation = await bookWithDye(1);
    const start = await stockOf(dye.id);
    const sale = await company.admin.post('/api/items/history_payment', {
      site_id: company.siteId,
      service_reservation_id: reservation.id,
      lines: [
        { service_id: cut.id, specialist_id: ana.id },
        { product_id: dye.id, amount: 1 },
      ],
      payments: [{ amountPay: 60_000, paymentMethod: 'efectivo' }],
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    expect(await stockOf(dye.id)).toBe(start - 2);
    const lines = await server.db.rows<{ id: number }>(
      sql`select id from history_payment_detail where history_payment_id = ${sale.body.data.id} and line_type = 'product'`,
    );
    const partial = await company.admin.post(`/api/sales/${sale.body.data.id}/refunds`, {
      reason: 'No lo quiso',
      lines: [{ history_payment_detail_id: lines[0].id, amount: 1 }],
    });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    expect(await stockOf(dye.id)).toBe(start - 1);
    expect(await paidOf(reservation.id)).toBe(true);
  });

  it('hostile: identical refunds and identical charges at once move the units once', async () => {
    const reservation = await bookWithDye(3);
    const start = await stockOf(dye.id);
    const sale = await chargeReservation(company, reservation.id, {
      amountPay: 50_000,
      paymentMethod: 'efectivo',
    });
    const refunds = await Promise.all([refund(sale.id), refund(sale.id), refund(sale.id)]);
    expect(refunds.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(dye.id)).toBe(start);
    const charges = await Promise.allSettled([
      chargeReservation(company, reservation.id, { amountPay: 50_000, paymentMethod: 'efectivo' }),
      chargeReservation(company, reservation.id, { amountPay: 50_000, paymentMethod: 'efectivo' }),
    ]);
    expect(charges.filter((c) => c.status === 'fulfilled')).toHaveLength(1);
    expect(await stockOf(dye.id)).toBe(start - 3);
  });
});

describe('a pending sale is charged for its own reservation, site and client', () => {
  it('a pending sale of A charged with B’s id is refused and changes nothing; charged as itself it pays A', async () => {
    const a = await bookWithDye(1);
    const b = await bookWithDye(1);
    const saleA = await pendingSaleOf(a.id);
    const stock = await stockOf(dye.id);
    const wrong = await company.admin.patch(`/api/items/history_payment/${saleA}`, {
      service_reservation_id: b.id,
      payments: [{ amountPay: 50_000, paymentMethod: 'efectivo' }],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].message).toContain(`#${a.id}`);
    expect(await paidOf(a.id)).toBe(false);
    expect(await paidOf(b.id)).toBe(false);
    expect(await statusOf(saleA)).toBe('pendiente');
    expect(await stockOf(dye.id)).toBe(stock);
    const right = await company.admin.patch(`/api/items/history_payment/${saleA}`, {
      service_reservation_id: a.id,
      payments: [{ amountPay: 50_000, paymentMethod: 'efectivo' }],
    });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(await paidOf(a.id)).toBe(true);
    expect(await paidOf(b.id)).toBe(false);
    // Its refund un-pays the right reservation.
    expect((await refund(saleA)).status).toBe(200);
    expect(await paidOf(a.id)).toBe(false);
    expect(await stockOf(dye.id)).toBe(stock);
  });

  it('hostile: another company’s, another site’s, a paid, a cancelled reservation, another site or client', async () => {
    const a = await bookWithDye(1);
    const saleA = await pendingSaleOf(a.id);
    const other = await newCompany(server);
    const theirs = await newSpecialist(other);
    const theirService = await newService(other, { specialistIds: [theirs.id] });
    const foreign = await newReservation(other, {
      clientId: (await newClient(other)).id,
      date: TUESDAY,
      services: [{ serviceId: theirService.id, specialistId: theirs.id, time: '09:00' }],
    });
    const south = (await company.admin.post('/api/items/site', { name: 'Sede Sur' })).body.data.id as number;
    const southAna = await newSpecialist(company, { siteIds: [south] });
    const southCut = await newService(company, { specialistIds: [southAna.id] });
    const southern = await newReservation(company, {
      clientId: a.clientId,
      siteId: south,
      date: TUESDAY,
      services: [{ serviceId: southCut.id, specialistId: southAna.id, time: '09:00' }],
    });
    const paid = await bookWithDye(1);
    await chargeReservation(company, paid.id, { amountPay: 50_000, paymentMethod: 'efectivo' });
    const cancelled = await bookWithDye(1);
    expect(
      (await company.admin.patch(`/api/items/service_reservation/${cancelled.id}`, { status: 'cancelado' }))
        .status,
    ).toBe(200);
    const stranger = await newClient(company);
    const stock = await stockOf(dye.id);
    const bodies = [
      { service_reservation_id: foreign.id },
      { service_reservation_id: southern.id },
      { service_reservation_id: paid.id },
      { service_reservation_id: cancelled.id },
      { service_reservation_id: null },
      { site_id: south },
      { client_id: stranger.id },
    ];
    for (const body of bodies) {
      const response = await company.admin.patch(`/api/items/history_payment/${saleA}`, {
        ...body,
        payments: [{ amountPay: 50_000, paymentMethod: 'efectivo' }],
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors[0].message).toMatch(/reserva|sede|cliente/);
    }
    expect(await statusOf(saleA)).toBe('pendiente');
    for (const id of [a.id, southern.id, cancelled.id]) {
      expect(await paidOf(id)).toBe(false);
    }
    expect(await stockOf(dye.id)).toBe(stock);
    // A checkout of a reservation names its own client, or none.
    const direct = await company.admin.post('/api/items/history_payment', {
      site_id: company.siteId,
      service_reservation_id: a.id,
      client_id: stranger.id,
      lines: [{ service_id: cut.id, specialist_id: ana.id }],
      payments: [{ amountPay: 50_000, paymentMethod: 'efectivo' }],
    });
    expect(direct.status).toBe(400);
    expect(await paidOf(a.id)).toBe(false);
  });
});

describe('a sale’s payments are the same wherever they are shown or summed', () => {
  it('cash + card + balance + credit, part refunded: detail, receipt, summary, report and home agree', async () => {
    const shop = await newCompany(server);
    const eva = await newSpecialist(shop, { name: 'Eva' });
    const trim = await newService(shop, { name: 'Corte', price: 50_000, specialistIds: [eva.id] });
    const cream = await newStockedProduct(shop, { name: 'Crema', price: 25_000, units: 5 });
    const buyer = await newClient(shop, { first_name: 'Lina' });
    await openDrawer(shop);
    const deposit = await shop.admin.post(`/api/clients/${buyer.id}/deposits`, {
      site_id: shop.siteId,
      amount: 30_000,
      paymentMethod: 'efectivo',
    });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
    const sale = await shop.admin.post('/api/items/history_payment', {
      site_id: shop.siteId,
      client_id: buyer.id,
      lines: [
        { service_id: trim.id, specialist_id: eva.id },
        { product_id: cream.id, amount: 2 },
      ],
      payments: [
        { amountPay: 10_000, paymentMethod: 'efectivo' },
        { amountPay: 40_000, paymentMethod: 'tarjeta' },
        { amountPay: 20_000, paymentMethod: 'credito' },
      ],
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    expect(sale.body.data).toMatchObject({ total: 100_000, deposit_used: 30_000, credit: 20_000 });
    const saleId = sale.body.data.id as number;
    const [cremeLine] = await server.db.rows<{ id: number }>(
      sql`select id from history_payment_detail where history_payment_id = ${saleId} and line_type = 'product'`,
    );
    const back = await shop.admin.post(`/api/sales/${saleId}/refunds`, {
      reason: 'Una crema de más',
      lines: [{ history_payment_detail_id: cremeLine.id, amount: 1 }],
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data.total).toBe(25_000);

    // Paid and refunded per line, worked by hand: the refund is a quarter of the sale.
    const expected = [
      { label: 'Crédito', paid: 20_000, refunded: 5_000 },
      { label: 'Efectivo', paid: 10_000, refunded: 2_500 },
      { label: 'Saldo a favor', paid: 30_000, refunded: 7_500 },
      { label: 'Tarjeta', paid: 40_000, refunded: 10_000 },
    ];
    const net = expected.map((line) => ({ label: line.label, net: line.paid - line.refunded }));
    const byLabel = <T extends { label: string }>(rows: T[]) =>
      [...rows].sort((a, b) => a.label.localeCompare(b.label));
    const [today] = await server.db.rows<{ day: string }>(
      sql`select (sari_now() at time zone time_zone)::date::text as day from site where id = ${shop.siteId}`,
    );

    // The sales summary (the Resumen and the home page's breakdown read it, the home with the
    // spec's filter date).
    for (const day of [today.day, `${today.day}T00:00:00.000Z`]) {
      const summary = await shop.admin.get('/api/sales/summary', {
        site_id: shop.siteId,
        from: day,
        to: day,
      });
      expect(summary.status, JSON.stringify(summary.body)).toBe(200);
      expect(summary.body.data.total).toBe(75_000);
      expect(
        byLabel<{ label: string; total: number }>(summary.body.data.byMethod).map(
          (row: { label: string; total: number }) => ({
            label: row.label,
            net: row.total,
          }),
        ),
      ).toEqual(net);
    }

    // The payment-method report.
    const report = await shop.admin.get('/api/reports/salesPaymentMethods', {
      from: today.day,
      to: today.day,
      limit: 100,
    });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(
      byLabel(
        report.body.data.rows.map((row: { method: string; received: number; refunded: number }) => ({
          label: row.method,
          paid: row.received,
          refunded: row.refunded,
        })),
      ),
    ).toEqual(expected);
    expect(report.body.data.totals).toMatchObject({ received: 100_000, refunded: 25_000, net: 75_000 });
    const site = await shop.admin.get('/api/reports/salesSite', { from: today.day, to: today.day });
    expect(site.body.data.totals).toMatchObject({ total: 75_000 });

    // The receipt.
    const receipt = await fetch(`${server.url}/api/sales/${saleId}/receipt`, {
      headers: { authorization: `Bearer ${shop.admin.token}` },
    });
    expect(receipt.status).toBe(200);
    const text = pdfText(Buffer.from(await receipt.arrayBuffer()));
    for (const line of expected) {
      const paid = line.label === 'Crédito' ? 'Queda a crédito' : `Pagado (${line.label})`;
      expect(text).toContain(`${paid}: ${formatMoney(line.paid)}`);
      expect(text).toContain(`Devuelto (${line.label}): ${formatMoney(-line.refunded)}`);
    }
    expect(text).toContain(`Neto: ${formatMoney(75_000)}`);

    // The sale detail reads the sale through the items interface: the balance it drew is there.
    const detail = await shop.admin.get(`/api/items/history_payment/${saleId}`, {
      fields: [
        'total',
        'refunded_total',
        'amount_paid',
        'deposit_credit_detail.amount',
        'history_payment_method.money_movement_id.amount',
      ],
    });
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    const methods = detail.body.data.history_payment_method.reduce(
      (sum: number, row: { money_movement_id: { amount: number } }) => sum + row.money_movement_id.amount,
      0,
    );
    const balance = detail.body.data.deposit_credit_detail.reduce(
      (sum: number, row: { amount: number }) => sum + row.amount,
      0,
    );
    expect({ methods, balance, owed: detail.body.data.total - detail.body.data.amount_paid }).toEqual({
      methods: 50_000,
      balance: 30_000,
      owed: 20_000,
    });
  });
});

describe('hostile: payment lines add up to the sales whatever the mix', () => {
  it('odd amounts, an overpayment kept as balance and drawn again, refunds in steps, another company', async () => {
    const shop = await newCompany(server);
    const odd = await newStockedProduct(shop, { name: 'Laca', price: 33_333, units: 20 });
    const buyer = await newClient(shop);
    await openDrawer(shop);
    await shop.admin.post(`/api/clients/${buyer.id}/deposits`, {
      site_id: shop.siteId,
      amount: 10_001,
      paymentMethod: 'transferencia',
    });
    const sell = (body: Record<string, unknown>) =>
      shop.admin.post('/api/items/history_payment', { site_id: shop.siteId, cart_type: 'product', ...body });
    // 99,999: 10,001 of balance, 7 by card, the rest in cash with 1 over kept as the client's abono.
    const first = await sell({
      client_id: buyer.id,
      lines: [{ product_id: odd.id, amount: 3 }],
      overpayment: 'abono',
      payments: [
        { amountPay: 7, paymentMethod: 'tarjeta' },
        { amountPay: 89_992, paymentMethod: 'efectivo' },
      ],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ total: 99_999, deposit_used: 10_001, abono: 1 });
    // Paid by the abono just left plus cash.
    const second = await sell({
      client_id: buyer.id,
      lines: [{ product_id: odd.id, amount: 1 }],
      payments: [{ amountPay: 33_332, paymentMethod: 'efectivo' }],
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data.deposit_used).toBe(1);
    // Someone else's sale the same day counts only for them.
    const other = await newCompany(server);
    const theirs = await newStockedProduct(other, { price: 1_000, units: 3 });
    await openDrawer(other);
    await other.admin.post('/api/items/history_payment', {
      site_id: other.siteId,
      cart_type: 'product',
      lines: [{ product_id: theirs.id, amount: 1 }],
      payments: [{ amountPay: 1_000, paymentMethod: 'efectivo' }],
    });
    const [today] = await server.db.rows<{ day: string }>(
      sql`select (sari_now() at time zone time_zone)::date::text as day from site where id = ${shop.siteId}`,
    );
    const agree = async (expectedTotal: number) => {
      const summary = (await shop.admin.get('/api/sales/summary', { from: today.day, to: today.day })).body
        .data;
      const report = (
        await shop.admin.get('/api/reports/salesPaymentMethods', {
          from: today.day,
          to: today.day,
          limit: 100,
        })
      ).body.data;
      expect(summary.total).toBe(expectedTotal);
      expect(summary.byMethod.reduce((sum: number, row: { total: number }) => sum + row.total, 0)).toBe(
        expectedTotal,
      );
      expect(report.totals.net).toBe(expectedTotal);
      expect(summary.byMethod.find((row: { key: string }) => row.key === 'abono')?.total).toBe(
        report.rows.find((row: { method: string }) => row.method === 'Saldo a favor')?.net,
      );
    };
    await agree(133_332);
    const [line] = await server.db.rows<{ id: number }>(
      sql`select id from history_payment_detail where history_payment_id = ${first.body.data.id}`,
    );
    let left = 133_332;
    for (const step of [1, 1, 1]) {
      const refund = await shop.admin.post(`/api/sales/${first.body.data.id}/refunds`, {
        reason: 'Devolución por partes',
        lines: [{ history_payment_detail_id: line.id, amount: step }],
      });
      expect(refund.status, JSON.stringify(refund.body)).toBe(200);
      left -= refund.body.data.total;
      if (refund.body.data.sale_status !== 'anulado') {
        await agree(left);
      }
    }
    // Voided: the sale leaves the summary, and the report nets it to nothing.
    await agree(33_333);
  });
});

describe('what a report says a line gave back is what the refund gave back, to the peso', () => {
  it('an uneven three-part split: the payment lines read the refund’s own shares', async () => {
    const shop = await newCompany(server);
    const cream = await newStockedProduct(shop, { name: 'Crema', price: 10_000, units: 5 });
    const buyer = await newClient(shop, { first_name: 'Sara' });
    await openDrawer(shop);
    const deposit = await shop.admin.post(`/api/clients/${buyer.id}/deposits`, {
      site_id: shop.siteId,
      amount: 1,
      paymentMethod: 'efectivo',
    });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
    // 30.000: 1 of balance, 1 in cash, 29.998 by card. A third back splits 1 / 0 / 9.999 by the
    // largest remainder (the balance's 0,67 beats the cash's 0,33); shared by running sums it
    // would have given the peso to the cash instead.
    const sale = await shop.admin.post('/api/sales/checkout', {
      site_id: shop.siteId,
      client_id: buyer.id,
      cart_type: 'product',
      lines: [{ product_id: cream.id, amount: 3 }],
      payments: [
        { amountPay: 1, paymentMethod: 'efectivo' },
        { amountPay: 29_998, paymentMethod: 'tarjeta' },
      ],
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    expect(sale.body.data).toMatchObject({ total: 30_000, deposit_used: 1 });
    const saleId = sale.body.data.id as number;
    const [line] = await server.db.rows<{ id: number }>(
      sql`select id from history_payment_detail where history_payment_id = ${saleId}`,
    );
    const back = await shop.admin.post(`/api/sales/${saleId}/refunds`, {
      reason: 'Una crema de más',
      lines: [{ history_payment_detail_id: line.id, amount: 1 }],
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);

    // What the drawer paid out, per method, and what went back to the balance.
    const out = await server.db.rows<{ method: string; amount: number }>(
      sql`select payment_methods_name as method, sum(amount)::bigint as amount from money_movement
          where subscriber_owner_company_id = ${shop.companyId} and type = 'refund' group by 1 order by 1`,
    );
    expect(out.map((row) => ({ method: row.method, amount: Number(row.amount) }))).toEqual([
      { method: 'tarjeta', amount: 9_999 },
    ]);
    const [today] = await server.db.rows<{ day: string }>(
      sql`select (sari_now() at time zone time_zone)::date::text as day from site where id = ${shop.siteId}`,
    );
    const report = await shop.admin.get('/api/reports/salesPaymentMethods', {
      from: today.day,
      to: today.day,
      limit: 100,
    });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const refunded = Object.fromEntries(
      report.body.data.rows.map((row: { method: string; refunded: number }) => [row.method, row.refunded]),
    );
    expect(refunded).toEqual({ 'Saldo a favor': 1, Efectivo: 0, Tarjeta: 9_999 });
    const summary = await shop.admin.get('/api/sales/summary', {
      site_id: shop.siteId,
      from: today.day,
      to: today.day,
    });
    const net = Object.fromEntries(
      summary.body.data.byMethod.map((row: { label: string; total: number }) => [row.label, row.total]),
    );
    // The balance gave all it had back: nothing of it is left to list.
    expect(net).toEqual({ Efectivo: 1, Tarjeta: 19_999 });
  });
});
