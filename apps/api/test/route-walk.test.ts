import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublic } from '../src/access/public-routes';
import {
  newClient,
  newMembershipPlan,
  newProduct,
  newResource,
  newSalon,
  newSessionPackage,
  newStockedProduct,
  openDrawer,
  sellGiftCard,
  sellMembership,
  sellPackage,
} from './data-factories';
import { type ApiClient, apiClient, newCompany, newUser, type TestCompany, toQuery } from './factories';
import { startTestServer, type TestServer } from './server';

let server: TestServer;
let a: TestCompany;
let b: TestCompany;
let nobody: ApiClient;
let aIds: {
  giftCardCode: string;
  packageInstrument: number;
  membershipPeriod: number;
  site: number;
  product: number;
  role: number;
  client: number;
  service: number;
  specialist: number;
  waitlist: number;
  sale: number;
  session: number;
  reservation: number;
  bookedService: number;
  resource: number;
  supplier: number;
  purchase: number;
  salesOrder: number;
};

type Call = { params?: Record<string, number | string>; query?: Record<string, unknown>; body?: unknown };
const WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  is_active: true,
  start_time: '01:00',
  end_time: '02:00',
}));

// A call of every domain operation made with the FIRST company's ids. An operation without a
// sample here fails the walk: every new operation joins the 401/403 and isolation checks.
const SAMPLES: Record<string, (ids: typeof aIds) => Call> = {
  'users.me': () => ({}),
  'clients.import': () => ({ body: { csv: 'nombre\nIntrusa de otra empresa' } }),
  'clients.export': () => ({}),
  'products.adjustStock': (ids) => ({
    params: { id: ids.product },
    body: { site_id: ids.site, mode: 'delta', quantity: 5, reason: 'Intruso' },
  }),
  'settings.saveSiteSchedule': (ids) => ({ params: { id: ids.site }, body: { days: WEEK } }),
  'settings.inviteUser': (ids) => ({
    body: { email: 'intrusa@test.local', first_name: 'Intrusa', role_ids: [ids.role], site_ids: [ids.site] },
  }),
  'calendar.book': (ids) => ({
    body: {
      site_id: ids.site,
      client_id: ids.client,
      date: '2026-12-15',
      services: [{ service_id: ids.service, specialist_id: ids.specialist, time: '11:00' }],
    },
  }),
  'calendar.availability': (ids) => ({
    query: { site_id: ids.site, service_ids: String(ids.service), from: '2026-12-15', to: '2026-12-16' },
  }),
  'calendar.waitlistMatches': (ids) => ({
    query: { site_id: ids.site, date: '2026-12-15', start: '09:00', end: '12:00' },
  }),
  'calendar.bookFromWaitlist': (ids) => ({
    params: { id: ids.waitlist },
    body: { date: '2026-12-15', time: '15:00', specialist_id: ids.specialist },
  }),
  'calendar.events': (ids) => ({ query: { site_id: ids.site } }),
  'calendar.changeResource': (ids) => ({
    params: { id: ids.bookedService },
    body: { resource_id: ids.resource, service_time: '16:00' },
  }),
  'calendar.clientPlans': (ids) => ({ query: { date: '2026-12-15', client_ids: String(ids.client) } }),
  'sales.checkout': (ids) => ({
    body: {
      site_id: ids.site,
      client_id: ids.client,
      lines: [{ product_id: ids.product, amount: 1 }],
      payments: [],
    },
  }),
  'sales.charge': (ids) => ({
    params: { id: ids.sale },
    body: { payments: [{ amountPay: 1, paymentMethod: 'efectivo' }] },
  }),
  'sales.refund': (ids) => ({ params: { id: ids.sale }, body: { reason: 'Intruso' } }),
  'sales.recordDeposit': (ids) => ({
    params: { id: ids.client },
    body: { site_id: ids.site, amount: 1000, paymentMethod: 'efectivo' },
  }),
  'sales.payCredit': (ids) => ({
    params: { id: ids.client },
    body: { site_id: ids.site, amount: 1000, paymentMethod: 'efectivo' },
  }),
  'sales.recordAdvance': (ids) => ({
    params: { id: ids.reservation },
    body: { amount: 1000, paymentMethod: 'efectivo' },
  }),
  'sales.returnAdvance': (ids) => ({ params: { id: ids.reservation }, body: { amount: 1000 } }),
  'sales.advanceToBalance': (ids) => ({ params: { id: ids.reservation }, body: { amount: 1000 } }),
  'sales.receipt': (ids) => ({ params: { id: ids.sale } }),
  'wallet.client': (ids) => ({ params: { id: ids.client } }),
  'wallet.giftCardLookup': (ids) => ({ query: { code: ids.giftCardCode } }),
  'wallet.extendPackage': (ids) => ({
    params: { id: ids.packageInstrument },
    body: { expires_on: '2030-12-31', reason: 'Intruso' },
  }),
  'wallet.pauseMembership': (ids) => ({ params: { id: ids.membershipPeriod }, body: { reason: 'Intruso' } }),
  'wallet.resumeMembership': (ids) => ({ params: { id: ids.membershipPeriod }, body: {} }),
  'wallet.cancelMembership': (ids) => ({ params: { id: ids.membershipPeriod }, body: { reason: 'Intruso' } }),
  'sales.list': (ids) => ({ query: { site_id: ids.site, from: '2026-01-01', to: '2026-12-31' } }),
  'sales.summary': (ids) => ({ query: { site_id: ids.site, from: '2026-01-01', to: '2026-12-31' } }),
  'cashDrawer.status': (ids) => ({ query: { site_id: ids.site } }),
  'cashDrawer.open': (ids) => ({ body: { site_id: ids.site, opening_amount: 1 } }),
  'cashDrawer.movement': (ids) => ({
    body: { site_id: ids.site, type: 'expense', amount: 1000, concept: 'Intruso' },
  }),
  'cashDrawer.close': (ids) => ({
    params: { id: ids.session },
    body: { counts: [{ payment_methods_name: 'efectivo', counted_amount: 0 }] },
  }),
  'cashDrawer.report': (ids) => ({ params: { id: ids.session } }),
  'purchases.send': (ids) => ({ params: { id: ids.purchase } }),
  'purchases.receive': (ids) => ({ params: { id: ids.purchase }, body: {} }),
  'purchases.cancel': (ids) => ({ params: { id: ids.purchase } }),
  'purchases.return': (ids) => ({
    params: { id: ids.purchase },
    body: { lines: [{ purchase_order_line_id: 1, quantity: 1 }], reason: 'Intruso' },
  }),
  'purchases.pay': (ids) => ({ params: { id: ids.purchase }, body: { amount: 1000 } }),
  'purchases.orderLow': (ids) => ({ query: { site_id: ids.site }, body: { site_id: ids.site } }),
  'purchases.pdf': (ids) => ({ params: { id: ids.purchase } }),
  'purchases.supplierSummary': (ids) => ({ params: { id: ids.supplier } }),
  'salesOrders.confirm': (ids) => ({ params: { id: ids.salesOrder } }),
  'salesOrders.deliver': (ids) => ({ params: { id: ids.salesOrder } }),
  'salesOrders.cancel': (ids) => ({ params: { id: ids.salesOrder } }),
  'salesOrders.invoice': (ids) => ({ params: { id: ids.salesOrder }, body: { payments: [] } }),
  'salesOrders.pdf': (ids) => ({ params: { id: ids.salesOrder } }),
  'reports.run': (ids) => ({
    params: { report: 'salesMonth' },
    query: { site_id: ids.site, from: '2026-01-01', to: '2026-12-31' },
  }),
  'messages.getWhatsappSettings': () => ({}),
  // Its own account, without a token: the test message that follows has nothing to send with.
  'messages.saveWhatsappSettings': () => ({ body: { phone_number_id: '5550100', access_token: '' } }),
  'messages.sendWhatsappTest': () => ({ body: { phone: '3001234567' } }),
  'specialistPay.payslip': (ids) => ({
    params: { id: ids.specialist },
    query: { site_id: ids.site, from: '2026-11-01', to: '2026-11-30' },
  }),
  'specialistPay.pdf': (ids) => ({
    params: { id: ids.specialist },
    query: { site_id: ids.site, from: '2026-11-01', to: '2026-11-30' },
  }),
  'specialistPay.pay': (ids) => ({
    params: { id: ids.specialist },
    body: { site_id: ids.site, from: '2026-11-01', to: '2026-11-30', total: 1000 },
  }),
};

// The items API's routes, called on `client` the way a client would.
const ITEM_SAMPLES: Record<string, Call> = {
  'POST /api/items/:collection': { body: { first_name: 'Nadie' } },
  'PATCH /api/items/:collection': { body: [{ id: 1, first_name: 'Nadie' }] },
  'PATCH /api/items/:collection/:id': { body: { first_name: 'Nadie' } },
  'DELETE /api/items/:collection': { body: [1] },
};

const sampleOf = (entry: { method: string; path: string; operation?: string }) =>
  entry.operation ? SAMPLES[entry.operation]?.(aIds) : ITEM_SAMPLES[`${entry.method} ${entry.path}`];

const fill = (path: string, params: Record<string, number | string> = {}) =>
  path.replace(/:(\w+)/g, (_, name: string) =>
    String(params[name] ?? (name === 'collection' ? 'client' : 1)),
  );

async function call(client: ApiClient, method: string, path: string, sample: Call = {}) {
  const body = method === 'GET' ? undefined : sample.body;
  return client.request(method, `${fill(path, sample.params)}${toQuery(sample.query)}`, body);
}

// What company A owns, as text: any change by B shows up here.
async function fingerprintOf(company: TestCompany) {
  const rows = await server.db.rows<{ t: string }>(sql`
    select concat_ws('|',
      (select string_agg(concat(id, current_stock), ',' order by id) from product_stock where subscriber_owner_company_id = ${company.companyId}),
      (select string_agg(concat(site_id, weekday, is_active, site_schedule_time_id), ',' order by id) from site_schedule where subscriber_owner_company_id = ${company.companyId}),
      (select count(*) from sari_user where subscriber_owner_company_id = ${company.companyId}),
      (select count(*) from client where subscriber_owner_company_id = ${company.companyId}),
      (select count(*) from stock_movement where subscriber_owner_company_id = ${company.companyId}),
      (select count(*) from service_reservation where subscriber_owner_company_id = ${company.companyId}),
      (select string_agg(concat(id, status), ',' order by id) from waitlist_entry where subscriber_owner_company_id = ${company.companyId}),
      (select string_agg(concat(id, status, refunded_total), ',' order by id) from history_payment where subscriber_owner_company_id = ${company.companyId}),
      (select count(*) from money_movement where subscriber_owner_company_id = ${company.companyId}),
      (select string_agg(concat(id, status), ',' order by id) from cash_drawer_session where subscriber_owner_company_id = ${company.companyId}),
      (select string_agg(concat(id, remaining_amount), ',' order by id) from client_deposit where subscriber_owner_company_id = ${company.companyId}),
      (select string_agg(concat(id, status, paid_total), ',' order by id) from purchase_order where subscriber_owner_company_id = ${company.companyId}),
      (select string_agg(concat(id, status), ',' order by id) from sales_order where subscriber_owner_company_id = ${company.companyId}),
      (select string_agg(concat(id, units), ',' order by id) from wallet_entry where subscriber_owner_company_id = ${company.companyId}),
      (select string_agg(concat(id, expires_on, status), ',' order by id) from wallet_instrument where subscriber_owner_company_id = ${company.companyId}),
      (select string_agg(concat(phone_number_id, access_token, app_secret, enabled), ',') from sys_whatsapp_account where subscriber_owner_company_id = ${company.companyId}),
      (select count(*) from client_message where subscriber_owner_company_id = ${company.companyId})) as t`);
  return rows[0].t;
}

beforeAll(async () => {
  server = await startTestServer();
  a = await newCompany(server, { name: 'Empresa A' });
  b = await newCompany(server, { name: 'Empresa B' });
  const salon = await newSalon(a);
  const client = await newClient(a, { first_name: 'Secreta de A' });
  const product = await newProduct(a, { name: 'Producto de A' });
  const [role] = await server.db.rows<{ id: number }>(
    sql`select id from sari_role where subscriber_owner_company_id = ${a.companyId} and system_key = 'recepcionista'`,
  );
  const waitlist = await a.admin.post('/api/items/waitlist_entry', {
    site_id: a.siteId,
    client_id: client.id,
    service_id: salon.service.id,
    date_from: '2026-12-14',
    date_to: '2026-12-20',
  });
  const session = await openDrawer(a);
  const stocked = await newStockedProduct(a, { name: 'Producto de A', units: 5 });
  const sale = await a.admin.post('/api/items/history_payment', {
    site_id: a.siteId,
    client_id: client.id,
    lines: [{ product_id: stocked.id, amount: 1 }],
    payments: [{ amountPay: 30_000, paymentMethod: 'efectivo' }],
  });
  const supplier = await a.admin.post('/api/items/supplier', { name: 'Proveedor de A' });
  const purchase = await a.admin.post('/api/items/purchase_order', {
    supplier_id: supplier.body.data.id,
    site_id: a.siteId,
    order_date: '2026-11-23',
    purchase_order_line: [{ product_id: stocked.id, quantity: 2, unit_cost_on_order: 1000 }],
  });
  const salesOrder = await a.admin.post('/api/items/sales_order', {
    client_id: client.id,
    site_id: a.siteId,
    order_date: '2026-11-23',
    sales_order_line: [{ product_id: stocked.id, quantity: 1, unit_price: 1000 }],
  });
  const giftCard = await sellGiftCard(a, { amount: 20_000, clientId: client.id });
  const plan = await newSessionPackage(a, { serviceIds: [salon.service.id], sessions: 4, price: 40_000 });
  const bought = await sellPackage(a, { packageId: plan.id, clientId: client.id, price: 40_000 });
  const membership = await newMembershipPlan(a, { serviceDiscount: 10, price: 50_000 });
  const member = await newClient(a);
  const period = await sellMembership(a, { planId: membership.id, clientId: member.id, price: 50_000 });
  const account = await a.admin.request('PUT', '/api/whatsapp/settings', {
    phone_number_id: '5550099',
    access_token: 'token-de-a',
    app_secret: 'secreto-de-a',
  });
  expect(account.status).toBe(200);
  const [bookedService] = await server.db.rows<{ id: number }>(
    sql`select id from service_reservation_service where service_reservation_id = ${salon.reservation.id} limit 1`,
  );
  const cabin = await newResource(a, { name: 'Cabina de A' });
  aIds = {
    bookedService: bookedService.id,
    resource: cabin.id,
    giftCardCode: giftCard.card.code,
    packageInstrument: bought.instrument.id,
    membershipPeriod: period.period.id,
    supplier: supplier.body.data.id,
    purchase: purchase.body.data.id,
    salesOrder: salesOrder.body.data.id,
    session,
    sale: sale.body.data.id,
    reservation: salon.reservation.id,
    site: a.siteId,
    product: product.id,
    role: role.id,
    client: client.id,
    service: salon.service.id,
    specialist: salon.specialist.id,
    waitlist: waitlist.body.data.id,
  };
  const empty = await a.admin.post('/api/items/sari_role', { name: 'Sin permisos' });
  nobody = (await newUser(server, a, { roleId: empty.body.data.id })).client;
});

afterAll(async () => {
  await server?.close();
});

const apiRoutes = () =>
  server.routes.filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL');

describe('the access gate: every route', () => {
  it('has a declared permission in the access table', () => {
    expect(apiRoutes().length).toBeGreaterThan(10);
    for (const route of apiRoutes()) {
      const declared = server.access.find(
        (entry) => entry.method === route.method && entry.path === route.path,
      );
      expect(declared, `${route.method} ${route.path} has no declared permission`).toBeDefined();
    }
  });

  it('is public only if the public list says so, and then says it too', () => {
    for (const entry of server.access) {
      expect(isPublic(entry.method, fill(entry.path)), `${entry.method} ${entry.path}`).toBe(
        entry.permission === 'public',
      );
    }
  });

  it('every domain operation has a sample call in this walk', () => {
    for (const entry of server.access.filter((route) => route.operation && route.permission !== 'public')) {
      expect(
        SAMPLES[entry.operation!],
        `${entry.operation} needs a sample in route-walk.test.ts`,
      ).toBeDefined();
    }
  });

  it('answers 401 without a session before any handler runs', async () => {
    for (const entry of server.access.filter((route) => route.permission !== 'public')) {
      const response = await call(apiClient(server), entry.method, entry.path, sampleOf(entry));
      expect(response.status, `${entry.method} ${entry.path}`).toBe(401);
    }
  });

  it('answers 403 to a role without the permission (and serves session-only routes)', async () => {
    for (const entry of server.access.filter((route) => route.permission !== 'public')) {
      const response = await call(nobody, entry.method, entry.path, sampleOf(entry));
      const expected = entry.permission === 'session' ? 200 : 403;
      expect(
        response.status,
        `${entry.method} ${entry.path}: ${JSON.stringify(response.body).slice(0, 160)}`,
      ).toBe(expected);
    }
  });
});

describe('another company, given the first company’s ids', () => {
  it('gets 404, a refusal or only its own data from every domain operation, and changes nothing', async () => {
    const before = await fingerprintOf(a);
    for (const entry of server.access.filter((route) => route.operation && route.permission !== 'public')) {
      const response = await call(b.admin, entry.method, entry.path, SAMPLES[entry.operation!](aIds));
      expect([200, 400, 403, 404], `${entry.operation}: ${response.status}`).toContain(response.status);
      const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
      expect(text, entry.operation).not.toMatch(/Secreta de A|Producto de A|Empresa A/);
      const sample = SAMPLES[entry.operation!](aIds);
      if (Object.keys(sample.params ?? {}).length > 0 || 'site_id' in (sample.query ?? {})) {
        expect(response.status, `${entry.operation} with A's ids`).toBe(404);
      }
    }
    expect(await fingerprintOf(a)).toBe(before);
  });
});
