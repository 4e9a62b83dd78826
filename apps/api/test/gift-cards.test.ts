import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testToday } from './clock';
import {
  newClient,
  newService,
  newSpecialist,
  openDrawer,
  saveSetting,
  sellGiftCard,
} from './data-factories';
import { newCompany, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';
import { unitsLeft, walletEntries } from './wallet-factories';

// Issue 29, the first slice (decision 050): gift cards in the client wallet. Sold as a cart line,
// spent as a payment (by code or from the client's wallet) in part across visits, given back by
// refunds exactly once, voided by the refund of the sale that sold them. Every test reads the
// ledger rows as well as the answers.

let server: TestServer;
let company: TestCompany;
let specialist: { id: number };
let service: { id: number };

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
  await openDrawer(company, 100_000);
  specialist = await newSpecialist(company);
  service = await newService(company, { price: 30_000, specialistIds: [specialist.id] });
});

afterAll(async () => {
  await server?.close();
});

type CardPayment = { code?: string; instrument_id?: number; amount: number };

// A visit of the 30.000 service, paid with cards and the rest in cash.
const visit = (
  cards: CardPayment[],
  options: { clientId?: number | null; cash?: number; extraLines?: unknown[]; pending?: boolean } = {},
) =>
  company.admin.post('/api/sales/checkout', {
    site_id: company.siteId,
    client_id: options.clientId ?? null,
    lines: [{ service_id: service.id, specialist_id: specialist.id }, ...(options.extraLines ?? [])],
    gift_cards: cards,
    payments: (options.cash ?? 0) > 0 ? [{ amountPay: options.cash, paymentMethod: 'efectivo' }] : [],
    pending: options.pending ?? false,
  });

// The company's gift-card expiry in months ('' : none), created or changed.
const setExpiry = (value: string) => saveSetting(company, 'gift_card_expiry_months', value);

const refund = (saleId: number, body: Record<string, unknown> = {}) =>
  company.admin.post(`/api/sales/${saleId}/refunds`, { reason: 'Devolución de prueba', ...body });

describe('selling a gift card', () => {
  it('is a cart line of its own: the card, its code and a +amount entry in the same sale, the money in the drawer', async () => {
    const client = await newClient(company);
    const response = await company.admin.post('/api/sales/checkout', {
      site_id: company.siteId,
      client_id: client.id,
      lines: [
        {
          gift_card: {
            amount: 80_000,
            recipient_name: 'Ana Gómez',
            recipient_email: 'Ana@Correo.co',
            message: '¡Feliz cumpleaños!',
          },
        },
      ],
      payments: [{ amountPay: 80_000, paymentMethod: 'tarjeta' }],
      total: 80_000,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const sale = response.body.data;
    expect(sale.total).toBe(80_000);
    expect(sale.gift_cards_sold).toHaveLength(1);
    const [card] = sale.gift_cards_sold;
    expect(card.code).toMatch(/^[A-HJKMNP-Z2-9]{16}$/);
    expect(card).toMatchObject({ amount: 80_000, expires_on: null });
    const [row] = await server.db.rows(
      sql`select kind, unit, client_id, site_id, recipient_name, recipient_email, message, initial_units::int as initial,
            status, history_payment_id, (select line_type from history_payment_detail d where d.id = w.history_payment_detail_id) as line
          from wallet_instrument w where id = ${card.id}`,
    );
    expect(row).toEqual({
      kind: 'gift_card',
      unit: 'pesos',
      client_id: client.id,
      site_id: company.siteId,
      recipient_name: 'Ana Gómez',
      recipient_email: 'ana@correo.co',
      message: '¡Feliz cumpleaños!',
      initial: 80_000,
      status: 'activa',
      history_payment_id: sale.id,
      line: 'gift_card',
    });
    expect(await walletEntries(server, card.id)).toEqual([
      { kind: 'issue', units: 80_000, history_payment_id: sale.id, sale_refund_id: null, reason: null },
    ]);
    const [money] = await server.db.rows<{ total: number }>(
      sql`select sum(m.amount)::int as total from history_payment_method hm join money_movement m on m.id = hm.money_movement_id
          where hm.history_payment_id = ${sale.id}`,
    );
    expect(money.total).toBe(80_000);

    // The wallet shows it with what is left, never the whole code.
    const wallet = await company.admin.get(`/api/clients/${client.id}/wallet`);
    expect(wallet.status).toBe(200);
    expect(wallet.body.data.instruments).toEqual([
      expect.objectContaining({
        id: card.id,
        kind: 'gift_card',
        code_end: card.code.slice(-4),
        initial: 80_000,
        left: 80_000,
        expires_on: null,
        expired: false,
        status: 'activa',
      }),
    ]);
    expect(JSON.stringify(wallet.body)).not.toContain(card.code);
  });

  it('a gift card line is one unit without specialist, price change or promotions; the amount is whole pesos from $1.000', async () => {
    const bad = [
      { gift_card: { amount: 500 } },
      { gift_card: { amount: 10_000.5 } },
      { gift_card: { amount: 10_000 }, amount: 2 },
      { gift_card: { amount: 10_000 }, specialist_id: specialist.id },
      { gift_card: { amount: 10_000 }, service_id: service.id },
      { gift_card: { amount: 10_000, recipient_email: 'no-es-correo' } },
    ];
    for (const line of bad) {
      const response = await company.admin.post('/api/sales/checkout', {
        site_id: company.siteId,
        lines: [line],
        payments: [{ amountPay: 10_000, paymentMethod: 'efectivo' }],
      });
      expect([400, 422], JSON.stringify(line)).toContain(response.status);
      expect(response.body.errors[0].message).toMatch(/tarjeta de regalo|línea|correo/i);
    }
    const [count] = await server.db.rows<{ n: number }>(
      sql`select count(*)::int as n from wallet_instrument where subscriber_owner_company_id = ${company.companyId}`,
    );
    expect(count.n).toBe(1);
  });

  it('the company setting gives the expiry in months; an invalid value is refused', async () => {
    const refused = await setExpiry('doce');
    expect(refused.status).toBe(400);
    const setting = await setExpiry('12');
    expect(setting.status).toBe(200);
    try {
      const { card } = await sellGiftCard(company, { amount: 20_000 });
      const [year, month, day] = testToday().split('-');
      expect(card).toMatchObject({ expires_on: `${Number(year) + 1}-${month}-${day}` });
    } finally {
      await setExpiry('');
    }
  });

  it('is sold and spent only at the charge: a pending sale takes neither', async () => {
    const pending = await company.admin.post('/api/sales/checkout', {
      site_id: company.siteId,
      lines: [{ gift_card: { amount: 10_000 } }],
      pending: true,
    });
    expect(pending.status).toBe(422);
    expect(pending.body.errors[0].message).toMatch(/tarjetas de regalo se venden y se usan al cobrar/);
  });
});

describe('paying with a gift card', () => {
  it('in part across several visits, by code (typed with dashes and small letters) or from the client wallet', async () => {
    const client = await newClient(company);
    const { card } = await sellGiftCard(company, { amount: 50_000, clientId: client.id });
    const typed = card.code.toLowerCase().replace(/(.{4})(?!$)/g, '$1-');
    const first = await visit([{ code: typed, amount: 30_000 }]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ total: 30_000, gift_card_used: 30_000, change: 0 });
    expect(await unitsLeft(server, card.id)).toBe(20_000);

    // The rest of the card, and cash for what it does not cover.
    const second = await visit([{ instrument_id: card.id, amount: 20_000 }], {
      clientId: client.id,
      cash: 10_000,
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data).toMatchObject({ gift_card_used: 20_000, amount_paid: 30_000 });
    expect(await unitsLeft(server, card.id)).toBe(0);
    expect((await walletEntries(server, card.id)).map((entry) => [entry.kind, entry.units])).toEqual([
      ['issue', 50_000],
      ['redeem', -30_000],
      ['redeem', -20_000],
    ]);
    // No drawer movement for the card's pesos: only the cash of the second visit.
    const [moved] = await server.db.rows<{ total: number }>(
      sql`select coalesce(sum(m.amount), 0)::int as total from history_payment_method hm join money_movement m on m.id = hm.money_movement_id
          where hm.history_payment_id in (${first.body.data.id}, ${second.body.data.id})`,
    );
    expect(moved.total).toBe(10_000);

    const wallet = await company.admin.get(`/api/clients/${client.id}/wallet`);
    expect(wallet.body.data.instruments[0]).toMatchObject({ left: 0 });
    expect(wallet.body.data.instruments[0].history.map((entry: { kind: string }) => entry.kind)).toEqual([
      'issue',
      'redeem',
      'redeem',
    ]);
  });

  it('refuses an overdrawn card, more than the sale costs, a card paying for a card, and a card not in the wallet, changing nothing', async () => {
    const owner = await newClient(company);
    const stranger = await newClient(company);
    const { card } = await sellGiftCard(company, { amount: 10_000, clientId: owner.id });
    const before = await walletEntries(server, card.id);

    const overdrawn = await visit([{ code: card.code, amount: 15_000 }], { cash: 15_000 });
    expect(overdrawn.status).toBe(422);
    expect(overdrawn.body.errors[0].message).toBe(
      `La tarjeta de regalo terminada en ${card.code.slice(-4)} tiene $10.000 disponibles: no alcanza para $15.000.`,
    );
    // The same card twice in one request counts as one use of the sum.
    const twice = await visit(
      [
        { code: card.code, amount: 6_000 },
        { instrument_id: card.id, amount: 6_000 },
      ],
      { clientId: owner.id, cash: 18_000 },
    );
    expect(twice.status).toBe(422);
    expect(twice.body.errors[0].message).toMatch(/no alcanza para \$12\.000/);

    const cheap = await newService(company, { price: 5_000, specialistIds: [specialist.id] });
    const beyond = await company.admin.post('/api/sales/checkout', {
      site_id: company.siteId,
      lines: [{ service_id: cheap.id, specialist_id: specialist.id }],
      gift_cards: [{ code: card.code, amount: 8_000 }],
    });
    expect(beyond.status).toBe(422);
    expect(beyond.body.errors[0].message).toBe(
      'Con tarjetas de regalo se pagan como máximo $5.000 de esta venta.',
    );

    const cardForCard = await company.admin.post('/api/sales/checkout', {
      site_id: company.siteId,
      lines: [{ gift_card: { amount: 10_000 } }],
      gift_cards: [{ code: card.code, amount: 10_000 }],
    });
    expect(cardForCard.status).toBe(422);
    expect(cardForCard.body.errors[0].message).toMatch(/como máximo \$0/);

    const notHers = await visit([{ instrument_id: card.id, amount: 5_000 }], {
      clientId: stranger.id,
      cash: 25_000,
    });
    expect(notHers.status).toBe(422);
    expect(notHers.body.errors[0].message).toBe('Esa tarjeta de regalo no está en el monedero del cliente.');

    const unknown = await visit([{ code: 'ABCDEFGHJKMNPQRS', amount: 5_000 }], { cash: 25_000 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].message).toBe('No hay una tarjeta de regalo con ese código.');

    // The server recomputes the total: a screen showing another is refused as any sale.
    const disagreeing = await company.admin.post('/api/sales/checkout', {
      site_id: company.siteId,
      lines: [{ service_id: service.id, specialist_id: specialist.id }],
      gift_cards: [{ code: card.code, amount: 10_000 }],
      payments: [{ amountPay: 10_000, paymentMethod: 'efectivo' }],
      total: 20_000,
    });
    expect(disagreeing.status).toBe(422);
    expect(disagreeing.body.errors[0].message).toMatch(/El total no coincide/);

    expect(await walletEntries(server, card.id)).toEqual(before);
  });

  it('a card past its last day is refused', async () => {
    expect((await setExpiry('1')).status).toBe(200);
    const { card } = await sellGiftCard(company, { amount: 10_000 });
    await setExpiry('');
    const now = server.clock.now();
    server.clock.advance(40 * 24 * 3600 * 1000);
    try {
      const late = await visit([{ code: card.code, amount: 10_000 }], { cash: 20_000 });
      expect(late.status).toBe(422);
      expect(late.body.errors[0].message).toBe(
        `La tarjeta de regalo terminada en ${card.code.slice(-4)} venció el ${card.expires_on}.`,
      );
      const looked = await company.admin.get('/api/gift-cards/lookup', { code: card.code });
      expect(looked.body.data).toMatchObject({ expired: true, left: 10_000 });
    } finally {
      server.clock.set(now);
    }
    expect(await unitsLeft(server, card.id)).toBe(10_000);
  });
});

describe('refunds', () => {
  it('a refunded sale that used a card gives the card its share back exactly once, whatever refund_to says', async () => {
    const client = await newClient(company);
    const { card } = await sellGiftCard(company, { amount: 40_000 });
    const paid = await visit([{ code: card.code, amount: 20_000 }], { clientId: client.id, cash: 10_000 });
    expect(paid.status).toBe(200);
    const saleId = paid.body.data.id;
    expect(await unitsLeft(server, card.id)).toBe(20_000);

    const whole = await refund(saleId, { refund_to: 'deposit' });
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    expect(whole.body.data).toMatchObject({ total: 30_000, sale_status: 'anulado' });
    expect(await unitsLeft(server, card.id)).toBe(40_000);
    const again = await refund(saleId);
    expect(again.status).toBe(409);
    expect(await unitsLeft(server, card.id)).toBe(40_000);
    const shares = await server.db.rows(
      sql`select code, amount::int as amount from sale_refund_share where history_payment_id = ${saleId} order by code`,
    );
    expect(shares).toEqual([
      { code: 'efectivo', amount: 10_000 },
      { code: 'tarjeta_regalo', amount: 20_000 },
    ]);
    const restored = (await walletEntries(server, card.id)).filter((entry) => entry.kind === 'restore');
    expect(restored).toEqual([
      {
        kind: 'restore',
        units: 20_000,
        history_payment_id: saleId,
        sale_refund_id: whole.body.data.id,
        reason: null,
      },
    ]);
  });

  it('partial refunds give the card its share by the largest remainder, adding up to what it paid', async () => {
    const { card } = await sellGiftCard(company, { amount: 30_000 });
    const sale = await company.admin.post('/api/sales/checkout', {
      site_id: company.siteId,
      lines: [{ service_id: service.id, specialist_id: specialist.id }, { gift_card: { amount: 10_000 } }],
      gift_cards: [{ code: card.code, amount: 30_000 }],
      payments: [{ amountPay: 10_000, paymentMethod: 'efectivo' }],
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    const lines = await server.db.rows<{ id: number; line_type: string }>(
      sql`select id, line_type from history_payment_detail where history_payment_id = ${sale.body.data.id} order by id`,
    );
    const serviceLine = lines.find((line) => line.line_type === 'service')!;
    const first = await refund(sale.body.data.id, {
      lines: [{ history_payment_detail_id: serviceLine.id, amount: 1 }],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // 30.000 of 40.000 back, over card 30.000 and cash 10.000: 22.500 to the card.
    expect(await unitsLeft(server, card.id)).toBe(22_500);
    const rest = await refund(sale.body.data.id);
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(await unitsLeft(server, card.id)).toBe(30_000);
    // The card that sale sold was voided with it.
    const [sold] = await server.db.rows<{ id: number; status: string }>(
      sql`select id, status from wallet_instrument where history_payment_id = ${sale.body.data.id}`,
    );
    expect(sold.status).toBe('anulada');
    expect(await unitsLeft(server, sold.id)).toBe(0);
  });

  it('refunding the sale that sold a card voids it while unspent; a card partly spent is refused until its sales are refunded', async () => {
    const { saleId, card } = await sellGiftCard(company, { amount: 25_000 });
    const used = await visit([{ code: card.code, amount: 5_000 }], { cash: 25_000 });
    expect(used.status).toBe(200);

    const refused = await refund(saleId);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].message).toBe(
      `La tarjeta de regalo terminada en ${card.code.slice(-4)} ya se usó ($5.000): no se devuelve. Devuelve primero las ventas que pagó.`,
    );
    const [unchanged] = await server.db.rows<{ status: string; refunded: number }>(
      sql`select status, refunded_total::int as refunded from history_payment where id = ${saleId}`,
    );
    expect(unchanged).toEqual({ status: 'pagado', refunded: 0 });
    expect(await unitsLeft(server, card.id)).toBe(20_000);

    expect((await refund(used.body.data.id)).status).toBe(200);
    expect(await unitsLeft(server, card.id)).toBe(25_000);
    const voided = await refund(saleId);
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(await unitsLeft(server, card.id)).toBe(0);
    expect((await walletEntries(server, card.id)).at(-1)).toMatchObject({ kind: 'void', units: -25_000 });

    const spent = await visit([{ code: card.code, amount: 1_000 }], { cash: 29_000 });
    expect(spent.status).toBe(422);
    expect(spent.body.errors[0].message).toMatch(/está anulada/);
  });
});

describe('reading cards', () => {
  it('the lookup by code answers what is left; an unknown code is a 404; the items API never shows a code nor writes a card', async () => {
    const { card } = await sellGiftCard(company, { amount: 15_000 });
    const looked = await company.admin.get('/api/gift-cards/lookup', {
      code: ` ${card.code.toLowerCase()} `,
    });
    expect(looked.status).toBe(200);
    expect(looked.body.data).toMatchObject({ id: card.id, left: 15_000, code_end: card.code.slice(-4) });
    expect(JSON.stringify(looked.body)).not.toContain(card.code);

    const unknown = await company.admin.get('/api/gift-cards/lookup', { code: 'ABCDEFGHJKMNPQRS' });
    expect(unknown.status).toBe(404);
    const short = await company.admin.get('/api/gift-cards/lookup', { code: 'ABC' });
    expect(short.status).toBe(400);

    const items = await company.admin.get(`/api/items/wallet_instrument/${card.id}`);
    expect(items.status).toBe(200);
    expect(items.body.data.code).toBeUndefined();
    const byCode = await company.admin.get('/api/items/wallet_instrument', {
      filter: { code: { _eq: card.code } },
    });
    expect(byCode.status).toBe(400);
    const written = await company.admin.post('/api/items/wallet_entry', {
      wallet_instrument_id: card.id,
      kind: 'restore',
      units: 1_000_000,
    });
    expect(written.status).toBe(403);
    expect(await unitsLeft(server, card.id)).toBe(15_000);
  });

  it('the wallet of an unknown client is a 404', async () => {
    const response = await company.admin.get('/api/clients/999999/wallet');
    expect(response.status).toBe(404);
  });
});
