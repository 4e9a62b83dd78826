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
