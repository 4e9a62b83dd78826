import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newClient,
  newReservation,
  newService,
  newSpecialist,
  openDrawer,
  sellGiftCard,
} from './data-factories';
import { apiClient, newCompany, type TestCompany } from './factories';
import { pdfText } from './pdf-text';
import { startTestServer, type TestServer } from './server';

// Issue 27, "Checkout and the drawer": what the front desk's documents and figures say.
let server: TestServer;
let company: TestCompany;
let ana: { id: number };
let cut: { id: number };

const pdfOf = async (path: string, as: TestCompany = company) => {
  const answer = await fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${as.admin.token}` },
  });
  expect(answer.status).toBe(200);
  return pdfText(Buffer.from(await answer.arrayBuffer()));
};

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
  ana = await newSpecialist(company, { name: 'Ana' });
  cut = await newService(company, { name: 'Corte', price: 50_000, specialistIds: [ana.id] });
  const named = await company.admin.patch(`/api/items/subscriber_owner_company/${company.companyId}`, {
    tax_id: '900.123.456-7',
  });
  expect(named.status, JSON.stringify(named.body)).toBe(200);
  const placed = await company.admin.patch(`/api/items/site/${company.siteId}`, {
    address: 'Calle 85 # 11-53, Bogotá',
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
});

afterAll(async () => {
  await server?.close();
});

describe('the receipt and the closing report', () => {
  it('the receipt carries the NIT, the site’s address, the site’s time and the tip', async () => {
    // 17:23 UTC is 12:23 p. m. in Bogotá.
    server.clock.set('2026-11-23T17:23:00Z');
    await openDrawer(company);
    const sale = await company.admin.post('/api/items/history_payment', {
      site_id: company.siteId,
      lines: [{ service_id: cut.id, specialist_id: ana.id }],
      payments: [{ amountPay: 50_000, paymentMethod: 'efectivo' }],
      tips: [{ specialist_id: ana.id, amount: 7_000, paymentMethod: 'efectivo' }],
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    const text = await pdfOf(`/api/sales/${sale.body.data.id}/receipt`);
    expect(text).toContain('NIT 900.123.456-7');
    expect(text).toContain('Calle 85 # 11-53, Bogotá');
    expect(text).toContain('12:23 p. m.');
    expect(text).not.toContain('17:23');
    expect(text).toContain('Propina (Ana, Efectivo)');
    expect(text).toContain('$7.000');
    expect(text).toContain('Pagado (Efectivo)');
  });

  it('a gift card sold and spent reads "Tarjeta de regalo" on the receipts, line and payment (decision 050)', async () => {
    const salon = await newCompany(server);
    await openDrawer(salon);
    const eva = await newSpecialist(salon, { name: 'Eva' });
    const nails = await newService(salon, { name: 'Uñas', price: 50_000, specialistIds: [eva.id] });
    const { saleId, card } = await sellGiftCard(salon, { amount: 60_000 });
    expect(await pdfOf(`/api/sales/${saleId}/receipt`, salon)).toContain('Tarjeta de regalo');
    const spent = await salon.admin.post('/api/sales/checkout', {
      site_id: salon.siteId,
      lines: [{ service_id: nails.id, specialist_id: eva.id }],
      gift_cards: [{ code: card.code, amount: 50_000 }],
    });
    expect(spent.status, JSON.stringify(spent.body)).toBe(200);
    expect(await pdfOf(`/api/sales/${spent.body.data.id}/receipt`, salon)).toContain(
      'Pagado (Tarjeta de regalo)',
    );
  });

  it('the closing report prints the site’s times and the methods’ names', async () => {
    const status = await company.admin.get('/api/cash-drawer/status', { site_id: company.siteId });
    const session = status.body.data.session;
    expect(session).toBeTruthy();
    server.clock.set('2026-11-23T23:40:00Z');
    const closed = await company.admin.post(`/api/cash-drawer/sessions/${session.id}/close`, {
      counts: [
        { payment_methods_name: 'efectivo', counted_amount: 157_000 },
        { payment_methods_name: 'tarjeta', counted_amount: 0 },
      ],
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const text = await pdfOf(`/api/cash-drawer/sessions/${session.id}/report`);
    expect(text).toContain('12:23 p. m.');
    expect(text).toContain('06:40 p. m.');
    expect(text).not.toContain('17:23');
    expect(text).toContain('Efectivo');
    expect(text).not.toMatch(/^efectivo$/m);
  });

  it('another company’s sale or drawer gives no document', async () => {
    const other = await newCompany(server);
    const sales = await company.admin.get('/api/items/history_payment', { fields: ['id'], limit: 1 });
    const saleId = sales.body.data[0].id;
    const answer = await other.admin.request('GET', `/api/sales/${saleId}/receipt`);
    expect(answer.status).toBe(404);
    const sessions = await company.admin.get('/api/items/cash_drawer_session', { fields: ['id'], limit: 1 });
    const report = await other.admin.request(
      'GET',
      `/api/cash-drawer/sessions/${sessions.body.data[0].id}/report`,
    );
    expect(report.status).toBe(404);
  });
});

describe('charging a reservation in one request (the checkout screen’s call)', () => {
  it('a refused charge (drawer closed) leaves no sale behind; identical charges at once charge it once', async () => {
    const shop = await newCompany(server);
    const eva = await newSpecialist(shop, { name: 'Eva' });
    const nails = await newService(shop, { name: 'Uñas', price: 40_000, specialistIds: [eva.id] });
    const client = await newClient(shop, { first_name: 'Rosa' });
    const reservation = await newReservation(shop, {
      clientId: client.id,
      date: '2026-11-23',
      services: [{ serviceId: nails.id, specialistId: eva.id, time: '15:00' }],
    });
    const [booked] = (
      await shop.admin.get(`/api/items/service_reservation/${reservation.id}`, {
        fields: ['service_reservation_service.id'],
      })
    ).body.data.service_reservation_service;
    const body = {
      site_id: shop.siteId,
      service_reservation_id: reservation.id,
      lines: [{ service_id: nails.id, specialist_id: eva.id, service_reservation_service_id: booked.id }],
      payments: [{ amountPay: 40_000, paymentMethod: 'efectivo' }],
      tips: [{ specialist_id: eva.id, amount: 4_000, paymentMethod: 'efectivo' }],
      total: 40_000,
      pending: false,
    };
    const salesOf = async () =>
      (
        await server.db.rows<{ n: number }>(
          sql`select count(*)::int as n from history_payment where service_reservation_id = ${reservation.id}`,
        )
      )[0].n;
    const refused = await shop.admin.post('/api/items/history_payment', body);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].message).toContain('La caja de la sede está cerrada');
    expect(await salesOf()).toBe(0);
    await openDrawer(shop);
    const answers = await Promise.all(
      [1, 2, 3].map(() => shop.admin.post('/api/items/history_payment', body)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.status === 409)).toBe(
      true,
    );
    expect(await salesOf()).toBe(1);
  });
});

describe('promotions limited to weekdays', () => {
  it('"Martes de uñas" discounts on Tuesdays only, at the checkout and on the public page', async () => {
    const shop = await newCompany(server);
    const eva = await newSpecialist(shop, { name: 'Eva' });
    const nails = await newService(shop, { name: 'Uñas', price: 40_000, specialistIds: [eva.id] });
    const promotion = await shop.admin.post('/api/items/discount_promotion', {
      name: 'Martes de uñas',
      type_element: 'servicio',
      date_start: '2026-11-01',
      date_end: '2026-12-31',
      time_start: '00:00',
      time_end: '23:59',
      weekdays: 1 << 2,
      discount_type: '%',
      discount_value: 25,
      sites: [{ site_id: shop.siteId }],
      service: [{ service_id: nails.id }],
    });
    expect(promotion.status, JSON.stringify(promotion.body)).toBe(200);
    await openDrawer(shop);
    const sell = (total: number) =>
      shop.admin.post('/api/items/history_payment', {
        site_id: shop.siteId,
        lines: [
          {
            service_id: nails.id,
            specialist_id: eva.id,
            discount_promotion:
              total < 40_000
                ? [{ discount_promotion_id: promotion.body.data.id, discount_value_applied: 40_000 - total }]
                : [],
          },
        ],
        payments: [{ amountPay: total, paymentMethod: 'efectivo' }],
        total,
      });
    // Monday 23 November 2026, 10:00 in Bogotá: full price.
    server.clock.set('2026-11-23T15:00:00Z');
    expect((await sell(30_000)).status).toBe(422);
    const monday = await sell(40_000);
    expect(monday.status, JSON.stringify(monday.body)).toBe(200);
    // Tuesday: the promotion's price.
    server.clock.set('2026-11-24T15:00:00Z');
    const tuesday = await sell(30_000);
    expect(tuesday.status, JSON.stringify(tuesday.body)).toBe(200);
    expect(tuesday.body.data.total).toBe(30_000);

    // The public page carries the promotion with its weekdays, for the page to price a visit.
    const [{ slug }] = await server.db.rows<{ slug: string }>(
      sql`select public_slug as slug from subscriber_owner_company where id = ${shop.companyId}`,
    );
    const page = await apiClient(server).request('GET', `/api/public/booking/${slug}`, undefined, {
      'x-forwarded-for': '10.9.0.1',
    });
    expect(page.status).toBe(200);
    expect(page.body.data.promotions).toEqual([
      expect.objectContaining({
        name: 'Martes de uñas',
        weekdays: 4,
        discount_type: '%',
        discount_value: 25,
        sites: [{ site_id: shop.siteId }],
        service: [{ service_id: nails.id }],
      }),
    ]);
    // Another company's page never shows them.
    const other = await newCompany(server);
    const [{ slug: otherSlug }] = await server.db.rows<{ slug: string }>(
      sql`select public_slug as slug from subscriber_owner_company where id = ${other.companyId}`,
    );
    const otherPage = await apiClient(server).request('GET', `/api/public/booking/${otherSlug}`, undefined, {
      'x-forwarded-for': '10.9.0.2',
    });
    expect(otherPage.body.data.promotions).toEqual([]);
  });

  it('refuses no weekday, an impossible set or a word with a Spanish message, never a 500', async () => {
    const created = await company.admin.post('/api/items/discount_promotion', {
      name: 'Promo',
      date_start: '2026-11-01',
      date_end: '2026-11-30',
      discount_value: 10,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id;
    for (const weekdays of [0, 128, -1, 'martes', 1.5, 99_999_999]) {
      const answer = await company.admin.patch(`/api/items/discount_promotion/${id}`, { weekdays });
      expect(answer.status, `${weekdays}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.errors[0].message).toMatch(/[áéíóúñ]|día|valor|número|entero/i);
    }
    const read = await company.admin.get(`/api/items/discount_promotion/${id}`, { fields: ['weekdays'] });
    expect(read.body.data.weekdays).toBe(127);
  });
});
