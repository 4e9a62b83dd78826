import { addDays } from '@sari/domain/local-days';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testToday } from './clock';
import {
  chargeReservation,
  newClient,
  newReservation,
  newService,
  newServiceCategory,
  newSessionPackage,
  newSpecialist,
  openDrawer,
  sellPackage,
} from './data-factories';
import type { ApiClient, TestCompany } from './factories';
import { pdfText } from './pdf-text';
import { startTestServer, type TestServer } from './server';
import { newWalletDesk, soldPackage, unitsLeft, walletEntries } from './wallet-factories';

// Issue 29, session packages (decision 051): a catalogue item sold as a cart line into the
// client's wallet (N sessions), a covered service paid with one session instead of money, the
// refunds (a visit gives its session back once; the package's own line voids what is left and
// gives back its price less the sessions used), the owner's extension. Every test reads the
// ledger rows as well as the answers.

let server: TestServer;
let company: TestCompany;
let other: TestCompany;
let receptionist: ApiClient;
let specialist: { id: number };
let massage: { id: number };
let facial: { id: number };
let nails: { id: number };
let plan: { id: number };

const PRICE = 250_000;
const SERVICE_PRICE = 30_000;

beforeAll(async () => {
  server = await startTestServer();
  const desk = await newWalletDesk(server, { massagePrice: SERVICE_PRICE });
  ({ company, other, specialist, massage, nails, receptionist } = desk);
  facial = await newService(company, { name: 'Facial', price: 40_000, categoryId: desk.category.id });
  plan = await newSessionPackage(company, {
    name: '10 masajes o faciales',
    serviceIds: [massage.id, facial.id],
    sessions: 10,
    price: PRICE,
    validity: 3,
  });
});

afterAll(async () => {
  await server?.close();
});

// A visit of one service for the client: use_package as given (undefined: left out).
const visit = (
  clientId: number | null,
  usePackage: number | false | undefined,
  options: { serviceId?: number; cash?: number; extra?: unknown[]; pending?: boolean; as?: TestCompany } = {},
) =>
  (options.as ?? company).admin.post('/api/sales/checkout', {
    site_id: (options.as ?? company).siteId,
    client_id: clientId,
    lines: [
      {
        service_id: options.serviceId ?? massage.id,
        specialist_id: specialist.id,
        ...(usePackage === undefined ? {} : { use_package: usePackage }),
      },
      ...(options.extra ?? []),
    ],
    payments: (options.cash ?? 0) > 0 ? [{ amountPay: options.cash, paymentMethod: 'efectivo' }] : [],
    pending: options.pending ?? false,
  });

const refund = (saleId: number, body: Record<string, unknown> = {}) =>
  company.admin.post(`/api/sales/${saleId}/refunds`, { reason: 'Devolución de prueba', ...body });

async function clientWithPlan() {
  const client = await newClient(company);
  const sold = await sellPackage(company, { packageId: plan.id, clientId: client.id, price: PRICE });
  return { client, ...sold };
}

describe('the package in the catalogue', () => {
  it('is created, read and changed through the items API with its services and site prices', async () => {
    const read = await company.admin.get(`/api/items/session_package/${plan.id}`, {
      fields: ['*', 'services.service_id', 'prices.price', 'prices.site_id'],
    });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      name: '10 masajes o faciales',
      sessions: 10,
      validity: 3,
      is_active: true,
    });
    expect(read.body.data.services.map((s: { service_id: number }) => s.service_id).sort()).toEqual(
      [massage.id, facial.id].sort(),
    );
    expect(read.body.data.prices).toEqual([{ price: PRICE, site_id: company.siteId }]);
    const extra = await newSessionPackage(company, { serviceIds: [nails.id], sessions: 5, price: 80_000 });
    const patched = await company.admin.patch(`/api/items/session_package/${extra.id}`, { is_active: false });
    expect(patched.status).toBe(200);
    expect(patched.body.data.is_active).toBe(false);
  });

  it('refuses bad values in Spanish and changes nothing', async () => {
    for (const [body, message] of [
      [{ name: 'Cero', sessions: 0 }, /de 1 a 1.000 sesiones/],
      [{ name: 'Mucho', sessions: 5, validity: 99_999 }, /vigencia/],
      [{ name: 'Años', sessions: 5, validity_unit: 'years' }, /días|meses/],
      [{ name: '   ', sessions: 5 }, /nombre/],
    ] as const) {
      const response = await company.admin.post('/api/items/session_package', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors[0].message).toMatch(message);
    }
    const negative = await company.admin.post('/api/items/session_package', {
      name: 'Negativo',
      sessions: 2,
      prices: [{ site_id: company.siteId, price: -1 }],
    });
    expect(negative.status).toBe(400);
    const names = await server.db.rows(
      sql`select name from session_package where name in ('Cero', 'Mucho', 'Años', 'Negativo')`,
    );
    expect(names).toEqual([]);
  });

  it('is managed with the services permission: the receptionist reads it but does not create it', async () => {
    expect((await receptionist.get('/api/items/session_package')).status).toBe(200);
    const created = await receptionist.post('/api/items/session_package', { name: 'Intruso', sessions: 3 });
    expect(created.status).toBe(403);
  });
});

describe('selling a package', () => {
  it('puts N sessions in the client wallet, priced from the site, with its expiry and services', async () => {
    const client = await newClient(company);
    const response = await company.admin.post('/api/sales/checkout', {
      site_id: company.siteId,
      client_id: client.id,
      lines: [{ package: plan.id, specialist_id: specialist.id }],
      payments: [{ amountPay: PRICE, paymentMethod: 'efectivo' }],
      total: PRICE,
    });
    expect(response.status).toBe(200);
    const sale = response.body.data;
    expect(sale.total).toBe(PRICE);
    const [sold] = sale.packages_sold;
    expect(sold).toMatchObject({ session_package_id: plan.id, sessions: 10, price: PRICE });
    const [expected] = await server.db.rows<{ d: string }>(
      sql`select (${testToday()}::date + interval '3 months')::date::text as d`,
    );
    expect(sold.expires_on).toBe(expected.d);
    const [instrument] = await server.db.rows<Record<string, unknown>>(
      sql`select kind, unit, client_id, initial_units::int as initial, status, session_package_id from wallet_instrument where id = ${sold.id}`,
    );
    expect(instrument).toEqual({
      kind: 'package',
      unit: 'sessions',
      client_id: client.id,
      initial: 10,
      status: 'activa',
      session_package_id: plan.id,
    });
    expect(await walletEntries(server, sold.id)).toEqual([
      { kind: 'issue', units: 10, history_payment_id: sale.id, sale_refund_id: null, reason: null },
    ]);
    // The seller is recorded on the line, without commission (like a product line).
    const [line] = await server.db.rows<Record<string, unknown>>(
      sql`select line_type, specialist_id, commission, total::int as total from history_payment_detail where history_payment_id = ${sale.id}`,
    );
    expect(line).toEqual({
      line_type: 'package',
      specialist_id: specialist.id,
      commission: null,
      total: PRICE,
    });
    const wallet = await company.admin.get(`/api/clients/${client.id}/wallet`);
    expect(wallet.status).toBe(200);
    expect(wallet.body.data.instruments[0]).toMatchObject({
      kind: 'package',
      unit: 'sessions',
      initial: 10,
      left: 10,
      expires_on: expected.d,
      expired: false,
      session_package: { id: plan.id, name: '10 masajes o faciales' },
    });
    expect(wallet.body.data.instruments[0].services.map((s: { name: string }) => s.name)).toEqual([
      'Facial',
      'Masaje relajante',
    ]);
  });

  it('keeps the covered services it was sold with when the catalogue changes later', async () => {
    const {
      plan: onlyNails,
      client,
      instrument,
    } = await soldPackage(company, {
      serviceIds: [nails.id],
      sessions: 2,
      price: 30_000,
    });
    await server.db.rows(sql`delete from session_package_service where session_package_id = ${onlyNails.id}`);
    const used = await visit(client.id, instrument.id, { serviceId: nails.id });
    expect(used.status).toBe(200);
    expect(used.body.data.total).toBe(0);
  });

  it('is refused without a client, inactive, without a price at the site, pending, or with more than one unit', async () => {
    const noClient = await company.admin.post('/api/sales/checkout', {
      site_id: company.siteId,
      lines: [{ package: plan.id }],
      payments: [{ amountPay: PRICE, paymentMethod: 'efectivo' }],
    });
    expect(noClient.status).toBe(422);
    expect(noClient.body.errors[0].message).toMatch(/Elige el cliente/);
    const client = await newClient(company);
    const inactive = await newSessionPackage(company, { serviceIds: [massage.id], isActive: false });
    const priceless = await newSessionPackage(company, { serviceIds: [massage.id], prices: [] });
    const sell = (line: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      company.admin.post('/api/sales/checkout', {
        site_id: company.siteId,
        client_id: client.id,
        lines: [line],
        payments: [{ amountPay: PRICE, paymentMethod: 'efectivo' }],
        ...extra,
      });
    expect((await sell({ package: inactive.id })).body.errors[0].message).toMatch(/no está activo/);
    expect((await sell({ package: priceless.id })).body.errors[0].message).toMatch(/no tiene precio/);
    expect((await sell({ package: plan.id }, { pending: true })).status).toBe(422);
    expect((await sell({ package: plan.id, amount: 2 })).status).toBe(400);
    expect((await sell({ package: plan.id, commission: 10, commission_type: '%' })).status).toBe(400);
    expect((await sell({ package: 99_999_999 })).status).toBe(400);
    expect(await server.db.rows(sql`select 1 from wallet_instrument where client_id = ${client.id}`)).toEqual(
      [],
    );
  });
});

describe('using a session at checkout', () => {
  it('pays a covered service with one session: the line is 0, a redeem entry, "Plan: 1 de 10"', async () => {
    const { client, instrument } = await clientWithPlan();
    const response = await visit(client.id, instrument.id);
    expect(response.status).toBe(200);
    const sale = response.body.data;
    expect(sale.total).toBe(0);
    expect(sale.package_sessions_used).toEqual([
      { line: 0, instrument_id: instrument.id, session: 1, of: 10, left: 9 },
    ]);
    expect(await unitsLeft(server, instrument.id)).toBe(9);
    const [line] = await server.db.rows<Record<string, unknown>>(
      sql`select id, total::int as total, package_session, commission, commission_type from history_payment_detail where history_payment_id = ${sale.id}`,
    );
    // 10% of the per-session value (250.000 / 10), recorded as that fixed amount.
    expect(line).toMatchObject({ total: 0, package_session: 1, commission: 2_500, commission_type: 'fixed' });
    const entries = await server.db.rows<Record<string, unknown>>(
      sql`select kind, units::int as units, history_payment_detail_id from wallet_entry where history_payment_id = ${sale.id}`,
    );
    expect(entries).toEqual([{ kind: 'redeem', units: -1, history_payment_detail_id: line.id }]);
    const second = await visit(client.id, instrument.id, { serviceId: facial.id });
    expect(second.body.data.package_sessions_used[0]).toMatchObject({ session: 2, left: 8 });
    // The receipt shows which session of the plan paid the line.
    const receipt = await fetch(`${server.url}/api/sales/${second.body.data.id}/receipt`, {
      headers: { authorization: `Bearer ${company.admin.token}` },
    });
    expect(receipt.status).toBe(200);
    expect(await pdfText(Buffer.from(await receipt.arrayBuffer()))).toContain('Facial · Plan: 2 de 10');
  });

  it('refuses a covered line that says nothing, and charges it when declined', async () => {
    const { client, instrument } = await clientWithPlan();
    const silent = await visit(client.id, undefined, { cash: SERVICE_PRICE });
    expect(silent.status).toBe(422);
    expect(silent.body.errors[0].message).toMatch(
      /lo cubre el plan "10 masajes o faciales".*quedan 10 de 10/,
    );
    expect(silent.body.errors[0].extensions).toMatchObject({
      reason: 'plan_disponible',
      instrument_id: instrument.id,
    });
    const declined = await visit(client.id, false, { cash: SERVICE_PRICE });
    expect(declined.status).toBe(200);
    expect(declined.body.data.total).toBe(SERVICE_PRICE);
    expect(await unitsLeft(server, instrument.id)).toBe(10);
    // A service the package does not cover needs no word about it.
    const uncovered = await visit(client.id, undefined, { serviceId: nails.id, cash: 20_000 });
    expect(uncovered.status).toBe(200);
  });

  it('refuses a package that does not cover the service, another client’s, an empty one, and without client', async () => {
    const { client, instrument } = await clientWithPlan();
    const stranger = await newClient(company);
    const wrongService = await visit(client.id, instrument.id, { serviceId: nails.id });
    expect(wrongService.body.errors[0].extensions.reason).toBe('plan_no_cubre');
    const notTheirs = await visit(stranger.id, instrument.id);
    expect(notTheirs.body.errors[0].extensions.reason).toBe('plan_no_existe');
    const noClient = await visit(null, instrument.id);
    expect(noClient.status).toBe(422);
    const sold = await soldPackage(company, { serviceIds: [massage.id], sessions: 1, price: 25_000 });
    // Two lines of one cart on a one-session package: the second is refused, nothing is spent.
    const twice = await visit(sold.client.id, sold.instrument.id, {
      extra: [{ service_id: massage.id, specialist_id: specialist.id, use_package: sold.instrument.id }],
    });
    expect(twice.body.errors[0].extensions.reason).toBe('plan_sin_sesiones');
    expect(await unitsLeft(server, sold.instrument.id)).toBe(1);
    expect((await visit(sold.client.id, sold.instrument.id)).status).toBe(200);
    const empty = await visit(sold.client.id, sold.instrument.id);
    expect(empty.body.errors[0].extensions.reason).toBe('plan_sin_sesiones');
    // Empty, it no longer covers: a line that says nothing is charged.
    expect((await visit(sold.client.id, undefined, { cash: SERVICE_PRICE })).status).toBe(200);
    expect(await unitsLeft(server, sold.instrument.id)).toBe(0);
  });

  it('refuses an expired package; the owner extends it with a reason and it works again', async () => {
    const { client, instrument } = await clientWithPlan();
    const now = server.clock.now();
    try {
      server.clock.advance(120 * 24 * 3600 * 1000);
      const expired = await visit(client.id, instrument.id);
      expect(expired.status).toBe(422);
      expect(expired.body.errors[0].extensions.reason).toBe('plan_vencido');
      // Expired, it covers nothing: a silent line is charged.
      expect((await visit(client.id, undefined, { cash: SERVICE_PRICE })).status).toBe(200);
      const earlier = await company.admin.post(`/api/wallet/${instrument.id}/extend`, {
        expires_on: instrument.expires_on,
        reason: 'Viaje',
      });
      expect(earlier.status).toBe(422);
      expect(
        (
          await receptionist.post(`/api/wallet/${instrument.id}/extend`, {
            expires_on: '2027-12-31',
            reason: 'Viaje',
          })
        ).status,
      ).toBe(403);
      const extended = await company.admin.post(`/api/wallet/${instrument.id}/extend`, {
        expires_on: '2027-12-31',
        reason: 'Estuvo de viaje',
      });
      expect(extended.status).toBe(200);
      expect(extended.body.data).toMatchObject({ expires_on: '2027-12-31', expired: false, left: 10 });
      const last = extended.body.data.history.at(-1);
      expect(last).toMatchObject({
        kind: 'extend',
        units: 0,
        expires_on: '2027-12-31',
        reason: 'Estuvo de viaje',
      });
      expect(last.sari_user_id).toEqual(expect.any(Number));
      expect((await visit(client.id, instrument.id)).status).toBe(200);
    } finally {
      server.clock.set(now);
    }
  });

  it('refuses a bad extension without changing anything', async () => {
    const { instrument } = await clientWithPlan();
    for (const body of [
      { expires_on: '2027-02-30', reason: 'Viaje' },
      { expires_on: '2027-12-31' },
      { expires_on: '2027-12-31', reason: 'x' },
      { expires_on: 'mañana', reason: 'Viaje' },
    ]) {
      expect((await company.admin.post(`/api/wallet/${instrument.id}/extend`, body)).status).toBe(400);
    }
    expect(
      (await company.admin.post('/api/wallet/99999999/extend', { expires_on: '2027-12-31', reason: 'Viaje' }))
        .status,
    ).toBe(404);
    expect((await walletEntries(server, instrument.id)).map((e) => e.kind)).toEqual(['issue']);
  });

  it('is refused in a pending sale', async () => {
    const { client, instrument } = await clientWithPlan();
    const pending = await visit(client.id, instrument.id, { pending: true });
    expect(pending.status).toBe(422);
    expect(await unitsLeft(server, instrument.id)).toBe(10);
  });
});

describe('the specialist is paid at use', () => {
  it('the payslip counts 10% of the per-session value for a visit a package paid, and nothing once it is refunded', async () => {
    const category = await newServiceCategory(company);
    const maria = await newSpecialist(company, { commission: { categoryId: category.id, value: 10 } });
    const peeling = await newService(company, {
      price: 90_000,
      categoryId: category.id,
      specialistIds: [maria.id],
    });
    // She sold it too: the seller's line earns nothing (the sessions pay her when used).
    const { client, instrument } = await soldPackage(company, {
      serviceIds: [peeling.id],
      sessions: 4,
      price: 200_000,
      specialistId: maria.id,
    });
    const used = await company.admin.post('/api/sales/checkout', {
      site_id: company.siteId,
      client_id: client.id,
      lines: [{ service_id: peeling.id, specialist_id: maria.id, use_package: instrument.id }],
    });
    expect(used.status).toBe(200);
    const today = testToday();
    const payslip = () =>
      company.admin.get(`/api/specialists/${maria.id}/payslip`, {
        site_id: company.siteId,
        from: today,
        to: today,
      });
    const before = await payslip();
    expect(before.status).toBe(200);
    expect(before.body.data.totals.commission).toBe(5_000);
    for (const path of [
      `/api/specialists/${maria.id}/payslip/pdf`,
      '/api/reports/specialistDetailedParticipation',
      '/api/reports/salesSpecialist',
    ]) {
      const answer = await company.admin.get(path, {
        site_id: company.siteId,
        from: today,
        to: today,
        specialist_id: maria.id,
      });
      expect(answer.status, `${path}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200);
    }
    expect((await refund(used.body.data.id)).status).toBe(200);
    expect((await payslip()).body.data.totals.commission).toBe(0);
  });
});

describe('refunds', () => {
  it('a refunded visit gives its session back exactly once', async () => {
    const { client, instrument } = await clientWithPlan();
    const used = await visit(client.id, instrument.id);
    expect(await unitsLeft(server, instrument.id)).toBe(9);
    const back = await refund(used.body.data.id);
    expect(back.status).toBe(200);
    expect(back.body.data.total).toBe(0);
    expect(await unitsLeft(server, instrument.id)).toBe(10);
    expect((await refund(used.body.data.id)).status).toBe(409);
    expect(await unitsLeft(server, instrument.id)).toBe(10);
    const kinds = (await walletEntries(server, instrument.id)).map((e) => [e.kind, e.units]);
    expect(kinds).toEqual([
      ['issue', 10],
      ['redeem', -1],
      ['restore', 1],
    ]);
  });

  it('a visit a session paid ($0 sale) is cancelled only after its refund, which gives the session back once', async () => {
    const { client, instrument } = await clientWithPlan();
    const reservation = await newReservation(company, {
      clientId: client.id,
      date: addDays(testToday(), 3),
      services: [{ serviceId: massage.id, specialistId: specialist.id, time: '10:00' }],
    });
    const sale = await chargeReservation(company, reservation.id, null, { usePackage: instrument.id });
    expect(sale.total).toBe(0);
    expect(await unitsLeft(server, instrument.id)).toBe(9);
    const cancel = () =>
      company.admin.patch(`/api/items/service_reservation/${reservation.id}`, { status: 'cancelado' });
    const refused = await cancel();
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].message).toMatch(/ya se cobró .*1 sesión de plan.*devuelve la sesión/);
    expect(refused.body.errors[0].extensions).toMatchObject({
      reason: 'cita_pagada',
      history_payment_id: sale.id,
      amount: 0,
      sessions: 1,
    });
    expect(await unitsLeft(server, instrument.id)).toBe(9);
    expect((await refund(sale.id)).status).toBe(200);
    expect(await unitsLeft(server, instrument.id)).toBe(10);
    expect((await cancel()).status).toBe(200);
    // Cancelled (and restored, and cancelled again): the session came back once, by the refund.
    expect(
      (
        await company.admin.patch(`/api/items/service_reservation/${reservation.id}`, {
          status: 'confirmada',
        })
      ).status,
    ).toBe(200);
    expect((await cancel()).status).toBe(200);
    expect(await unitsLeft(server, instrument.id)).toBe(10);
    expect((await walletEntries(server, instrument.id)).map((e) => e.kind)).toEqual([
      'issue',
      'redeem',
      'restore',
    ]);
  });

  it('refunding the unused package gives back its price and voids its sessions', async () => {
    const { saleId, instrument } = await clientWithPlan();
    const back = await refund(saleId);
    expect(back.status).toBe(200);
    expect(back.body.data.total).toBe(PRICE);
    expect(await unitsLeft(server, instrument.id)).toBe(0);
    const [row] = await server.db.rows<{ status: string }>(
      sql`select status from wallet_instrument where id = ${instrument.id}`,
    );
    expect(row.status).toBe('anulada');
  });

  it('refunding a package with 3 sessions used gives back price − 3 × price / 10, once; a later visit refund restores nothing', async () => {
    const { client, saleId, instrument } = await clientWithPlan();
    const visits = [];
    for (let i = 0; i < 3; i++) {
      visits.push((await visit(client.id, instrument.id)).body.data.id);
    }
    const back = await refund(saleId);
    expect(back.status).toBe(200);
    expect(back.body.data.total).toBe(PRICE - 75_000);
    const movements = await server.db.rows<{ amount: number }>(
      sql`select amount::int as amount from money_movement where type = 'refund' and concept = ${`Devolución de la venta #${saleId}`}`,
    );
    expect(movements).toEqual([{ amount: PRICE - 75_000 }]);
    expect(await unitsLeft(server, instrument.id)).toBe(0);
    expect((await refund(saleId)).status).toBe(409);
    const anulada = await visit(client.id, instrument.id);
    expect(anulada.body.errors[0].extensions.reason).toBe('plan_anulado');
    // The package's refund counted the session as used: the visit's refund takes nothing back.
    expect((await refund(visits[0])).status).toBe(200);
    expect(await unitsLeft(server, instrument.id)).toBe(0);
    expect((await walletEntries(server, instrument.id)).map((e) => [e.kind, e.units])).toEqual([
      ['issue', 10],
      ['redeem', -1],
      ['redeem', -1],
      ['redeem', -1],
      ['void', -7],
    ]);
  });

  it('a package fully used gives nothing back when refunded', async () => {
    const sold = await soldPackage(company, { serviceIds: [massage.id], sessions: 2, price: 50_001 });
    await visit(sold.client.id, sold.instrument.id);
    const back1 = await company.admin.get(`/api/clients/${sold.client.id}/wallet`);
    expect(back1.body.data.instruments[0]).toMatchObject({ left: 1, initial: 2 });
    await visit(sold.client.id, sold.instrument.id);
    const back = await refund(sold.saleId);
    expect(back.status).toBe(200);
    expect(back.body.data.total).toBe(0);
    expect((await walletEntries(server, sold.instrument.id)).map((e) => e.kind)).toEqual([
      'issue',
      'redeem',
      'redeem',
    ]);
  });
});

describe('another company', () => {
  it('cannot use, sell, extend or read a package of this one', async () => {
    const { client, instrument } = await clientWithPlan();
    await openDrawer(other, 10_000);
    const theirSpecialist = await newSpecialist(other);
    const theirService = await newService(other, { price: 10_000, specialistIds: [theirSpecialist.id] });
    const theirClient = await newClient(other);
    const use = await other.admin.post('/api/sales/checkout', {
      site_id: other.siteId,
      client_id: theirClient.id,
      lines: [{ service_id: theirService.id, specialist_id: theirSpecialist.id, use_package: instrument.id }],
    });
    expect(use.status).toBe(422);
    expect(use.body.errors[0].extensions.reason).toBe('plan_no_existe');
    const sell = await other.admin.post('/api/sales/checkout', {
      site_id: other.siteId,
      client_id: theirClient.id,
      lines: [{ package: plan.id }],
      payments: [{ amountPay: PRICE, paymentMethod: 'efectivo' }],
    });
    expect(sell.status).toBe(400);
    const extend = await other.admin.post(`/api/wallet/${instrument.id}/extend`, {
      expires_on: '2027-12-31',
      reason: 'Intruso',
    });
    expect(extend.status).toBe(404);
    expect((await other.admin.get(`/api/clients/${client.id}/wallet`)).status).toBe(404);
    expect((await other.admin.get(`/api/items/session_package/${plan.id}`)).status).toBe(404);
    const foreignService = await other.admin.post('/api/items/session_package', {
      name: 'Ajeno',
      sessions: 2,
      services: [{ service_id: massage.id }],
    });
    expect(foreignService.status).toBeGreaterThanOrEqual(400);
    expect(foreignService.status).toBeLessThan(500);
    expect(await unitsLeft(server, instrument.id)).toBe(10);
  });
});
