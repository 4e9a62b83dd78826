import { addDays } from '@sari/domain/local-days';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testToday } from './clock';
import {
  newClient,
  newReservation,
  newService,
  newSpecialist,
  openDrawer,
  recordAdvance,
} from './data-factories';
import { type ApiClient, newCompany, newUser, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

// Decision 067: a money advance (anticipo, decision 013) left on a cancelled reservation is paid
// back out of the site's open drawer ("Devolver anticipo") or moved to the client's balance
// ("Pasar al saldo a favor"), once. Every test reads the rows as well as the answers.

let server: TestServer;
let company: TestCompany;
let receptionist: ApiClient;
let specialist: { id: number };
let service: { id: number };
let slot = 0;

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
  specialist = await newSpecialist(company);
  service = await newService(company, { price: 60_000, specialistIds: [specialist.id] });
  await openDrawer(company, 100_000);
  receptionist = (await newUser(server, company, { role: 'recepcionista' })).client;
});

afterAll(async () => {
  await server?.close();
});

// A booking of the company's client (or none) holding a money advance, cancelled unless `keep`.
async function cancelledWithAdvance(
  options: { amount?: number; method?: string; client?: boolean; keep?: boolean } = {},
) {
  const client = options.client === false ? null : await newClient(company);
  slot += 1;
  const reservation = await newReservation(company, {
    clientId: client?.id ?? null,
    date: addDays(testToday(), 2 + Math.floor(slot / 8)),
    services: [
      {
        serviceId: service.id,
        specialistId: specialist.id,
        time: `${String(8 + (slot % 8)).padStart(2, '0')}:00`,
      },
    ],
  });
  const advance = await recordAdvance(company, reservation.id, options.amount ?? 30_000, options.method);
  if (!options.keep) {
    const cancelled = await company.admin.patch(`/api/items/service_reservation/${reservation.id}`, {
      status: 'cancelado',
    });
    expect(cancelled.status).toBe(200);
  }
  return { client, reservation, advance };
}

const giveBack = (id: number, amount: number, as: ApiClient = company.admin) =>
  as.post(`/api/calendar/reservations/${id}/advance-payments/return`, { amount });
const toBalance = (id: number, amount: number, as: ApiClient = company.admin) =>
  as.post(`/api/calendar/reservations/${id}/advance-payments/to-balance`, { amount });

const advanceRow = async (id: number) =>
  (
    await server.db.rows<{
      returned: boolean;
      return_movement_id: number | null;
      client_deposit_id: number | null;
    }>(
      sql`select returned_at is not null as returned, return_movement_id, client_deposit_id
          from advance_payment where id = ${id}`,
    )
  )[0];

const drawerHolds = async (method = 'efectivo') => {
  const status = await company.admin.get('/api/cash-drawer/status', { site_id: company.siteId });
  return (
    status.body.data.expected.find(
      (row: { payment_methods_name: string }) => row.payment_methods_name === method,
    )?.expected ?? 0
  );
};

// What must not change when a request is refused.
const fingerprint = async () =>
  JSON.stringify(
    await server.db.rows(sql`select
      (select count(*) from money_movement where subscriber_owner_company_id = ${company.companyId}) as movements,
      (select coalesce(sum(remaining_amount), 0) from client_deposit where subscriber_owner_company_id = ${company.companyId}) as deposits,
      (select string_agg(id || ':' || (returned_at is null) || ':' || coalesce(return_movement_id, 0) || ':' || coalesce(client_deposit_id, 0), ',' order by id)
        from advance_payment where subscriber_owner_company_id = ${company.companyId}) as advances`),
  );

describe('Devolver anticipo', () => {
  it('pays the advance out of the open drawer the way it came in, once; then the reservation may be deleted', async () => {
    const { reservation, advance } = await cancelledWithAdvance({ amount: 30_000 });
    const before = await drawerHolds();
    const paid = await giveBack(reservation.id, 30_000);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({
      amount: 30_000,
      advances: [advance.id],
      client_deposit_id: null,
      balance: null,
    });
    expect(paid.body.data.money_movement_ids).toHaveLength(1);
    const [movement] = await server.db.rows<Record<string, unknown>>(
      sql`select amount::int as amount, direction, type, payment_methods_name, concept from money_movement
          where id = ${paid.body.data.money_movement_ids[0]}`,
    );
    expect(movement).toEqual({
      amount: 30_000,
      direction: 'out',
      type: 'advance',
      payment_methods_name: 'efectivo',
      concept: `Devolución del anticipo de la reserva #${reservation.id}`,
    });
    expect(await drawerHolds()).toBe(before - 30_000);
    expect(await advanceRow(advance.id)).toEqual({
      returned: true,
      return_movement_id: paid.body.data.money_movement_ids[0],
      client_deposit_id: null,
    });
    const unchanged = await fingerprint();
    const again = await giveBack(reservation.id, 30_000);
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toMatchObject({ extensions: { reason: 'sin_anticipo' } });
    expect((await toBalance(reservation.id, 30_000)).status).toBe(409);
    expect(await fingerprint()).toBe(unchanged);
    // Nothing held any more: decision 063's rule lets it be deleted.
    expect((await company.admin.del(`/api/items/service_reservation/${reservation.id}`)).status).toBe(204);
  });

  it('a card advance taken at the desk goes back by card; the drawer must hold it', async () => {
    const { reservation } = await cancelledWithAdvance({ amount: 45_000, method: 'tarjeta' });
    const before = await drawerHolds('tarjeta');
    expect(before).toBeGreaterThanOrEqual(45_000);
    const paid = await giveBack(reservation.id, 45_000);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await drawerHolds('tarjeta')).toBe(before - 45_000);
  });

  it('refuses in Spanish, changing nothing: not cancelled, another amount, a drawer short of it or closed', async () => {
    const kept = await cancelledWithAdvance({ keep: true });
    const unchanged = await fingerprint();
    const notCancelled = await giveBack(kept.reservation.id, 30_000);
    expect(notCancelled.status).toBe(409);
    expect(notCancelled.body.errors[0].message).toMatch(/cita cancelada.*se descuenta al cobrarla/);
    expect((await toBalance(kept.reservation.id, 30_000)).status).toBe(409);

    const { reservation } = await cancelledWithAdvance({ amount: 20_000 });
    const base = await fingerprint();
    const other = await giveBack(reservation.id, 25_000);
    expect(other.status).toBe(409);
    expect(other.body.errors[0]).toMatchObject({
      message: 'El anticipo de esta cita es de $20.000, no de $25.000: vuelve a abrirla y revisa.',
      extensions: { reason: 'anticipo_cambio', amount: 20_000 },
    });
    // The drawer short of cash: an expense takes out all it holds but $5.000.
    const holds = await drawerHolds();
    const expense = await company.admin.post('/api/cash-drawer/movements', {
      site_id: company.siteId,
      type: 'expense',
      amount: holds - 5_000,
      concept: 'Consignación al banco',
      payment_method: 'efectivo',
    });
    expect(expense.status).toBe(200);
    const afterExpense = await fingerprint();
    const short = await giveBack(reservation.id, 20_000);
    expect(short.status).toBe(422);
    expect(short.body.errors[0].message).toMatch(/tiene \$5\.000 en efectivo y el anticipo es de \$20\.000/);
    expect(short.body.errors[0].extensions.reason).toBe('caja_sin_fondos');
    expect(await fingerprint()).toBe(afterExpense);
    // Closed: nothing leaves a drawer that is not open.
    const status = await company.admin.get('/api/cash-drawer/status', { site_id: company.siteId });
    const closed = await company.admin.post(
      `/api/cash-drawer/sessions/${status.body.data.session.id}/close`,
      {
        counts: status.body.data.expected.map((row: { payment_methods_name: string; expected: number }) => ({
          payment_methods_name: row.payment_methods_name,
          counted_amount: row.expected,
        })),
      },
    );
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const shut = await giveBack(reservation.id, 20_000);
    expect(shut.status).toBe(422);
    expect(shut.body.errors[0].extensions.reason).toBe('caja_cerrada');
    await openDrawer(company, 100_000);
    expect(unchanged).not.toBe(base);
    expect((await giveBack(reservation.id, 20_000)).status).toBe(200);
  });
});

describe('Pasar al saldo a favor', () => {
  it('moves the advance to the client’s balance (no drawer movement), once; the balance then pays a visit', async () => {
    const { client, reservation, advance } = await cancelledWithAdvance({ amount: 30_000 });
    const movements = await server.db.rows(sql`select count(*)::int as n from money_movement`);
    const moved = await toBalance(reservation.id, 30_000, receptionist);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ amount: 30_000, money_movement_ids: [], balance: 30_000 });
    expect(await server.db.rows(sql`select count(*)::int as n from money_movement`)).toEqual(movements);
    expect(await advanceRow(advance.id)).toEqual({
      returned: true,
      return_movement_id: null,
      client_deposit_id: moved.body.data.client_deposit_id,
    });
    const [deposit] = await server.db.rows(
      sql`select client_id, site_id, remaining_amount::int as remaining, money_movement_id from client_deposit
          where id = ${moved.body.data.client_deposit_id}`,
    );
    expect(deposit).toEqual({
      client_id: client!.id,
      site_id: company.siteId,
      remaining: 30_000,
      money_movement_id: null,
    });
    expect((await toBalance(reservation.id, 30_000)).status).toBe(409);
    expect((await giveBack(reservation.id, 30_000)).status).toBe(409);
    // The spec's balance rule spends it first at the client's next charge.
    const sale = await company.admin.post('/api/sales/checkout', {
      site_id: company.siteId,
      client_id: client!.id,
      lines: [{ service_id: service.id, specialist_id: specialist.id }],
      payments: [{ amountPay: 30_000, paymentMethod: 'efectivo' }],
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    expect(sale.body.data.deposit_used).toBe(30_000);
  });

  it('a booking without a client can only be paid back', async () => {
    const { reservation } = await cancelledWithAdvance({ client: false, amount: 10_000 });
    const refused = await toBalance(reservation.id, 10_000);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].message).toMatch(/no tiene cliente/);
    expect((await giveBack(reservation.id, 10_000)).status).toBe(200);
  });
});

describe('who may settle it', () => {
  it('paying back is a refund (sales delete); moving to the balance is the desk’s (sales update)', async () => {
    const { reservation } = await cancelledWithAdvance({ amount: 10_000 });
    const unchanged = await fingerprint();
    expect((await giveBack(reservation.id, 10_000, receptionist)).status).toBe(403);
    expect(await fingerprint()).toBe(unchanged);
    expect((await toBalance(reservation.id, 10_000, receptionist)).status).toBe(200);
  });

  it('another company’s reservation does not exist for it', async () => {
    const { reservation } = await cancelledWithAdvance({ amount: 10_000 });
    const stranger = await newCompany(server, { name: 'Otra empresa' });
    await openDrawer(stranger);
    const unchanged = await fingerprint();
    expect((await giveBack(reservation.id, 10_000, stranger.admin)).status).toBe(404);
    expect((await toBalance(reservation.id, 10_000, stranger.admin)).status).toBe(404);
    expect(await fingerprint()).toBe(unchanged);
  });
});
