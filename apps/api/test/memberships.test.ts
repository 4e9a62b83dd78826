import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_START } from './clock';
import { newClient, newMembershipPlan, newStockedProduct, sellMembership } from './data-factories';
import type { ApiClient, TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';
import { newWalletDesk, soldMembership, unitsLeft, walletEntries } from './wallet-factories';

// Issue 29, memberships (decision 055): a catalogue plan sold as a cart line into the client's
// wallet (one period, its included services as sessions of the same ledger), its percentage
// taken off the sale's lines like a promotion and recomputed by the server, an included service
// used by the package's rule, renewal at the desk, pause, resume and cancel, and refunds.

let server: TestServer;
let company: TestCompany;
let other: TestCompany;
let receptionist: ApiClient;
let specialist: { id: number };
let massage: { id: number };
let nails: { id: number };
let product: { id: number };
let discountPlan: { id: number };
let includedPlan: { id: number };
let rollingPlan: { id: number };

const PRICE = 120_000;
const MASSAGE = 50_000;

beforeAll(async () => {
  server = await startTestServer();
  ({ company, other, specialist, massage, nails, receptionist } = await newWalletDesk(server, {
    massagePrice: MASSAGE,
  }));
  product = await newStockedProduct(company, { name: 'Champú', price: 30_000, units: 50 });
  discountPlan = await newMembershipPlan(company, {
    name: 'Club 10 %',
    serviceDiscount: 10,
    productDiscount: 5,
    price: PRICE,
  });
  includedPlan = await newMembershipPlan(company, {
    name: 'Dos masajes al mes',
    included: 2,
    serviceIds: [massage.id],
    price: 90_000,
  });
  rollingPlan = await newMembershipPlan(company, {
    name: 'Masajes acumulables',
    included: 2,
    serviceIds: [massage.id],
    rollsOver: true,
    price: 90_000,
  });
});

afterAll(async () => {
  await server?.close();
});

const checkout = (body: Record<string, unknown>, as: ApiClient = company.admin) =>
  as.post('/api/sales/checkout', { site_id: company.siteId, ...body });

const massageLine = (extra: Record<string, unknown> = {}) => ({
  service_id: massage.id,
  specialist_id: specialist.id,
  ...extra,
});

describe('the plan in the catalogue', () => {
  it('is read through the items API with its services and site prices', async () => {
    const read = await company.admin.get(`/api/items/membership_plan/${includedPlan.id}`, {
      fields: ['*', 'services.service_id', 'prices.price', 'prices.site_id'],
    });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      name: 'Dos masajes al mes',
      period: 'monthly',
      included_services: 2,
      rolls_over: false,
      is_active: true,
    });
    expect(read.body.data.services).toEqual([{ service_id: massage.id }]);
    expect(read.body.data.prices).toEqual([{ price: 90_000, site_id: company.siteId }]);
  });

  it('refuses bad values in Spanish and writes nothing', async () => {
    for (const [body, message] of [
      [{ name: 'Sin nada' }, /al menos un beneficio/],
      [{ name: 'Demasiado', service_discount: 120 }, /0 a 100/],
      [{ name: 'Anual', service_discount: 10, period: 'yearly' }, /mensual|trimestral/],
      [{ name: 'Infinita', included_services: 5000 }, /1.000/],
    ] as const) {
      const response = await company.admin.post('/api/items/membership_plan', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors[0].message).toMatch(message);
    }
    const names = await server.db.rows(
      sql`select name from membership_plan where name in ('Sin nada', 'Demasiado', 'Anual', 'Infinita')`,
    );
    expect(names).toEqual([]);
  });

  it('is managed with the services permission: the receptionist reads it but does not create it', async () => {
    expect((await receptionist.get('/api/items/membership_plan')).status).toBe(200);
    const created = await receptionist.post('/api/items/membership_plan', {
      name: 'Intrusa',
      service_discount: 5,
    });
    expect(created.status).toBe(403);
  });
});

describe('selling a membership', () => {
  it('writes one period from today to the day before the same day next month, priced from the site', async () => {
    const client = await newClient(company);
    const response = await checkout({
      client_id: client.id,
      lines: [{ membership: includedPlan.id }],
      payments: [{ amountPay: 90_000, paymentMethod: 'efectivo' }],
      total: 90_000,
    });
    expect(response.status).toBe(200);
    const [sold] = response.body.data.memberships_sold;
    expect(sold).toMatchObject({
      membership_plan_id: includedPlan.id,
      starts_on: '2026-11-23',
      expires_on: '2026-12-22',
      included: 2,
      carried: 0,
      price: 90_000,
    });
    const [row] = await server.db.rows<Record<string, unknown>>(
      sql`select kind, unit, initial_units::int as initial, status, membership_plan_id from wallet_instrument where id = ${sold.id}`,
    );
    expect(row).toEqual({
      kind: 'membership',
      unit: 'sessions',
      initial: 2,
      status: 'activa',
      membership_plan_id: includedPlan.id,
    });
    expect(await walletEntries(server, sold.id)).toEqual([
      {
        kind: 'issue',
        units: 2,
        history_payment_id: response.body.data.id,
        sale_refund_id: null,
        reason: null,
      },
    ]);
    const wallet = await company.admin.get(`/api/clients/${client.id}/wallet`);
    expect(wallet.body.data.instruments[0]).toMatchObject({
      kind: 'membership',
      left: 2,
      starts_on: '2026-11-23',
      expires_on: '2026-12-22',
      membership_plan: { id: includedPlan.id, name: 'Dos masajes al mes', period: 'monthly' },
      services: [{ id: massage.id, name: 'Masaje relajante' }],
    });
  });

  it('a discount-only plan holds no units, its sale in its history; a quarter lasts three months', async () => {
    const { client, saleId, period } = await soldMembership(company, {
      serviceDiscount: 15,
      period: 'quarterly',
      price: 300_000,
    });
    expect(period).toMatchObject({ starts_on: '2026-11-23', expires_on: '2027-02-22', included: 0 });
    // The sale that sold it is an issue entry of 0 units (decision 067): what is left is still the
    // sum of the entries, and the Monedero's history shows the sale.
    expect(await walletEntries(server, period.id)).toEqual([
      { kind: 'issue', units: 0, history_payment_id: saleId, sale_refund_id: null, reason: null },
    ]);
    expect(await unitsLeft(server, period.id)).toBe(0);
    const wallet = await company.admin.get(`/api/clients/${client.id}/wallet`);
    const shown = wallet.body.data.instruments.find((row: { id: number }) => row.id === period.id);
    expect(shown).toMatchObject({ left: 0, initial: 0 });
    expect(shown.history).toMatchObject([{ kind: 'issue', units: 0, history_payment_id: saleId }]);
    // Untouched by its own issue entry: the whole price still goes back.
    const back = await company.admin.post(`/api/sales/${saleId}/refunds`, { reason: 'No la quiso' });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data.total).toBe(300_000);
  });

  it('needs the client, a charged sale, and refuses a commission on its line', async () => {
    const none = await checkout({
      lines: [{ membership: discountPlan.id }],
      payments: [{ amountPay: PRICE, paymentMethod: 'efectivo' }],
    });
    expect(none.status).toBe(422);
    expect(none.body.errors[0].message).toMatch(/Elige el cliente: la membresía/);
    const client = await newClient(company);
    const pending = await checkout({
      client_id: client.id,
      lines: [{ membership: discountPlan.id }],
      pending: true,
    });
    expect(pending.status).toBe(422);
    const commission = await checkout({
      client_id: client.id,
      lines: [{ membership: discountPlan.id, commission: 10, commission_type: '%' }],
      payments: [{ amountPay: PRICE, paymentMethod: 'efectivo' }],
    });
    expect(commission.status).toBe(400);
    expect(commission.body.errors[0].message).toMatch(/membresía va sola/);
    const foreign = await other.admin.post('/api/sales/checkout', {
      site_id: other.siteId,
      client_id: (await newClient(other)).id,
      lines: [{ membership: discountPlan.id }],
      payments: [{ amountPay: PRICE, paymentMethod: 'efectivo' }],
    });
    expect(foreign.status).toBe(400);
    const count = await server.db.rows(sql`select id from wallet_instrument where client_id = ${client.id}`);
    expect(count).toEqual([]);
  });
});

describe('the membership discount at checkout', () => {
  it('is taken off service and product lines after the promotions, as the request says', async () => {
    const client = await newClient(company);
    const { saleId: soldBy, period } = await sellMembership(company, {
      planId: discountPlan.id,
      clientId: client.id,
      price: PRICE,
    });
    const response = await checkout({
      client_id: client.id,
      lines: [
        massageLine({ membership_discount: 5_000 }),
        { product_id: product.id, amount: 2, membership_discount: 3_000 },
      ],
      payments: [{ amountPay: 45_000 + 57_000, paymentMethod: 'efectivo' }],
      total: 102_000,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({
      subtotal: 110_000,
      discount_total: 8_000,
      membership_discount: 8_000,
    });
    const lines = await server.db.rows<{
      line_type: string;
      total: number;
      membership_discount: number;
      commission: number;
    }>(
      sql`select line_type, total::int as total, membership_discount::int as membership_discount, commission
          from history_payment_detail where history_payment_id = ${response.body.data.id} order by id`,
    );
    expect(lines).toEqual([
      { line_type: 'service', total: 45_000, membership_discount: 5_000, commission: 10 },
      { line_type: 'product', total: 57_000, membership_discount: 3_000, commission: null },
    ]);
    const entries = await walletEntries(server, period.id);
    expect(entries.map((e) => [e.kind, e.units, e.history_payment_id])).toEqual([
      ['issue', 0, soldBy],
      ['discount', 0, response.body.data.id],
      ['discount', 0, response.body.data.id],
    ]);
  });

  it('refuses a request that leaves it out, or says another figure, and writes nothing', async () => {
    const client = await newClient(company);
    await sellMembership(company, { planId: discountPlan.id, clientId: client.id, price: PRICE });
    const before = await server.db.rows(sql`select id from history_payment where client_id = ${client.id}`);
    for (const line of [massageLine(), massageLine({ membership_discount: 4_000 })]) {
      const response = await checkout({
        client_id: client.id,
        lines: [line],
        payments: [{ amountPay: MASSAGE, paymentMethod: 'efectivo' }],
      });
      expect(response.status).toBe(422);
      expect(response.body.errors[0].extensions).toMatchObject({
        reason: 'membresia_descuento',
        membership_discount: 5_000,
      });
      expect(response.body.errors[0].message).toMatch(/Club 10 %.*\$5\.000/);
    }
    const stranger = await newClient(company);
    const invented = await checkout({
      client_id: stranger.id,
      lines: [massageLine({ membership_discount: 5_000 })],
      payments: [{ amountPay: 45_000, paymentMethod: 'efectivo' }],
    });
    expect(invented.status).toBe(422);
    expect(invented.body.errors[0].message).toMatch(/no lleva descuento de membresía/);
    const after = await server.db.rows(sql`select id from history_payment where client_id = ${client.id}`);
    expect(after.length).toBe(before.length);
  });
});

describe('included services', () => {
  it('a covered line must say: used, it costs 0 and spends one unit; declined, it is charged', async () => {
    const client = await newClient(company);
    const { period } = await sellMembership(company, {
      planId: includedPlan.id,
      clientId: client.id,
      price: 90_000,
    });
    const silent = await checkout({
      client_id: client.id,
      lines: [massageLine()],
      payments: [{ amountPay: MASSAGE, paymentMethod: 'efectivo' }],
    });
    expect(silent.status).toBe(422);
    expect(silent.body.errors[0].extensions).toMatchObject({
      reason: 'plan_disponible',
      instrument_id: period.id,
    });
    expect(silent.body.errors[0].message).toMatch(/membresía "Dos masajes al mes"/);
    const used = await checkout({
      client_id: client.id,
      lines: [massageLine({ use_package: period.id })],
      total: 0,
    });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body.data.package_sessions_used).toEqual([
      { line: 0, instrument_id: period.id, session: 1, of: 2, left: 1 },
    ]);
    // The specialist is paid on the period's price over its included services: 10 % of 45.000.
    const [line] = await server.db.rows<{ commission: number; commission_type: string }>(
      sql`select commission, commission_type from history_payment_detail where history_payment_id = ${used.body.data.id}`,
    );
    expect(line).toEqual({ commission: 4_500, commission_type: 'fixed' });
    const uncovered = await checkout({
      client_id: client.id,
      lines: [{ service_id: nails.id, specialist_id: specialist.id, use_package: period.id }],
      total: 0,
    });
    expect(uncovered.status).toBe(422);
    expect(uncovered.body.errors[0].extensions.reason).toBe('plan_no_cubre');
    const declined = await checkout({
      client_id: client.id,
      lines: [massageLine({ use_package: false })],
      payments: [{ amountPay: MASSAGE, paymentMethod: 'efectivo' }],
    });
    expect(declined.status).toBe(200);
    expect(await unitsLeft(server, period.id)).toBe(1);
    // Refunding the visit that used one gives it back, once.
    const refund = await company.admin.post(`/api/sales/${used.body.data.id}/refunds`, { reason: 'Prueba' });
    expect(refund.status).toBe(200);
    const again = await company.admin.post(`/api/sales/${used.body.data.id}/refunds`, { reason: 'Prueba' });
    expect(again.status).toBe(409);
    expect(await unitsLeft(server, period.id)).toBe(2);
  });

  it('does not roll over by default; a plan that rolls over carries what is left into the renewal', async () => {
    const client = await newClient(company);
    const first = await sellMembership(company, {
      planId: includedPlan.id,
      clientId: client.id,
      price: 90_000,
    });
    const renewal = await sellMembership(company, {
      planId: includedPlan.id,
      clientId: client.id,
      price: 90_000,
    });
    expect(renewal.period).toMatchObject({
      starts_on: '2026-12-23',
      expires_on: '2027-01-22',
      included: 2,
      carried: 0,
    });
    expect(await unitsLeft(server, first.period.id)).toBe(2);
    const rolling = await newClient(company);
    const a = await sellMembership(company, { planId: rollingPlan.id, clientId: rolling.id, price: 90_000 });
    await checkout({ client_id: rolling.id, lines: [massageLine({ use_package: a.period.id })], total: 0 });
    const b = await sellMembership(company, { planId: rollingPlan.id, clientId: rolling.id, price: 90_000 });
    expect(b.period).toMatchObject({ starts_on: '2026-12-23', included: 2, carried: 1 });
    expect(await unitsLeft(server, a.period.id)).toBe(0);
    expect(await unitsLeft(server, b.period.id)).toBe(3);
    // The renewal does not start before its first day: today the client has nothing to use.
    const early = await checkout({
      client_id: rolling.id,
      lines: [massageLine({ use_package: b.period.id })],
      total: 0,
    });
    expect(early.status).toBe(422);
    expect(early.body.errors[0].extensions.reason).toBe('plan_no_empieza');
  });
});

describe('pause, resume and cancel', () => {
  it('a paused period gives nothing; resumed, its last day moves by the days paused', async () => {
    const client = await newClient(company);
    const { period } = await sellMembership(company, {
      planId: discountPlan.id,
      clientId: client.id,
      price: PRICE,
    });
    const paused = await receptionist.post(`/api/wallet/${period.id}/pause`, { reason: 'Viaje' });
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({ status: 'pausada', paused_on: '2026-11-23' });
    const plain = await checkout({
      client_id: client.id,
      lines: [massageLine()],
      payments: [{ amountPay: MASSAGE, paymentMethod: 'efectivo' }],
    });
    expect(plain.status).toBe(200);
    const renew = await checkout({
      client_id: client.id,
      lines: [{ membership: discountPlan.id }],
      payments: [{ amountPay: PRICE, paymentMethod: 'efectivo' }],
    });
    expect(renew.status).toBe(422);
    expect(renew.body.errors[0].extensions.reason).toBe('membresia_pausada');
    expect((await receptionist.post(`/api/wallet/${period.id}/pause`, { reason: 'Otra vez' })).status).toBe(
      422,
    );
    server.clock.set(new Date(Date.parse(TEST_START) + 10 * 86_400_000));
    try {
      const resumed = await receptionist.post(`/api/wallet/${period.id}/resume`, {});
      expect(resumed.status).toBe(200);
      expect(resumed.body.data).toMatchObject({
        status: 'activa',
        paused_on: null,
        expires_on: '2027-01-01',
      });
      const kinds = resumed.body.data.history.map((e: { kind: string }) => e.kind);
      expect(kinds).toEqual(['issue', 'pause', 'resume']);
      expect(resumed.body.data.history[2].reason).toMatch(/10 días/);
    } finally {
      server.clock.set(TEST_START);
    }
  });

  it('cancel ends it now: its unused included services are voided, nothing is paid back', async () => {
    const client = await newClient(company);
    const { period } = await sellMembership(company, {
      planId: includedPlan.id,
      clientId: client.id,
      price: 90_000,
    });
    expect((await receptionist.post(`/api/wallet/${period.id}/cancel`, { reason: 'Se muda' })).status).toBe(
      403,
    );
    const cancelled = await company.admin.post(`/api/wallet/${period.id}/cancel`, { reason: 'Se muda' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelada', left: 0 });
    expect((await walletEntries(server, period.id)).map((e) => [e.kind, e.units])).toEqual([
      ['issue', 2],
      ['void', -2],
      ['cancel', 0],
    ]);
    const use = await checkout({
      client_id: client.id,
      lines: [massageLine({ use_package: period.id })],
      total: 0,
    });
    expect(use.status).toBe(422);
    expect((await company.admin.post(`/api/wallet/${period.id}/cancel`, { reason: 'Otra' })).status).toBe(
      422,
    );
  });

  it('refuses another company’s membership and a package as if they did not exist', async () => {
    const client = await newClient(company);
    const { period } = await sellMembership(company, {
      planId: discountPlan.id,
      clientId: client.id,
      price: PRICE,
    });
    const foreign = await other.admin.post(`/api/wallet/${period.id}/pause`, { reason: 'Intruso' });
    expect(foreign.status).toBe(404);
    expect((await other.admin.post(`/api/wallet/${period.id}/cancel`, { reason: 'Intruso' })).status).toBe(
      404,
    );
  });
});

describe('refunding a membership', () => {
  it('gives the whole price back while untouched (once), and is refused once used', async () => {
    const client = await newClient(company);
    const { saleId, period } = await sellMembership(company, {
      planId: discountPlan.id,
      clientId: client.id,
      price: PRICE,
    });
    const refund = await company.admin.post(`/api/sales/${saleId}/refunds`, { reason: 'Se arrepintió' });
    expect(refund.status).toBe(200);
    expect(refund.body.data.total).toBe(PRICE);
    expect((await company.admin.post(`/api/sales/${saleId}/refunds`, { reason: 'Otra' })).status).toBe(409);
    const [row] = await server.db.rows<{ status: string }>(
      sql`select status from wallet_instrument where id = ${period.id}`,
    );
    expect(row.status).toBe('anulada');
    const used = await sellMembership(company, {
      planId: discountPlan.id,
      clientId: client.id,
      price: PRICE,
    });
    const visit = await checkout({
      client_id: client.id,
      lines: [massageLine({ membership_discount: 5_000 })],
      payments: [{ amountPay: 45_000, paymentMethod: 'efectivo' }],
    });
    expect(visit.status).toBe(200);
    const refused = await company.admin.post(`/api/sales/${used.saleId}/refunds`, { reason: 'Ya la usó' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].extensions.reason).toBe('membresia_usada');
  });
});
