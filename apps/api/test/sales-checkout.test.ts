import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newClient,
  newReservation,
  newService,
  newServiceCategory,
  newSpecialist,
  newStockedProduct,
  openDrawer,
} from './data-factories';
import { newCompany, newUser, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

let server: TestServer;
let company: TestCompany;
let ana: { id: number };
let cut: { id: number };
let shampoo: { id: number };
let client: { id: number };

const stockOf = async (productId: number) =>
  (
    await server.db.rows<{ n: number }>(
      sql`select current_stock as n from product_stock where product_id = ${productId}`,
    )
  )[0]?.n ?? 0;
const balanceOf = async (clientId: number) => {
  const [row] = await server.db.rows<{ abono: number; credito: number; deposits: number }>(sql`
    select coalesce((select sum(remaining_amount) from history_payment_deposit where client_id = ${clientId} and tipo = 'abono'), 0)::int as abono,
      coalesce((select sum(remaining_amount) from history_payment_deposit where client_id = ${clientId} and tipo = 'credito'), 0)::int as credito,
      coalesce((select sum(remaining_amount) from client_deposit where client_id = ${clientId}), 0)::int as deposits`);
  return row.abono - row.credito + row.deposits;
};
const cutLine = (extra: Record<string, unknown> = {}) => ({
  service_id: cut.id,
  specialist_id: ana.id,
  commission: 40,
  commission_type: '%',
  ...extra,
});
const sell = (body: Record<string, unknown>) =>
  company.admin.post('/api/items/history_payment', { site_id: company.siteId, ...body });

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
  const hair = await newServiceCategory(company, 'Cabello');
  ana = await newSpecialist(company, { name: 'Ana', commission: { categoryId: hair.id, value: 40 } });
  cut = await newService(company, {
    name: 'Corte',
    price: 50_000,
    categoryId: hair.id,
    specialistIds: [ana.id],
  });
  shampoo = await newStockedProduct(company, { name: 'Champú', price: 30_000, units: 10 });
  client = await newClient(company, { first_name: 'Marta' });
});

afterAll(async () => {
  await server?.close();
});

describe('charging needs an open drawer', () => {
  it('a sale with money is refused while the site’s drawer is closed, and nothing is written', async () => {
    const response = await sell({
      lines: [{ product_id: shampoo.id, amount: 1 }],
      payments: [{ amountPay: 30_000, paymentMethod: 'efectivo' }],
    });
    expect(response.status).toBe(422);
    expect(response.body.errors[0].extensions.reason).toBe('caja_cerrada');
    expect(await stockOf(shampoo.id)).toBe(10);
    await openDrawer(company, 200_000);
  });
});

describe('checkout (POST items/history_payment, spec 7)', () => {
  it('a counter sale of products: stock leaves the shelf, the cash enters the drawer, change is given', async () => {
    const response = await sell({
      cart_type: 'product',
      lines: [{ product_id: shampoo.id, amount: 2 }],
      payments: [{ amountPay: 100_000, paymentMethod: 'efectivo' }],
      total: 60_000,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({
      status: 'pagado',
      total: 60_000,
      change: 40_000,
      amount_paid: 60_000,
    });
    expect(await stockOf(shampoo.id)).toBe(8);
    const [cash] = await server.db.rows<{ amount: number }>(
      sql`select m.amount from history_payment_method hm join money_movement m on m.id = hm.money_movement_id
          where hm.history_payment_id = ${response.body.data.id}`,
    );
    expect(Number(cash.amount)).toBe(60_000);
  });

  it('spec 7: the cart type defaults to service and the sale method to venta; no other method is taken', async () => {
    const response = await sell({
      lines: [cutLine()],
      payments: [{ amountPay: 50_000, paymentMethod: 'tarjeta' }],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const [row] = await server.db.rows<{ cart_type: string; sale_method: string }>(
      sql`select cart_type, sale_method from history_payment where id = ${response.body.data.id}`,
    );
    expect(row).toEqual({ cart_type: 'service', sale_method: 'venta' });
    const before = await server.db.rows(sql`select id from history_payment`);
    for (const sale_method of ['cotizacion', '', 42]) {
      const refused = await sell({
        sale_method,
        lines: [cutLine()],
        payments: [{ amountPay: 50_000, paymentMethod: 'tarjeta' }],
      });
      expect(refused.status).toBe(400);
    }
    expect(await server.db.rows(sql`select id from history_payment`)).toHaveLength(before.length);
  });

  it('the server recomputes every figure: a wrong total or a missing commission rule is refused', async () => {
    const wrongTotal = await sell({
      lines: [cutLine()],
      payments: [{ amountPay: 45_000, paymentMethod: 'tarjeta' }],
      total: 45_000,
    });
    expect(wrongTotal.status).toBe(422);
    expect(wrongTotal.body.errors[0].message).toMatch(/\$50\.000/);
    const wrongCommission = await sell({
      lines: [cutLine({ commission: 90 })],
      payments: [{ amountPay: 50_000, paymentMethod: 'tarjeta' }],
    });
    expect(wrongCommission.status).toBe(422);
    const noSpecialist = await sell({
      lines: [{ service_id: cut.id }],
      payments: [{ amountPay: 50_000, paymentMethod: 'tarjeta' }],
    });
    expect(noSpecialist.status).toBe(400);
  });

  it('a promotion in force applies by the spec’s rule and must be sent as applied', async () => {
    const promotion = await company.admin.post('/api/items/discount_promotion', {
      name: 'Martes de corte',
      type_element: 'servicio',
      date_start: '2020-01-01',
      date_end: '2099-12-31',
      time_start: '00:00',
      time_end: '23:59',
      status: 'vigente',
      discount_type: '%',
      discount_value: 10,
      sites: [{ site_id: company.siteId }],
      service: [{ service_id: cut.id }],
    });
    const withoutIt = await sell({
      lines: [cutLine()],
      payments: [{ amountPay: 50_000, paymentMethod: 'tarjeta' }],
    });
    expect(withoutIt.status).toBe(422);
    expect(withoutIt.body.errors[0].extensions.discounts).toEqual([
      { promotionId: promotion.body.data.id, value: 5_000 },
    ]);
    const applied = await sell({
      lines: [
        cutLine({
          discount_promotion: [
            { discount_promotion_id: promotion.body.data.id, discount_value_applied: 5_000 },
          ],
        }),
      ],
      payments: [{ amountPay: 45_000, paymentMethod: 'tarjeta' }],
      total: 45_000,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const [detail] = await server.db.rows<{ total: number; commission: number; promos: number }>(
      sql`select total, commission, (select count(*)::int from history_payment_detail_promotion p where p.history_payment_detail_id = d.id) as promos
          from history_payment_detail d where history_payment_id = ${applied.body.data.id}`,
    );
    expect(detail).toEqual({ total: 45_000, commission: 40, promos: 1 });
    await company.admin.patch(`/api/items/discount_promotion/${promotion.body.data.id}`, {
      status: 'inactiva',
    });
  });

  it('a price change needs sales:update', async () => {
    const especialista = await newUser(server, company, { role: 'especialista' });
    const refused = await especialista.client.post('/api/items/history_payment', {
      site_id: company.siteId,
      lines: [cutLine({ price_change: { amount: 1_000 } })],
      payments: [{ amountPay: 1_000, paymentMethod: 'efectivo' }],
    });
    expect(refused.status).toBe(403);
    const changed = await sell({
      lines: [cutLine({ price_change: { amount: 40_000 } })],
      payments: [{ amountPay: 40_000, paymentMethod: 'tarjeta' }],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.total).toBe(40_000);
  });
});

describe('deposits and credits (spec 9)', () => {
  it('a sale is paid first from the client’s deposit; the use is recorded', async () => {
    const deposit = await company.admin.post(`/api/clients/${client.id}/deposits`, {
      site_id: company.siteId,
      amount: 30_000,
      paymentMethod: 'efectivo',
    });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
    expect(deposit.body.data.balance).toBe(30_000);
    const sale = await sell({
      client_id: client.id,
      lines: [cutLine()],
      payments: [{ amountPay: 20_000, paymentMethod: 'tarjeta' }],
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    expect(sale.body.data).toMatchObject({ deposit_used: 30_000, amount_paid: 50_000 });
    expect(await balanceOf(client.id)).toBe(0);
    const uses = await server.db.rows(
      sql`select amount from deposit_credit_detail where used_history_payment_id = ${sale.body.data.id}`,
    );
    expect(uses).toEqual([{ amount: 30_000 }]);
  });

  it('a credit sale leaves a credito; paying it later settles the sale', async () => {
    const sale = await sell({
      client_id: client.id,
      lines: [cutLine()],
      payments: [
        { amountPay: 10_000, paymentMethod: 'efectivo' },
        { amountPay: 40_000, paymentMethod: 'credito' },
      ],
    });
    expect(sale.body.data).toMatchObject({ status: 'parcial', credit: 40_000 });
    expect(await balanceOf(client.id)).toBe(-40_000);
    const tooMuch = await company.admin.post(`/api/clients/${client.id}/credit-payments`, {
      site_id: company.siteId,
      amount: 50_000,
      paymentMethod: 'efectivo',
    });
    expect(tooMuch.status).toBe(422);
    const paid = await company.admin.post(`/api/clients/${client.id}/credit-payments`, {
      site_id: company.siteId,
      amount: 40_000,
      paymentMethod: 'tarjeta',
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data.balance).toBe(0);
    const [row] = await server.db.rows<{ status: string }>(
      sql`select status from history_payment where id = ${sale.body.data.id}`,
    );
    expect(row.status).toBe('pagado');
  });

  it('an overpayment kept as abono becomes the client’s balance', async () => {
    const sale = await sell({
      client_id: client.id,
      lines: [cutLine()],
      payments: [{ amountPay: 70_000, paymentMethod: 'tarjeta' }],
      overpayment: 'abono',
    });
    expect(sale.body.data).toMatchObject({ abono: 20_000, change: 0 });
    expect(await balanceOf(client.id)).toBe(20_000);
  });
});

describe('a reservation charged from the calendar', () => {
  it('uses its advance, takes its consumed products from stock and is marked paid', async () => {
    const booking = await newReservation(company, {
      clientId: client.id,
      date: '2026-12-14',
      services: [{ serviceId: cut.id, specialistId: ana.id, time: '10:00' }],
    });
    const [srs] = await server.db.rows<{ id: number }>(
      sql`select id from service_reservation_service where service_reservation_id = ${booking.id}`,
    );
    await company.admin.patch(`/api/items/service_reservation_service/${srs.id}`, {
      service_reservation_service_product: [{ product_id: shampoo.id, amount: 1 }],
    });
    const advance = await company.admin.post(`/api/calendar/reservations/${booking.id}/advance-payments`, {
      amount: 15_000,
      paymentMethod: 'efectivo',
    });
    expect(advance.status, JSON.stringify(advance.body)).toBe(200);
    const before = await stockOf(shampoo.id);
    const balance = await balanceOf(client.id);
    const charge = await sell({
      service_reservation_id: booking.id,
      lines: [cutLine({ service_reservation_service_id: srs.id })],
      payments: [{ amountPay: 50_000 - 15_000 - balance, paymentMethod: 'tarjeta' }],
    });
    expect(charge.status, JSON.stringify(charge.body)).toBe(200);
    expect(charge.body.data).toMatchObject({ advance_used: 15_000, deposit_used: balance });
    expect(await stockOf(shampoo.id)).toBe(before - 1);
    const [reservation] = await server.db.rows<{ is_paid: boolean }>(
      sql`select is_paid from service_reservation where id = ${booking.id}`,
    );
    expect(reservation.is_paid).toBe(true);
    const twice = await sell({
      service_reservation_id: booking.id,
      lines: [cutLine()],
      payments: [{ amountPay: 50_000, paymentMethod: 'tarjeta' }],
    });
    expect(twice.status).toBe(409);
  });
});

describe('a reservation holding an advance paid in money', () => {
  it('is not deleted (the advance would go with it): cancelled, its advance stays on record', async () => {
    const booking = await newReservation(company, {
      clientId: client.id,
      date: '2026-12-15',
      services: [{ serviceId: cut.id, specialistId: ana.id, time: '11:00' }],
    });
    const advance = await company.admin.post(`/api/calendar/reservations/${booking.id}/advance-payments`, {
      amount: 12_000,
      paymentMethod: 'efectivo',
    });
    expect(advance.status, JSON.stringify(advance.body)).toBe(200);
    const deleted = await company.admin.del(`/api/items/service_reservation/${booking.id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.errors[0].message).toBe(
      'Esta cita tiene un anticipo de $12.000 sin usar: no se borra. Cancélala y el anticipo queda registrado.',
    );
    const held = () =>
      server.db.rows<{ advance_payment: number }>(
        sql`select advance_payment::int as advance_payment from advance_payment where service_reservation_id = ${booking.id}`,
      );
    expect(await held()).toEqual([{ advance_payment: 12_000 }]);
    const cancelled = await company.admin.patch(`/api/items/service_reservation/${booking.id}`, {
      status: 'cancelado',
    });
    expect(cancelled.status).toBe(200);
    expect(await held()).toEqual([{ advance_payment: 12_000 }]);
    // A cancelled visit is not charged (the agenda's drawer offers no "Cobrar" for it either).
    const charged = await sell({
      service_reservation_id: booking.id,
      lines: [cutLine()],
      payments: [{ amountPay: 50_000, paymentMethod: 'tarjeta' }],
    });
    expect(charged.status).toBe(422);
    expect(charged.body.errors[0].message).toBe('Una reserva cancelada no se cobra.');
    expect(await held()).toEqual([{ advance_payment: 12_000 }]);
  });
});

describe('a pending sale is charged with PATCH items/history_payment/{id} (spec 7)', () => {
  it('keeps the cart without money or stock, then charges it', async () => {
    const before = await stockOf(shampoo.id);
    const draft = await sell({ pending: true, lines: [{ product_id: shampoo.id, amount: 1 }] });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.data.status).toBe('pendiente');
    expect(await stockOf(shampoo.id)).toBe(before);
    const charged = await company.admin.patch(`/api/items/history_payment/${draft.body.data.id}`, {
      payments: [{ amountPay: 30_000, paymentMethod: 'tarjeta' }],
    });
    expect(charged.status, JSON.stringify(charged.body)).toBe(200);
    expect(charged.body.data).toMatchObject({ id: draft.body.data.id, status: 'pagado' });
    expect(await stockOf(shampoo.id)).toBe(before - 1);
    const again = await company.admin.patch(`/api/items/history_payment/${draft.body.data.id}`, {
      payments: [{ amountPay: 30_000, paymentMethod: 'tarjeta' }],
    });
    expect(again.status).toBe(409);
  });
});

describe('refunds restore the state exactly', () => {
  it('a whole refund: stock back, the deposit restored, the money out the way it came; a second one is refused', async () => {
    const buyer = await newClient(company);
    await company.admin.post(`/api/clients/${buyer.id}/deposits`, {
      site_id: company.siteId,
      amount: 10_000,
      paymentMethod: 'efectivo',
    });
    const stock = await stockOf(shampoo.id);
    const sale = await sell({
      client_id: buyer.id,
      lines: [{ product_id: shampoo.id, amount: 2 }],
      payments: [
        { amountPay: 20_000, paymentMethod: 'efectivo' },
        { amountPay: 30_000, paymentMethod: 'tarjeta' },
      ],
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    expect(await balanceOf(buyer.id)).toBe(0);
    const refund = await company.admin.post(`/api/sales/${sale.body.data.id}/refunds`, {
      reason: 'Producto equivocado',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.body.data).toMatchObject({ total: 60_000, sale_status: 'anulado' });
    expect(await stockOf(shampoo.id)).toBe(stock);
    expect(await balanceOf(buyer.id)).toBe(10_000);
    const out = await server.db.rows<{ method: string; amount: number }>(
      sql`select payment_methods_name as method, amount from money_movement where type = 'refund' and concept = ${`Devolución de la venta #${sale.body.data.id}`} order by id`,
    );
    expect(out.map((row) => ({ ...row, amount: Number(row.amount) }))).toEqual([
      { method: 'efectivo', amount: 20_000 },
      { method: 'tarjeta', amount: 30_000 },
    ]);
    expect(
      (await company.admin.post(`/api/sales/${sale.body.data.id}/refunds`, { reason: 'Otra vez' })).status,
    ).toBe(409);
  });

  it('a partial refund to the client’s balance, by permission only', async () => {
    const buyer = await newClient(company);
    const sale = await sell({
      client_id: buyer.id,
      lines: [{ product_id: shampoo.id, amount: 3 }],
      payments: [{ amountPay: 90_000, paymentMethod: 'tarjeta' }],
    });
    const [line] = await server.db.rows<{ id: number }>(
      sql`select id from history_payment_detail where history_payment_id = ${sale.body.data.id}`,
    );
    const receptionist = await newUser(server, company, { role: 'recepcionista' });
    const refused = await receptionist.client.post(`/api/sales/${sale.body.data.id}/refunds`, {
      reason: 'No',
      lines: [],
    });
    expect(refused.status).toBe(403);
    const partial = await company.admin.post(`/api/sales/${sale.body.data.id}/refunds`, {
      reason: 'Devuelve uno',
      lines: [{ history_payment_detail_id: line.id, amount: 1 }],
      refund_to: 'deposit',
    });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    expect(partial.body.data).toMatchObject({ total: 30_000, sale_status: 'pagado' });
    expect(await balanceOf(buyer.id)).toBe(30_000);
  });
});

describe('tips and the receipt', () => {
  it('a tip is its own movement for the specialist, apart from the sale; the receipt is a PDF', async () => {
    const sale = await sell({
      lines: [cutLine()],
      payments: [{ amountPay: 50_000, paymentMethod: 'tarjeta' }],
      tips: [{ specialist_id: ana.id, amount: 5_000, paymentMethod: 'efectivo' }],
    });
    expect(sale.body.data).toMatchObject({ total: 50_000, tips: 5_000 });
    const receipt = await company.admin.request('GET', `/api/sales/${sale.body.data.id}/receipt`);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    expect(String(receipt.body).startsWith('%PDF')).toBe(true);
  });
});
