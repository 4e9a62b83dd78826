import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newClient,
  newService,
  newServiceCategory,
  newSpecialist,
  openDrawer,
  saveSetting,
  sellGiftCard,
} from './data-factories';
import { newCompany, newUser, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

// Issue 29's reports (decision 052): the prepaid balance at a date, the prepaid sales and
// redemptions of a range and the expired value, summed from the wallet's entries; and a gift card
// in the sales reports, where it is its own category and the day's figures still add up.
//
// The business (Bogotá, the business clock):
//   23 Nov: card A $80.000 (no expiry), then with a one-month expiry card B $50.000 and card C
//           $20.000 (last day 23 Dec); a visit of $30.000 paid $10.000 with B and $20.000 cash (S2).
//   24 Nov: a visit paid $30.000 with A (S1).
//   25 Nov: the sale of C refunded (C voided), S1 refunded (A's $30.000 restored).
//   24 Dec: B expired on 23 Dec with $40.000 left.

let server: TestServer;
let company: TestCompany;
let cards: { a: number; b: number; c: number };
let sales: { a: number; c: number; s1: number; s2: number };

const at = (instant: string) => server.clock.set(instant);

const data = async (id: string, query: Record<string, unknown>, as = company.admin) => {
  const response = await as.get(`/api/reports/${id}`, { limit: 100, ...query });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as {
    rows: Record<string, unknown>[];
    totals: Record<string, number>;
    columns: { key: string; label: string; type: string }[];
  };
};
const day = (date: string) => ({ from: date, to: date });

async function setExpiry(value: string) {
  const response = await saveSetting(company, 'gift_card_expiry_months', value);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function ok(response: { status: number; body: { data: { id: number } } }) {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
  at('2026-11-23T14:00:00Z');
  await openDrawer(company, 100_000);
  const specialist = await newSpecialist(company);
  const category = await newServiceCategory(company, 'Masajes');
  const service = await newService(company, {
    price: 30_000,
    categoryId: category.id,
    specialistIds: [specialist.id],
  });
  const client = await newClient(company);
  const visit = (giftCards: { code: string; amount: number }[], cash: number) =>
    company.admin.post('/api/sales/checkout', {
      site_id: company.siteId,
      client_id: client.id,
      lines: [{ service_id: service.id, specialist_id: specialist.id }],
      gift_cards: giftCards,
      payments: cash > 0 ? [{ amountPay: cash, paymentMethod: 'efectivo' }] : [],
    });

  const a = await sellGiftCard(company, { amount: 80_000, clientId: client.id });
  await setExpiry('1');
  const b = await sellGiftCard(company, { amount: 50_000 });
  const c = await sellGiftCard(company, { amount: 20_000 });
  expect(b.card.expires_on).toBe('2026-12-23');
  await setExpiry('');
  const s2 = await ok(await visit([{ code: b.card.code, amount: 10_000 }], 20_000));

  at('2026-11-24T15:00:00Z');
  const s1 = await ok(await visit([{ code: a.card.code, amount: 30_000 }], 0));

  at('2026-11-25T15:00:00Z');
  for (const saleId of [c.saleId, s1.id]) {
    await ok(await company.admin.post(`/api/sales/${saleId}/refunds`, { reason: 'Devolución de prueba' }));
  }
  cards = { a: a.card.id, b: b.card.id, c: c.card.id };
  sales = { a: a.saleId, c: c.saleId, s1: s1.id, s2: s2.id };
  at('2026-12-24T15:00:00Z');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const giftCards = { site: 'Sede Centro', kind: 'Tarjeta de regalo' };

describe('the ledger the reports read', () => {
  it('holds what the story above says', async () => {
    const left = await server.db.rows<{ id: number; left: number; status: string }>(
      sql`select i.id, coalesce(sum(e.units), 0)::int as left, i.status from wallet_instrument i
          left join wallet_entry e on e.wallet_instrument_id = i.id
          where i.subscriber_owner_company_id = ${company.companyId} group by i.id order by i.id`,
    );
    expect(left).toEqual([
      { id: cards.a, left: 80_000, status: 'activa' },
      { id: cards.b, left: 40_000, status: 'activa' },
      { id: cards.c, left: 0, status: 'anulada' },
    ]);
    const [site] = await server.db.rows<{ name: string }>(
      sql`select name from site where id = ${company.siteId}`,
    );
    expect(site.name).toBe(giftCards.site);
  });
});

describe('Saldo prepagado', () => {
  it('is what was outstanding at the end of the date asked, from the entries up to then', async () => {
    const balance = (date: string) => data('prepaidBalance', day(date));
    expect((await balance('2026-11-22')).rows).toEqual([]);
    const first = await balance('2026-11-23');
    expect(first.rows).toEqual([
      { ...giftCards, instruments: 3, pesos: 140_000, sessions: 0, value: 140_000 },
    ]);
    expect(first.totals).toEqual({ instruments: 3, pesos: 140_000, sessions: 0, value: 140_000 });
    expect((await balance('2026-11-24')).rows).toEqual([
      { ...giftCards, instruments: 3, pesos: 110_000, sessions: 0, value: 110_000 },
    ]);
    // C voided (nothing left on it), A given back its $30.000.
    expect((await balance('2026-11-25')).rows).toEqual([
      { ...giftCards, instruments: 2, pesos: 120_000, sessions: 0, value: 120_000 },
    ]);
    // B's last day is 23 Dec: at that day's end it has lapsed; the day before it still counts.
    expect((await balance('2026-12-22')).rows).toEqual([
      { ...giftCards, instruments: 2, pesos: 120_000, sessions: 0, value: 120_000 },
    ]);
    expect((await balance('2026-12-23')).rows).toEqual([
      { ...giftCards, instruments: 1, pesos: 80_000, sessions: 0, value: 80_000 },
    ]);
    // Only the range's last day counts.
    expect((await data('prepaidBalance', { from: '2026-01-01', to: '2026-11-24' })).totals.pesos).toBe(
      110_000,
    );
  });

  it('is derived from the entries: what the clock says now does not change a past date', async () => {
    at('2026-11-23T20:00:00Z');
    try {
      expect((await data('prepaidBalance', day('2026-11-25'))).totals.pesos).toBe(120_000);
    } finally {
      at('2026-12-24T15:00:00Z');
    }
  });
});

describe('Ventas y redenciones prepagadas', () => {
  it('sums what was sold, redeemed, given back and voided in the range, in units and pesos', async () => {
    const report = await data('prepaidMovements', { from: '2026-11-01', to: '2026-11-30' });
    const row = {
      ...giftCards,
      unit: 'Pesos',
      sold: 150_000,
      redeemed: 40_000,
      restored: 30_000,
      voided: 20_000,
      sold_value: 150_000,
      redeemed_value: 40_000,
      restored_value: 30_000,
      voided_value: 20_000,
    };
    expect(report.rows).toEqual([row]);
    const { site, kind, unit, ...totals } = row;
    expect(report.totals).toEqual(totals);
    expect((await data('prepaidMovements', day('2026-11-24'))).rows).toEqual([
      {
        ...row,
        sold: 0,
        redeemed: 30_000,
        restored: 0,
        voided: 0,
        sold_value: 0,
        redeemed_value: 30_000,
        restored_value: 0,
        voided_value: 0,
      },
    ]);
    expect((await data('prepaidMovements', day('2026-11-26'))).rows).toEqual([]);
  });

  it('moves the balance from one day to the next, less what expired', async () => {
    // balance(d) = balance(d - 1) + sold - redeemed + restored - voided - expired(d).
    const balanceOf = async (date: string) => (await data('prepaidBalance', day(date))).totals.value;
    for (const date of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-12-23']) {
      const [y, m, d] = date.split('-').map(Number);
      const before = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
      const moved = (await data('prepaidMovements', day(date))).totals;
      const expired = (await data('prepaidExpired', day(date))).totals.value;
      expect(await balanceOf(date), date).toBe(
        (await balanceOf(before)) +
          moved.sold_value -
          moved.redeemed_value +
          moved.restored_value -
          moved.voided_value -
          expired,
      );
    }
  });
});

describe('Valor vencido', () => {
  it('lists the instruments whose last day fell in the range, with what was left at its end', async () => {
    const report = await data('prepaidExpired', { from: '2026-12-01', to: '2026-12-31' });
    const [code] = await server.db.rows<{ code: string }>(
      sql`select code from wallet_instrument where id = ${cards.b}`,
    );
    expect(report.rows).toEqual([
      {
        expires_on: '2026-12-23',
        ...giftCards,
        reference: `…${code.code.slice(-4)}`,
        client: null,
        pesos: 40_000,
        sessions: 0,
        value: 40_000,
      },
    ]);
    expect(report.totals).toEqual({ pesos: 40_000, sessions: 0, value: 40_000 });
    // The whole code is never in a report.
    expect(JSON.stringify(report)).not.toContain(code.code);
    expect((await data('prepaidExpired', { from: '2026-11-01', to: '2026-12-22' })).rows).toEqual([]);
    // On its last day a card has not expired yet: the report waits for the day to pass.
    at('2026-12-23T15:00:00Z');
    try {
      expect((await data('prepaidExpired', { from: '2026-12-01', to: '2026-12-31' })).rows).toEqual([]);
    } finally {
      at('2026-12-24T15:00:00Z');
    }
    // C expired the same day but was voided: no value was lost on it.
    expect(
      await server.db.rows(sql`select expires_on::text from wallet_instrument where id = ${cards.c}`),
    ).toEqual([{ expires_on: '2026-12-23' }]);
  });
});

describe('a gift card in the sales reports', () => {
  it('is its own category, and a day’s categories, sites, summary and payment lines agree', async () => {
    for (const date of ['2026-11-23', '2026-11-24']) {
      const summary = await company.admin.get('/api/sales/summary', { site_id: 0, from: date, to: date });
      expect(summary.status, JSON.stringify(summary.body)).toBe(200);
      const site = await data('salesSite', day(date));
      const categories = await data('salesCategory', day(date));
      const methods = await data('salesPaymentMethods', day(date));
      expect(site.totals.total, date).toBe(summary.body.data.total);
      expect(categories.totals.total, date).toBe(summary.body.data.total);
      expect(methods.totals.net, date).toBe(summary.body.data.total);
    }
    // 23 Nov: cards A and B (C's sale was refunded whole) and the visit B paid in part.
    expect((await data('salesCategory', day('2026-11-23'))).rows).toEqual([
      { category: 'Tarjetas de regalo', kind: 'Prepagado', units: 2, total: 130_000 },
      { category: 'Masajes', kind: 'Servicio', units: 1, total: 30_000 },
    ]);
    expect((await data('salesSite', day('2026-11-23'))).rows).toEqual([
      expect.objectContaining({ site: giftCards.site, sales: 3, total: 160_000 }),
    ]);
    const methods = (await data('salesPaymentMethods', day('2026-11-23'))).rows;
    expect(methods.find((row) => row.method === 'Tarjeta de regalo')).toMatchObject({ received: 10_000 });
    // A gift card is not a product: the product and service reports leave it out.
    expect((await data('productSales', day('2026-11-23'))).rows).toEqual([]);
    expect((await data('salesService', day('2026-11-23'))).totals.total).toBe(30_000);
    // The cash did come in: the drawer's reports keep the cards' money (and the refund's out).
    expect((await data('cashDrawerIncome', day('2026-11-23'))).totals).toMatchObject({ income: 170_000 });
    expect((await data('cashDrawerIncome', day('2026-11-25'))).totals).toMatchObject({ outflow: 20_000 });
    // 24 Nov: the visit A paid, refunded the next day: nothing left of it.
    expect((await data('salesCategory', day('2026-11-24'))).rows).toEqual([]);
    expect(sales.a).toBeGreaterThan(0);
  });
});

describe('a package (another kind, sessions)', () => {
  it('shows its sessions and their worth at the price its sale line charged per session', async () => {
    const other = await newCompany(server);
    at('2026-11-23T14:00:00Z');
    try {
      await openDrawer(other, 0);
      const specialist = await newSpecialist(other);
      const service = await newService(other, { price: 100_000, specialistIds: [specialist.id] });
      const client = await newClient(other);
      const sale = await ok(
        await other.admin.post('/api/sales/checkout', {
          site_id: other.siteId,
          client_id: client.id,
          lines: [{ service_id: service.id, specialist_id: specialist.id }],
          payments: [{ amountPay: 100_000, paymentMethod: 'efectivo' }],
        }),
      );
      // Ten sessions for the $100.000 line, three used: written as the packages slice writes them.
      const [line] = await server.db.rows<{ id: number }>(
        sql`select id from history_payment_detail where history_payment_id = ${sale.id}`,
      );
      const [instrument] = await server.db.rows<{ id: number }>(
        sql`insert into wallet_instrument (subscriber_owner_company_id, kind, unit, site_id, client_id, initial_units,
              history_payment_id, history_payment_detail_id)
            values (${other.companyId}, 'package', 'sessions', ${other.siteId}, ${client.id}, 10, ${sale.id}, ${line.id})
            returning id`,
      );
      await server.db.rows(
        sql`insert into wallet_entry (subscriber_owner_company_id, wallet_instrument_id, client_id, kind, units, history_payment_id)
            values (${other.companyId}, ${instrument.id}, ${client.id}, 'issue', 10, ${sale.id}),
              (${other.companyId}, ${instrument.id}, ${client.id}, 'redeem', -3, ${sale.id})`,
      );
      const report = async (id: string) => {
        const response = await other.admin.get(`/api/reports/${id}`, day('2026-11-23'));
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        return response.body.data.rows;
      };
      expect(await report('prepaidBalance')).toEqual([
        {
          site: 'Sede Centro',
          kind: 'Plan de sesiones',
          instruments: 1,
          pesos: 0,
          sessions: 7,
          value: 70_000,
        },
      ]);
      expect(await report('prepaidMovements')).toEqual([
        {
          site: 'Sede Centro',
          kind: 'Plan de sesiones',
          unit: 'Sesiones',
          sold: 10,
          redeemed: 3,
          restored: 0,
          voided: 0,
          sold_value: 100_000,
          redeemed_value: 30_000,
          restored_value: 0,
          voided_value: 0,
        },
      ]);
    } finally {
      at('2026-12-24T15:00:00Z');
    }
  });
});

describe('whose data', () => {
  it('never shows another company’s instruments, and refuses its site or a site not the user’s', async () => {
    const other = await newCompany(server);
    at('2026-11-23T14:00:00Z');
    try {
      await openDrawer(other, 0);
      await sellGiftCard(other, { amount: 70_000 });
    } finally {
      at('2026-12-24T15:00:00Z');
    }
    const november = { from: '2026-11-01', to: '2026-11-30' };
    expect((await data('prepaidMovements', november)).totals.sold_value).toBe(150_000);
    expect((await data('prepaidBalance', day('2026-11-23'))).totals.pesos).toBe(140_000);
    const theirs = (await data('prepaidMovements', november, other.admin)).totals.sold_value;
    expect(theirs).toBe(70_000);
    for (const id of ['prepaidBalance', 'prepaidMovements', 'prepaidExpired']) {
      const refused = await company.admin.get(`/api/reports/${id}`, { ...november, site_id: other.siteId });
      expect(refused.status, id).toBe(404);
    }
    // A manager of one site: another site of the same company is refused, theirs is counted.
    const norte = await ok(await company.admin.post('/api/items/site', { name: 'Sede Norte' }));
    const manager = (await newUser(server, company, { role: 'administrador', siteIds: [norte.id] })).client;
    for (const id of ['prepaidBalance', 'prepaidMovements', 'prepaidExpired']) {
      const refused = await manager.get(`/api/reports/${id}`, { ...november, site_id: company.siteId });
      expect(refused.status, id).toBe(403);
      const mine = await manager.get(`/api/reports/${id}`, { from: '2026-11-01', to: '2026-12-31' });
      expect(mine.status, id).toBe(200);
      expect(mine.body.data.rows, id).toEqual([]);
    }
  });
});
