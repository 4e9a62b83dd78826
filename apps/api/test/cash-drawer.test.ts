import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSpecialist, newStockedProduct } from './data-factories';
import { newCompany, newUser, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

let server: TestServer;
let company: TestCompany;

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
});

afterAll(async () => {
  await server?.close();
});

const status = async () =>
  (await company.admin.get('/api/cash-drawer/status', { site_id: company.siteId })).body.data;

describe('the cash drawer', () => {
  it('one open session per site, opened with a float', async () => {
    expect((await status()).session).toBeNull();
    const opened = await company.admin.post('/api/cash-drawer/sessions', {
      site_id: company.siteId,
      opening_amount: 150_000,
    });
    expect(opened.status).toBe(200);
    const again = await company.admin.post('/api/cash-drawer/sessions', {
      site_id: company.siteId,
      opening_amount: 0,
    });
    expect(again.status).toBe(409);
    expect((await status()).session).toMatchObject({ id: opened.body.data.id, opening_amount: 150_000 });
  });

  it('expected cash is opening float + cash in - cash out, each counted once; closing records the difference', async () => {
    const shampoo = await newStockedProduct(company, { price: 25_000, units: 5 });
    const ana = await newSpecialist(company, { name: 'Ana' });
    await company.admin.post('/api/items/history_payment', {
      site_id: company.siteId,
      cart_type: 'product',
      lines: [{ product_id: shampoo.id, amount: 2 }],
      payments: [
        { amountPay: 30_000, paymentMethod: 'efectivo' },
        { amountPay: 20_000, paymentMethod: 'tarjeta' },
      ],
    });
    await company.admin.post('/api/cash-drawer/movements', {
      site_id: company.siteId,
      type: 'income',
      amount: 10_000,
      concept: 'Venta de bono',
    });
    await company.admin.post('/api/cash-drawer/movements', {
      site_id: company.siteId,
      type: 'expense',
      amount: 8_000,
      concept: 'Almuerzo del equipo',
    });
    const payout = await company.admin.post('/api/cash-drawer/movements', {
      site_id: company.siteId,
      type: 'specialist_payout',
      amount: 40_000,
      concept: 'Pago de comisiones',
      specialist_id: ana.id,
    });
    expect(payout.body.data.direction).toBe('out');
    const expected = (await status()).expected;
    expect(expected).toEqual([
      { payment_methods_name: 'efectivo', in: 190_000, out: 48_000, expected: 142_000 },
      { payment_methods_name: 'tarjeta', in: 20_000, out: 0, expected: 20_000 },
    ]);
    const { id } = (await status()).session;
    const closed = await company.admin.post(`/api/cash-drawer/sessions/${id}/close`, {
      counts: [
        { payment_methods_name: 'efectivo', counted_amount: 140_000 },
        { payment_methods_name: 'tarjeta', counted_amount: 20_000 },
      ],
      notes: 'Faltan 2.000',
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data.counts).toEqual([
      {
        payment_methods_name: 'efectivo',
        expected_amount: 142_000,
        counted_amount: 140_000,
        difference: -2_000,
      },
      { payment_methods_name: 'tarjeta', expected_amount: 20_000, counted_amount: 20_000, difference: 0 },
    ]);
    expect(
      (
        await company.admin.post(`/api/cash-drawer/sessions/${id}/close`, {
          counts: [{ payment_methods_name: 'efectivo', counted_amount: 1 }],
        })
      ).status,
    ).toBe(409);
    const report = await company.admin.request('GET', `/api/cash-drawer/sessions/${id}/report`);
    expect(report.headers.get('content-type')).toBe('application/pdf');
    const next = await company.admin.post('/api/cash-drawer/sessions', {
      site_id: company.siteId,
      opening_amount: 140_000,
    });
    expect(next.status).toBe(200);
    // A new session starts from its own float, not the previous close.
    expect((await status()).expected[0]).toMatchObject({
      payment_methods_name: 'efectivo',
      expected: 140_000,
    });
  });

  it('a blind count hides what is expected from the cashier, not from the administrator', async () => {
    const [setting] = await server.db.rows<{ id: number }>(
      sql`select id from setting where subscriber_owner_company_id = ${company.companyId} and key = 'cash_blind_count'`,
    );
    await company.admin.patch(`/api/items/setting/${setting.id}`, { value: 'true' });
    const cashier = await newUser(server, company, { role: 'recepcionista' });
    const seen = await cashier.client.get('/api/cash-drawer/status', { site_id: company.siteId });
    expect(seen.body.data).toMatchObject({ blind: true, expected: [] });
    expect((await status()).expected.length).toBeGreaterThan(0);
  });

  it('a movement needs an open drawer, a known method and a concept', async () => {
    const bad = await company.admin.post('/api/cash-drawer/movements', {
      site_id: company.siteId,
      type: 'income',
      amount: 1,
      concept: 'x',
    });
    expect(bad.status).toBe(400);
    const method = await company.admin.post('/api/cash-drawer/movements', {
      site_id: company.siteId,
      type: 'income',
      amount: 1_000,
      concept: 'Bono',
      payment_method: 'bitcoin',
    });
    expect(method.status).toBe(400);
  });
});
