import { amountDue, depositBalance } from '@sari/domain/deposits';
import { addDays } from '@sari/domain/local-days';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { testToday } from './clock';
import {
  newClient,
  newMembershipPlan,
  newService,
  newSessionPackage,
  newSpecialist,
  newStockedProduct,
  openDrawer,
  saveSetting,
} from './data-factories';
import { apiClient, newCompany, type Response, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';
import { unitsLeft } from './wallet-factories';

// The world of the ledger property suite: a company with clients, products on the shelf,
// services, a specialist and an open drawer; the actions a front desk takes on it; and the
// invariants read from the raw rows after each one.

const CLIENTS = 3;
const PRODUCT_PRICES = [12_345, 30_000];
const SERVICE_PRICES = [18_000, 50_399];
const UNITS = 40;
// The session package of the catalogue (decision 051): a price that does not divide by its
// sessions, so the prorated refund rounds.
const PACKAGE = { sessions: 3, price: 100_001 };
// The membership plan (decision 055): two included services a month of the same services, sold
// and used by the same actions as the package (its periods are sessions of the same ledger).
const MEMBERSHIP = { sessions: 2, price: 70_001 };
const METHODS = ['efectivo', 'tarjeta'] as const;

export type LedgerAction =
  | {
      kind: 'sale';
      client: number | null;
      products: { product: number; units: number }[];
      services: number[];
      // Shares of the amount due paid in cash, by card, and left owed (credito, with a client).
      cash: number;
      card: number;
      credit: boolean;
      extra: number;
      overpayment: 'cambio' | 'abono';
      tip: { amount: number; method: string } | null;
    }
  | {
      kind: 'refund';
      sale: number;
      // Empty: the whole sale. Lines may repeat (a hostile request sums them).
      lines: { line: number; units: number }[];
      refundTo: 'original' | 'deposit';
      concurrent: boolean;
    }
  | {
      kind: 'book';
      client: number | null;
      service: number;
      day: number;
      slot: number;
      consumable: boolean;
      advance: { amount: number; method: string } | null;
    }
  // The desk charges a booking (an online one's package hints used, unless the cashier declines).
  | { kind: 'chargeBooking'; booking: number; concurrent: boolean; declinePackage: boolean }
  // A booking on the public page (decision 056): by a visitor, by a client typing her phone and
  // e-mail, or by a client signed in by code (her packages cover what they cover); a gift card's
  // code pays the advance (refused while the owner has not allowed it: `cardsOff`).
  | {
      kind: 'bookOnline';
      client: number | null;
      signedIn: boolean;
      services: number[];
      card: number | null;
      cardsOff: boolean;
      day: number;
      slot: number;
    }
  // A booking cancelled at the desk, deleted, or cancelled by its link (online ones); `again`:
  // restored and cancelled a second time; `concurrent`: two cancellations at once.
  | {
      kind: 'cancelBooking';
      booking: number;
      how: 'cancel' | 'delete' | 'link';
      again: boolean;
      concurrent: boolean;
    }
  // A membership period paused, resumed or cancelled at the desk (decision 055).
  | { kind: 'membershipState'; pkg: number; op: 'pause' | 'resume' | 'cancel'; concurrent: boolean }
  // A cancelled booking's money advance paid back from the drawer or moved to the client's
  // balance (decision 067); `concurrent`: both ways asked at once.
  | { kind: 'settleAdvance'; booking: number; way: 'return' | 'balance'; concurrent: boolean }
  | { kind: 'deposit'; client: number; amount: number; method: string }
  | { kind: 'creditPayment'; client: number; share: number; method: string }
  | { kind: 'movement'; type: 'income' | 'expense'; amount: number; method: string }
  | { kind: 'closeAndReopen'; float: number; off: number }
  | { kind: 'count'; product: number; units: number; twice: boolean }
  // Gift cards (decision 050): one sold, and a visit paid with one (its share of what is left, by
  // code or from its owner's wallet; twice at once when `concurrent`).
  | { kind: 'sellGiftCard'; client: number | null; amount: number; method: string }
  | {
      kind: 'redeem';
      card: number;
      service: number;
      share: number;
      fromWallet: boolean;
      concurrent: boolean;
    }
  // Session packages (decision 051): one sold to a client, and a visit paid with one of its
  // sessions (by its owner, or by another client who must be refused; twice at once when
  // `concurrent`).
  | { kind: 'sellPackage'; client: number; method: string; what: 'package' | 'membership' }
  | { kind: 'useSession'; pkg: number; service: number; stranger: boolean; concurrent: boolean };

// Every public request from an address of its own, so no per-address limit is what refuses it.
let addresses = 0;
let people = 0;
let phones = 0;
const publicPost = (server: TestServer, path: string, body: unknown) => {
  const n = ++addresses;
  return apiClient(server).request('POST', path, body, {
    'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  });
};
const freshPhone = () => `+57 320 ${String(1_000_000 + ++phones).slice(-7)}`;

const money = fc.integer({ min: 1, max: 200 }).map((n) => n * 500);

export function ledgerActions(): fc.Arbitrary<LedgerAction[]> {
  const action: fc.Arbitrary<LedgerAction> = fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({
        kind: fc.constant('sale' as const),
        client: fc.option(fc.nat({ max: CLIENTS - 1 }), { nil: null, freq: 4 }),
        products: fc.array(
          fc.record({
            product: fc.nat({ max: PRODUCT_PRICES.length - 1 }),
            units: fc.integer({ min: 1, max: 4 }),
          }),
          { maxLength: 2 },
        ),
        services: fc.array(fc.nat({ max: SERVICE_PRICES.length - 1 }), { maxLength: 2 }),
        cash: fc.integer({ min: 0, max: 100 }).map((n) => n / 100),
        card: fc.integer({ min: 0, max: 100 }).map((n) => n / 100),
        credit: fc.boolean(),
        extra: fc.oneof(fc.constant(0), money),
        overpayment: fc.constantFrom('cambio' as const, 'abono' as const),
        tip: fc.option(fc.record({ amount: money, method: fc.constantFrom(...METHODS) }), { nil: null }),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('refund' as const),
        sale: fc.nat({ max: 50 }),
        lines: fc.array(fc.record({ line: fc.nat({ max: 4 }), units: fc.integer({ min: 1, max: 4 }) }), {
          maxLength: 4,
        }),
        refundTo: fc.constantFrom('original' as const, 'deposit' as const),
        concurrent: fc.boolean(),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('book' as const),
        client: fc.option(fc.nat({ max: CLIENTS - 1 }), { nil: null, freq: 4 }),
        service: fc.nat({ max: SERVICE_PRICES.length - 1 }),
        day: fc.nat({ max: 20 }),
        slot: fc.nat({ max: 20 }),
        consumable: fc.boolean(),
        advance: fc.option(fc.record({ amount: money, method: fc.constantFrom(...METHODS, 'credito') }), {
          nil: null,
        }),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('chargeBooking' as const),
        booking: fc.nat({ max: 20 }),
        concurrent: fc.boolean(),
        declinePackage: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('bookOnline' as const),
        client: fc.option(fc.nat({ max: CLIENTS - 1 }), { nil: null, freq: 5 }),
        signedIn: fc.integer({ min: 0, max: 3 }).map((n) => n > 0),
        services: fc.array(fc.nat({ max: SERVICE_PRICES.length - 1 }), { minLength: 1, maxLength: 2 }),
        card: fc.option(fc.nat({ max: 10 }), { nil: null, freq: 2 }),
        cardsOff: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
        day: fc.nat({ max: 30 }),
        slot: fc.nat({ max: 19 }),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('cancelBooking' as const),
        booking: fc.nat({ max: 20 }),
        how: fc.constantFrom('cancel' as const, 'cancel' as const, 'delete' as const, 'link' as const),
        again: fc.boolean(),
        concurrent: fc.boolean(),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('settleAdvance' as const),
        booking: fc.nat({ max: 20 }),
        way: fc.constantFrom('return' as const, 'balance' as const),
        concurrent: fc.boolean(),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('membershipState' as const),
        pkg: fc.nat({ max: 10 }),
        op: fc.constantFrom('pause' as const, 'resume' as const, 'cancel' as const),
        concurrent: fc.boolean(),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('deposit' as const),
        client: fc.nat({ max: CLIENTS - 1 }),
        amount: money,
        method: fc.constantFrom(...METHODS),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('creditPayment' as const),
        client: fc.nat({ max: CLIENTS - 1 }),
        share: fc.integer({ min: 5, max: 100 }).map((n) => n / 100),
        method: fc.constantFrom(...METHODS),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('movement' as const),
        type: fc.constantFrom('income' as const, 'expense' as const),
        amount: money,
        method: fc.constantFrom('efectivo', 'efectivo', 'credito'),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('closeAndReopen' as const),
        float: fc.integer({ min: 0, max: 100 }).map((n) => n * 1000),
        off: fc.integer({ min: -2, max: 2 }).map((n) => n * 100),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('sellGiftCard' as const),
        client: fc.option(fc.nat({ max: CLIENTS - 1 }), { nil: null, freq: 3 }),
        amount: money.map((value) => value + 1_000),
        method: fc.constantFrom(...METHODS),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('redeem' as const),
        card: fc.nat({ max: 10 }),
        service: fc.nat({ max: SERVICE_PRICES.length - 1 }),
        share: fc.integer({ min: 1, max: 120 }).map((n) => n / 100),
        fromWallet: fc.boolean(),
        concurrent: fc.boolean(),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('sellPackage' as const),
        client: fc.nat({ max: CLIENTS - 1 }),
        method: fc.constantFrom(...METHODS),
        what: fc.constantFrom('package' as const, 'membership' as const),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('useSession' as const),
        pkg: fc.nat({ max: 10 }),
        service: fc.nat({ max: SERVICE_PRICES.length - 1 }),
        stranger: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
        concurrent: fc.boolean(),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('count' as const),
        product: fc.nat({ max: PRODUCT_PRICES.length - 1 }),
        units: fc.integer({ min: 0, max: 60 }),
        twice: fc.boolean(),
      }),
    },
  );
  return fc.array(action, { minLength: 6, maxLength: 24 });
}

type Model = {
  sales: { id: number; lines: number[] }[];
  cards: { id: number; code: string; clientId: number | null }[];
  packages: { id: number; clientId: number; what: 'package' | 'membership' }[];
  bookings: Booking[];
  // What each charge answered, checked against the rows it wrote.
  charges: Map<
    number,
    {
      received: number;
      depositUsed: number;
      advanceUsed: number;
      total: number;
      credit: number;
      abono: number;
      walletUsed: number;
      // What an online booking's gift card advance paid of this charge (decision 056).
      cardAdvance?: { instrumentId: number; used: number };
    }
  >;
};

type Booking = {
  id: number;
  services: { id: number; service_id: number; package_instrument_id: number | null }[];
  total: number;
  // The reservation's advance not used yet (cash at the desk, or a gift card's online).
  advance: number;
  // Booked on the public page: its link's token and the gift card advance it holds.
  online?: { token: string; card: number | null; held: number };
  deleted?: boolean;
};

export type Ledger = {
  freshCompany: () => Promise<{
    step: (action: LedgerAction) => Promise<void>;
    check: () => Promise<void>;
    tamper: () => Promise<void>;
    tamperSession: () => Promise<void>;
  }>;
  close: () => Promise<void>;
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function fail(message: string, detail: unknown): never {
  throw new Error(`${message}: ${JSON.stringify(detail)}`);
}

// Never a 500; anything else is an answer the suite can reason about.
function answered(response: Response, what: string) {
  if (response.status >= 500) {
    fail(`${what} answered ${response.status}`, response.body);
  }
  return response.status === 200;
}

export async function ledgerWorld(): Promise<Ledger> {
  const server: TestServer = await startTestServer();
  return {
    close: () => server.close(),
    freshCompany: async () => {
      const company = await newCompany(server);
      return companyRun(server, company);
    },
  };
}

async function companyRun(server: TestServer, company: TestCompany) {
  const db = server.db;
  const admin = company.admin;
  // Each client with an e-mail and a phone of her own: she signs in on the public page by code,
  // or books there as herself by typing both (decision 056).
  const clients: { id: number; email: string; phone: string }[] = [];
  for (let index = 0; index < CLIENTS; index++) {
    const n = ++people;
    const contact = {
      email: `monedero-${n}@ledger.test`,
      phone: `+57 301 ${String(1_000_000 + n).slice(-7)}`,
    };
    const client = await newClient(company, contact);
    clients.push({ id: client.id, ...contact });
  }
  const specialist = await newSpecialist(company);
  const products: { id: number }[] = [];
  for (const price of PRODUCT_PRICES) {
    products.push(await newStockedProduct(company, { price, units: UNITS }));
  }
  const services: { id: number }[] = [];
  for (const price of SERVICE_PRICES) {
    services.push(await newService(company, { price, specialistIds: [specialist.id] }));
  }
  // The factory's specialist works every day, all day: every booked time is inside her hours.
  await openDrawer(company, 50_000);
  const plan = await newSessionPackage(company, {
    serviceIds: services.map((service) => service.id),
    sessions: PACKAGE.sessions,
    price: PACKAGE.price,
  });
  const membership = await newMembershipPlan(company, {
    serviceIds: services.map((service) => service.id),
    included: MEMBERSHIP.sessions,
    price: MEMBERSHIP.price,
  });
  const model: Model = { sales: [], cards: [], packages: [], bookings: [], charges: new Map() };
  const companyId = company.companyId;
  // The owner lets gift cards pay online advances (decision 056); `cardsOff` turns it off for a try.
  const onlineCards = async (value: 'true' | 'false') => {
    const saved = await saveSetting(company, 'online_gift_cards', value);
    if (saved.status !== 200) {
      fail('the online gift card setting was not saved', saved.body);
    }
  };
  await onlineCards('true');
  const [{ slug }] = await db.rows<{ slug: string }>(
    sql`select public_slug as slug from subscriber_owner_company where id = ${companyId}`,
  );
  const visitors = new Map<number, string>();
  const leftOn = (instrumentId: number) => unitsLeft(server, instrumentId);

  const balanceOf = async (clientId: number) => {
    const history = await db.rows<{ tipo: string; remaining_amount: number }>(
      sql`select tipo, remaining_amount from history_payment_deposit where client_id = ${clientId}`,
    );
    const deposits = await db.rows<{ remaining_amount: number }>(
      sql`select remaining_amount from client_deposit where client_id = ${clientId}`,
    );
    return depositBalance(history, deposits);
  };

  // What must not change when a request is refused.
  const fingerprint = async () =>
    JSON.stringify(
      await db.rows(sql`select
        (select count(*) from money_movement where subscriber_owner_company_id = ${companyId}) as movements,
        (select coalesce(sum(amount), 0) from money_movement where subscriber_owner_company_id = ${companyId}) as moved,
        (select count(*) from history_payment where subscriber_owner_company_id = ${companyId}) as sales,
        (select count(*) from sale_refund where subscriber_owner_company_id = ${companyId}) as refunds,
        (select count(*) from stock_movement where subscriber_owner_company_id = ${companyId}) as stock_moves,
        (select coalesce(sum(remaining_amount), 0) from client_deposit where subscriber_owner_company_id = ${companyId}) as deposits,
        (select coalesce(sum(remaining_amount), 0) from history_payment_deposit where subscriber_owner_company_id = ${companyId}) as balances,
        (select string_agg(status || refunded_total, ',' order by id) from history_payment where subscriber_owner_company_id = ${companyId}) as states,
        (select count(*) from advance_payment where subscriber_owner_company_id = ${companyId}) as advance_rows,
        (select string_agg(advance_payment || ':' || is_used || ':' || (returned_at is null), ',' order by id) from advance_payment
          where subscriber_owner_company_id = ${companyId}) as advances,
        (select count(*) from wallet_entry where subscriber_owner_company_id = ${companyId}) as wallet_entries,
        (select coalesce(sum(units), 0) from wallet_entry where subscriber_owner_company_id = ${companyId}) as wallet_units,
        (select string_agg(status, ',' order by id) from wallet_instrument where subscriber_owner_company_id = ${companyId}) as cards`),
    );

  async function sale(action: Extract<LedgerAction, { kind: 'sale' }>) {
    const client = action.client === null ? null : clients[action.client];
    const lines = [
      ...action.products.map((line) => ({ product_id: products[line.product].id, amount: line.units })),
      ...action.services.map((index) => ({
        service_id: services[index].id,
        specialist_id: specialist.id,
        use_package: false as const,
      })),
    ];
    if (lines.length === 0) {
      return;
    }
    const total =
      sum(action.products.map((line) => PRODUCT_PRICES[line.product] * line.units)) +
      sum(action.services.map((index) => SERVICE_PRICES[index]));
    const balance = client ? await balanceOf(client.id) : 0;
    const due = amountDue(total, balance);
    const cash = Math.round(due * action.cash);
    const card = Math.min(due - cash, Math.round(due * action.card));
    const rest = due - cash - card;
    const payments = [
      { amountPay: cash + (action.credit && client ? 0 : rest) + action.extra, paymentMethod: 'efectivo' },
      { amountPay: card, paymentMethod: 'tarjeta' },
      { amountPay: action.credit && client ? rest : 0, paymentMethod: 'credito' },
    ].filter((payment) => payment.amountPay > 0);
    const response = await admin.post('/api/sales/checkout', {
      site_id: company.siteId,
      client_id: client?.id ?? null,
      cart_type: action.products.length > 0 && action.services.length === 0 ? 'product' : 'service',
      lines,
      payments,
      overpayment: action.overpayment,
      tips: action.tip
        ? [
            {
              specialist_id: specialist.id,
              ...{ amount: action.tip.amount, paymentMethod: action.tip.method },
            },
          ]
        : [],
      total,
    });
    if (!answered(response, 'checkout')) {
      return false;
    }
    const data = response.body.data;
    const details = await db.rows<{ id: number }>(
      sql`select id from history_payment_detail where history_payment_id = ${data.id} order by id`,
    );
    model.sales.push({ id: data.id, lines: details.map((detail) => detail.id) });
    const paid = sum(payments.filter((p) => p.paymentMethod !== 'credito').map((p) => p.amountPay));
    model.charges.set(data.id, {
      received: paid - data.change,
      depositUsed: data.deposit_used,
      advanceUsed: data.advance_used,
      total: data.total,
      credit: data.credit,
      abono: data.abono,
      walletUsed: data.gift_card_used,
    });
    return true;
  }

  // The sale's lines into the model, so refunds can pick them.
  async function remember(saleId: number) {
    const details = await db.rows<{ id: number }>(
      sql`select id from history_payment_detail where history_payment_id = ${saleId} order by id`,
    );
    model.sales.push({ id: saleId, lines: details.map((detail) => detail.id) });
  }

  async function sellGiftCard(action: Extract<LedgerAction, { kind: 'sellGiftCard' }>) {
    const client = action.client === null ? null : clients[action.client];
    const due = amountDue(action.amount, client ? await balanceOf(client.id) : 0);
    const response = await admin.post('/api/sales/checkout', {
      site_id: company.siteId,
      client_id: client?.id ?? null,
      lines: [{ gift_card: { amount: action.amount } }],
      payments: due > 0 ? [{ amountPay: due, paymentMethod: action.method }] : [],
      total: action.amount,
    });
    if (!answered(response, 'gift card sale')) {
      return false;
    }
    const data = response.body.data;
    const [card] = data.gift_cards_sold;
    if (data.gift_cards_sold.length !== 1 || card.amount !== action.amount) {
      fail('a gift card sale did not answer its card', data);
    }
    model.cards.push({ id: card.id, code: card.code, clientId: client?.id ?? null });
    await remember(data.id);
    model.charges.set(data.id, {
      received: due - data.change,
      depositUsed: data.deposit_used,
      advanceUsed: 0,
      total: data.total,
      credit: data.credit,
      abono: data.abono,
      walletUsed: data.gift_card_used,
    });
    return true;
  }

  async function redeem(action: Extract<LedgerAction, { kind: 'redeem' }>) {
    if (model.cards.length === 0) {
      return;
    }
    const card = model.cards[action.card % model.cards.length];
    const owned = action.fromWallet && card.clientId !== null;
    const clientId = owned ? card.clientId : null;
    const total = SERVICE_PRICES[action.service];
    const due = amountDue(total, clientId ? await balanceOf(clientId) : 0);
    // A share over 1 asks more than is left: the server must refuse it.
    const amount = Math.max(1, Math.round((await leftOn(card.id)) * action.share));
    const fromCard = Math.min(amount, due);
    const body = {
      site_id: company.siteId,
      client_id: clientId,
      lines: [{ service_id: services[action.service].id, specialist_id: specialist.id, use_package: false }],
      gift_cards: [
        owned ? { instrument_id: card.id, amount: fromCard } : { code: card.code, amount: fromCard },
      ],
      payments: due - fromCard > 0 ? [{ amountPay: due - fromCard, paymentMethod: 'efectivo' }] : [],
      total,
    };
    const send = () => admin.post('/api/sales/checkout', body);
    const responses = action.concurrent ? await Promise.all([send(), send()]) : [await send()];
    let charged = false;
    for (const response of responses) {
      if (!answered(response, 'gift card payment')) {
        continue;
      }
      charged = true;
      const data = response.body.data;
      if (data.gift_card_used !== fromCard) {
        fail('a sale took another amount from the card than asked', { data, fromCard });
      }
      await remember(data.id);
      model.charges.set(data.id, {
        received: due - fromCard - data.change,
        depositUsed: data.deposit_used,
        advanceUsed: 0,
        total: data.total,
        credit: data.credit,
        abono: data.abono,
        walletUsed: data.gift_card_used,
      });
    }
    return charged;
  }

  // A package or a membership period sold to a client: one helper for both, since both are
  // catalogue lines that put sessions in the client's wallet (decisions 051, 055).
  async function sellPackage(action: Extract<LedgerAction, { kind: 'sellPackage' }>) {
    const client = clients[action.client];
    const isPackage = action.what === 'package';
    const item = isPackage ? PACKAGE : MEMBERSHIP;
    const due = amountDue(item.price, await balanceOf(client.id));
    const response = await admin.post('/api/sales/checkout', {
      site_id: company.siteId,
      client_id: client.id,
      lines: [isPackage ? { package: plan.id } : { membership: membership.id }],
      payments: due > 0 ? [{ amountPay: due, paymentMethod: action.method }] : [],
      total: item.price,
    });
    if (!answered(response, `${action.what} sale`)) {
      return false;
    }
    const data = response.body.data;
    const soldList: { id: number; sessions?: number; included?: number; price: number }[] = isPackage
      ? data.packages_sold
      : data.memberships_sold;
    const [sold] = soldList;
    if (
      soldList.length !== 1 ||
      (isPackage ? sold.sessions : sold.included) !== item.sessions ||
      sold.price !== item.price
    ) {
      fail(`a ${action.what} sale did not answer what it sold`, data);
    }
    model.packages.push({ id: sold.id, clientId: client.id, what: action.what });
    await remember(data.id);
    model.charges.set(data.id, {
      received: due - data.change,
      depositUsed: data.deposit_used,
      advanceUsed: 0,
      total: data.total,
      credit: data.credit,
      abono: data.abono,
      walletUsed: data.gift_card_used,
    });
    return true;
  }

  async function useSession(action: Extract<LedgerAction, { kind: 'useSession' }>) {
    if (model.packages.length === 0) {
      return;
    }
    const pkg = model.packages[action.pkg % model.packages.length];
    const clientId = action.stranger
      ? clients.find((client) => client.id !== pkg.clientId)!.id
      : pkg.clientId;
    const body = {
      site_id: company.siteId,
      client_id: clientId,
      lines: [{ service_id: services[action.service].id, specialist_id: specialist.id, use_package: pkg.id }],
      payments: [],
      total: 0,
    };
    const [held] = await db.rows<{ status: string }>(
      sql`select status from wallet_instrument where id = ${pkg.id}`,
    );
    const send = () => admin.post('/api/sales/checkout', body);
    const responses = action.concurrent ? await Promise.all([send(), send()]) : [await send()];
    let charged = false;
    for (const response of responses) {
      if (!answered(response, 'session use')) {
        continue;
      }
      if (action.stranger) {
        fail('a client used another client’s package', response.body);
      }
      // A paused, cancelled or refunded period or package gives no session (decisions 051, 055).
      if (held.status !== 'activa') {
        fail(`a session of a package or membership ${held.status} was used`, response.body);
      }
      charged = true;
      const data = response.body.data;
      if (data.total !== 0 || data.package_sessions_used.length !== 1) {
        fail('a visit paid with a session was charged money', data);
      }
      await remember(data.id);
      model.charges.set(data.id, {
        received: 0,
        depositUsed: data.deposit_used,
        advanceUsed: 0,
        total: data.total,
        credit: data.credit,
        abono: data.abono,
        walletUsed: data.gift_card_used,
      });
    }
    return charged;
  }

  async function refund(action: Extract<LedgerAction, { kind: 'refund' }>) {
    if (model.sales.length === 0) {
      return;
    }
    const target = model.sales[action.sale % model.sales.length];
    const body = {
      lines: action.lines.map((line) => ({
        history_payment_detail_id: target.lines[line.line % target.lines.length],
        amount: line.units,
      })),
      reason: 'Prueba de propiedades',
      refund_to: action.refundTo,
    };
    const send = () => admin.post(`/api/sales/${target.id}/refunds`, body);
    const responses = action.concurrent ? await Promise.all([send(), send()]) : [await send()];
    for (const response of responses) {
      answered(response, 'refund');
    }
    return responses.some((response) => response.status === 200);
  }

  async function book(action: Extract<LedgerAction, { kind: 'book' }>) {
    const minutes = 8 * 60 + action.slot * 30;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const created = await admin.post('/api/items/service_reservation', {
      site_id: company.siteId,
      client_id: action.client === null ? null : clients[action.client].id,
      date: addDays(testToday(), 1 + action.day),
      service_reservation_service: [
        {
          service_id: services[action.service].id,
          specialist_id: specialist.id,
          service_time: time,
          ...(action.consumable
            ? { service_reservation_service_product: [{ product_id: products[0].id, amount: 1 }] }
            : {}),
        },
      ],
    });
    if (!answered(created, 'booking')) {
      return false;
    }
    const rows = await db.rows<Booking['services'][number]>(
      sql`select id, service_id, package_instrument_id from service_reservation_service
          where service_reservation_id = ${created.body.data.id} order by id`,
    );
    const booking: Booking = {
      id: created.body.data.id,
      services: rows,
      total: SERVICE_PRICES[action.service],
      advance: 0,
    };
    model.bookings.push(booking);
    if (action.advance) {
      const advance = await admin.post(
        `/api/calendar/reservations/${created.body.data.id}/advance-payments`,
        {
          amount: action.advance.amount,
          paymentMethod: action.advance.method,
        },
      );
      if (answered(advance, 'advance')) {
        if (action.advance.method === 'credito') {
          fail('an advance was taken "a crédito"', advance.body);
        }
        booking.advance += action.advance.amount;
      }
    }
    return true;
  }

  async function chargeBooking(action: Extract<LedgerAction, { kind: 'chargeBooking' }>) {
    if (model.bookings.length === 0) {
      return;
    }
    const booking = model.bookings[action.booking % model.bookings.length];
    const [reservation] = await db.rows<{ client_id: number | null }>(
      sql`select client_id from service_reservation where id = ${booking.id}`,
    );
    const prices = new Map(services.map((service, index) => [service.id, SERVICE_PRICES[index]]));
    // An online booking's services a package was meant to cover use it (the cashier may decline);
    // a package that can no longer pay (used up meanwhile, refunded) is refused, and the visit is
    // then charged in money.
    const hinted =
      !action.declinePackage && booking.services.some((service) => service.package_instrument_id);
    const clientId = reservation?.client_id ?? null;
    if (hinted && (await charge(booking, clientId, true, action.concurrent))) {
      return true;
    }
    return charge(booking, clientId, false, action.concurrent);

    async function charge(
      booking: Booking,
      clientId: number | null,
      usePackages: boolean,
      concurrent: boolean,
    ) {
      const before = await fingerprint();
      const lines = booking.services.map((service) => ({
        service_id: service.service_id,
        specialist_id: specialist.id,
        service_reservation_service_id: service.id,
        use_package: (usePackages && service.package_instrument_id) || false,
      }));
      const due = sum(
        booking.services
          .filter((service) => !(usePackages && service.package_instrument_id))
          .map((service) => prices.get(service.service_id)!),
      );
      const body = {
        site_id: company.siteId,
        client_id: clientId,
        service_reservation_id: booking.id,
        lines,
        // Paid whole in cash: what the advance and the balance cover comes back as change.
        payments: due > 0 ? [{ amountPay: due, paymentMethod: 'efectivo' }] : [],
      };
      const send = () => admin.post('/api/sales/checkout', body);
      const responses = concurrent ? await Promise.all([send(), send()]) : [await send()];
      let charged = false;
      for (const response of responses) {
        if (!answered(response, 'reservation charge')) {
          continue;
        }
        if (charged) {
          fail(
            'one reservation was charged twice at once',
            responses.map((r) => r.body),
          );
        }
        charged = true;
        const data = response.body.data;
        // The advance is spent by the charge; what the total does not take is left to the client.
        if (data.advance_used > booking.advance || data.total !== due) {
          fail('a charge used another advance than the reservation’s, or charged another total', {
            data,
            advance: booking.advance,
            due,
          });
        }
        if (
          usePackages &&
          data.package_sessions_used.length !== lines.filter((line) => line.use_package).length
        ) {
          fail('a charge used other sessions than the booking’s packages', { data, lines });
        }
        const details = await db.rows<{ id: number }>(
          sql`select id from history_payment_detail where history_payment_id = ${data.id} order by id`,
        );
        model.sales.push({ id: data.id, lines: details.map((detail) => detail.id) });
        // The whole advance is spent by the charge: what the total does not take is the client's.
        // Of it, the gift card's (the booking's first advance) paid what the sale took.
        const card = booking.online?.card ?? null;
        model.charges.set(data.id, {
          received: due - data.change,
          depositUsed: data.deposit_used,
          advanceUsed: booking.advance,
          total: data.total,
          credit: data.credit,
          abono: data.abono,
          walletUsed: data.gift_card_used,
          ...(card && booking.online!.held > 0
            ? { cardAdvance: { instrumentId: card, used: Math.min(booking.online!.held, data.advance_used) } }
            : {}),
        });
        booking.advance = 0;
        if (booking.online) {
          booking.online.held = 0;
        }
      }
      if (!charged && (await fingerprint()) !== before) {
        fail('a refused reservation charge changed the ledger', { booking, usePackages });
      }
      return charged;
    }
  }

  // A client signed in on the public page by the code e-mailed to her (decision 056), once a run.
  async function visitorOf(index: number) {
    const known = visitors.get(index);
    if (known) {
      return known;
    }
    const client = clients[index];
    const asked = await publicPost(server, `/api/public/booking/${slug}/sign-in`, { contact: client.email });
    await server.runJobs();
    const mail = server.mailer.outbox.filter((sent) => sent.to === client.email).at(-1);
    const code = mail ? /es (\d{6})\./.exec(mail.text)?.[1] : undefined;
    const verified = await publicPost(server, `/api/public/booking/${slug}/sign-in/verify`, {
      challenge: asked.body?.data?.challenge,
      code,
    });
    if (verified.status !== 200) {
      fail('a client could not sign in by code', { asked: asked.body, verified: verified.body });
    }
    visitors.set(index, verified.body.data.visitor);
    return verified.body.data.visitor as string;
  }

  async function bookOnline(action: Extract<LedgerAction, { kind: 'bookOnline' }>) {
    const client = action.client === null ? null : clients[action.client];
    const visitor = client && action.signedIn ? await visitorOf(action.client!) : undefined;
    const card =
      action.card === null || model.cards.length === 0 ? null : model.cards[action.card % model.cards.length];
    let date = addDays(testToday(), 22 + action.day);
    // The site opens Monday to Saturday.
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) {
      date = addDays(date, 1);
    }
    const minutes = 8 * 60 + action.slot * 30;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const cardLeft = card ? await leftOn(card.id) : 0;
    if (action.cardsOff) {
      await onlineCards('false');
    }
    const booked = await publicPost(server, `/api/public/booking/${slug}/reservations`, {
      site_id: company.siteId,
      service_ids: action.services.map((index) => services[index].id),
      specialist_id: null,
      date,
      time,
      first_name: 'Visitante',
      // A client not signed in is found by her phone and e-mail together; the signed-in one is
      // hers whatever phone she types.
      phone: client && !visitor ? client.phone : freshPhone(),
      email: client ? client.email : `visitante-${++people}@ledger.test`,
      privacy_consent: true,
      ...(visitor ? { visitor } : {}),
      ...(card ? { gift_card_code: card.code } : {}),
    });
    if (action.cardsOff) {
      await onlineCards('true');
    }
    if (!answered(booked, 'online booking')) {
      return false;
    }
    if (card && action.cardsOff) {
      fail('a gift card paid online while the owner did not allow it', booked.body);
    }
    const data = booked.body.data;
    const [reservation] = await db.rows<{ client_id: number }>(
      sql`select client_id from service_reservation where id = ${data.reservation_id}`,
    );
    const rows = await db.rows<Booking['services'][number]>(
      sql`select id, service_id, package_instrument_id from service_reservation_service
          where service_reservation_id = ${data.reservation_id} order by id`,
    );
    const hinted = rows.filter((row) => row.package_instrument_id !== null);
    if ((!visitor && hinted.length > 0) || (client && reservation.client_id !== client.id)) {
      fail('an online booking was put on a package or a client that was not proven', {
        data,
        reservation,
        rows,
      });
    }
    // A hint names the client's own package covering the service, with a session left for every
    // visit booked to use it and not yet charged (a hint: nothing is spent).
    for (const instrumentId of new Set(hinted.map((row) => row.package_instrument_id!))) {
      const [pkg] = await db.rows<{ client_id: number; kind: string; status: string; pending: number }>(
        sql`select w.client_id, w.kind, w.status,
              (select count(*) from service_reservation_service srs join service_reservation r on r.id = srs.service_reservation_id
                where srs.package_instrument_id = w.id and not srs.is_cancelled and r.status <> 'cancelado' and not r.is_paid)::int as pending
            from wallet_instrument w where w.id = ${instrumentId}`,
      );
      if (
        pkg.client_id !== client!.id ||
        pkg.kind !== 'package' ||
        pkg.status !== 'activa' ||
        Number(pkg.pending) > (await leftOn(instrumentId))
      ) {
        fail('an online booking was put on a package that cannot cover it', { pkg, instrumentId });
      }
    }
    if (data.package_services !== hinted.length) {
      fail('an online booking answered other package services than it marked', { data, rows });
    }
    // The card pays all it holds up to the price of what no package covers.
    const prices = new Map(services.map((service, index) => [service.id, SERVICE_PRICES[index]]));
    const cap = sum(
      rows.filter((row) => row.package_instrument_id === null).map((row) => prices.get(row.service_id)!),
    );
    const expected = card ? Math.min(cardLeft, cap) : 0;
    if (data.gift_card_used !== expected || (card && expected === 0)) {
      fail('an online booking took another amount from the card', { data, cardLeft, cap });
    }
    if (card && (await leftOn(card.id)) !== cardLeft - expected) {
      fail('an online booking left the card with another balance', { data, cardLeft });
    }
    model.bookings.push({
      id: data.reservation_id,
      services: rows,
      total: sum(rows.map((row) => prices.get(row.service_id)!)),
      advance: expected,
      online: { token: data.token, card: card?.id ?? null, held: expected },
    });
    return true;
  }

  // Cancelled (or deleted) before it is charged, a booking's gift card advance goes back to the
  // card once; a paid one is refused until its sale is refunded (decision 013).
  async function cancelBooking(action: Extract<LedgerAction, { kind: 'cancelBooking' }>) {
    if (model.bookings.length === 0) {
      return;
    }
    const booking = model.bookings[action.booking % model.bookings.length];
    const how = action.how === 'link' && !booking.online ? 'cancel' : action.how;
    const send = () =>
      how === 'delete'
        ? admin.del(`/api/items/service_reservation/${booking.id}`)
        : how === 'link'
          ? publicPost(server, `/api/public/bookings/${booking.online!.token}/cancel`, {})
          : admin.patch(`/api/items/service_reservation/${booking.id}`, { status: 'cancelado' });
    const card = booking.online?.card ?? null;
    const before = card ? await leftOn(card) : 0;
    const [state] = await db.rows<{ status: string | null }>(
      sql`select (select status from service_reservation where id = ${booking.id}) as status`,
    );
    const responses = action.concurrent ? await Promise.all([send(), send()]) : [await send()];
    // A delete answers 204.
    const done = responses.map(
      (response) => answered(response, `booking ${how}`) || (how === 'delete' && response.status === 204),
    );
    let changed = done.some(Boolean);
    if (changed && action.again && how !== 'delete') {
      const restored = await admin.patch(`/api/items/service_reservation/${booking.id}`, {
        status: 'confirmada',
      });
      if (answered(restored, 'booking restored')) {
        answered(
          await admin.patch(`/api/items/service_reservation/${booking.id}`, { status: 'cancelado' }),
          'booking cancelled again',
        );
      }
    }
    if (how === 'delete' && changed) {
      booking.deleted = true;
    }
    // What the card got back: its held advance the first time, nothing ever after.
    const back = card ? (await leftOn(card)) - before : 0;
    const returned = changed && state.status !== 'cancelado' && booking.online ? booking.online.held : 0;
    if (back !== returned) {
      fail('a cancellation gave the card back other than its advance once', { back, returned, booking, how });
    }
    if (returned > 0) {
      booking.advance -= returned;
      booking.online!.held = 0;
    }
    changed ||= false;
    return changed;
  }

  async function settleAdvance(action: Extract<LedgerAction, { kind: 'settleAdvance' }>) {
    if (model.bookings.length === 0) {
      return;
    }
    const booking = model.bookings[action.booking % model.bookings.length];
    const [row] = await db.rows<{ held: number }>(
      sql`select coalesce(sum(advance_payment), 0)::bigint as held from advance_payment
          where service_reservation_id = ${booking.id} and wallet_instrument_id is null and not is_used
            and returned_at is null`,
    );
    const held = Number(row.held);
    const path = (way: 'return' | 'balance') =>
      `/api/calendar/reservations/${booking.id}/advance-payments/${way === 'return' ? 'return' : 'to-balance'}`;
    // What the screen would show; with nothing held, a figure of its own (refused).
    const body = { amount: held > 0 ? held : 1_000 };
    const ways: ('return' | 'balance')[] = action.concurrent
      ? [action.way, action.way === 'return' ? 'balance' : 'return']
      : [action.way];
    const responses = await Promise.all(ways.map((way) => admin.post(path(way), body)));
    const done = responses.filter((response) => answered(response, `advance ${action.way}`));
    if (done.length > 1) {
      fail(
        'an advance was settled twice at once',
        responses.map((response) => response.body),
      );
    }
    if (done.length === 1) {
      if (held === 0 || done[0].body.data.amount !== held) {
        fail('an advance was settled other than what the reservation held', {
          held,
          data: done[0].body.data,
        });
      }
      booking.advance -= held;
    }
    return done.length > 0;
  }

  async function membershipState(action: Extract<LedgerAction, { kind: 'membershipState' }>) {
    const periods = model.packages.filter((pkg) => pkg.what === 'membership');
    if (periods.length === 0) {
      return;
    }
    const period = periods[action.pkg % periods.length];
    const send = () =>
      admin.post(
        `/api/wallet/${period.id}/${action.op}`,
        action.op === 'resume' ? {} : { reason: 'Prueba de propiedades' },
      );
    const responses = action.concurrent ? await Promise.all([send(), send()]) : [await send()];
    const done = responses.filter((response) => answered(response, `membership ${action.op}`));
    if (done.length > 1) {
      fail(
        `a membership was ${action.op}d twice at once`,
        responses.map((response) => response.body),
      );
    }
    if (done.length === 1 && action.op === 'cancel' && (await leftOn(period.id)) !== 0) {
      fail('a cancelled membership kept included services', period);
    }
    return done.length > 0;
  }

  async function step(action: LedgerAction) {
    const before = await fingerprint();
    let changed: boolean | undefined;
    if (action.kind === 'sale') {
      changed = await sale(action);
    } else if (action.kind === 'refund') {
      changed = await refund(action);
    } else if (action.kind === 'book') {
      changed = await book(action);
    } else if (action.kind === 'chargeBooking') {
      changed = await chargeBooking(action);
    } else if (action.kind === 'sellGiftCard') {
      changed = await sellGiftCard(action);
    } else if (action.kind === 'redeem') {
      changed = await redeem(action);
    } else if (action.kind === 'sellPackage') {
      changed = await sellPackage(action);
    } else if (action.kind === 'useSession') {
      changed = await useSession(action);
    } else if (action.kind === 'bookOnline') {
      changed = await bookOnline(action);
    } else if (action.kind === 'cancelBooking') {
      changed = await cancelBooking(action);
    } else if (action.kind === 'membershipState') {
      changed = await membershipState(action);
    } else if (action.kind === 'settleAdvance') {
      changed = await settleAdvance(action);
    } else if (action.kind === 'deposit') {
      const response = await admin.post(`/api/clients/${clients[action.client].id}/deposits`, {
        site_id: company.siteId,
        amount: action.amount,
        paymentMethod: action.method,
      });
      changed = answered(response, 'deposit');
    } else if (action.kind === 'creditPayment') {
      const [debt] = await db.rows<{ owed: number }>(
        sql`select coalesce(sum(remaining_amount), 0)::bigint as owed from history_payment_deposit
            where client_id = ${clients[action.client].id} and tipo = 'credito'`,
      );
      const owed = Number(debt.owed);
      const amount = Math.max(1, Math.round(owed * action.share));
      const response = await admin.post(`/api/clients/${clients[action.client].id}/credit-payments`, {
        site_id: company.siteId,
        amount,
        paymentMethod: action.method,
      });
      changed = answered(response, 'credit payment');
      if (owed === 0 && changed) {
        fail('a payment of a debt nobody owes was accepted', response.body);
      }
    } else if (action.kind === 'movement') {
      const response = await admin.post('/api/cash-drawer/movements', {
        site_id: company.siteId,
        type: action.type,
        amount: action.amount,
        concept: 'Movimiento de prueba',
        payment_method: action.method,
      });
      changed = answered(response, 'drawer movement');
      if (changed && action.method === 'credito') {
        fail('a drawer took "credito" as money', response.body);
      }
    } else if (action.kind === 'closeAndReopen') {
      changed = await closeAndReopen(action);
    } else {
      const send = () =>
        admin.post(`/api/products/${products[action.product].id}/stock-adjustments`, {
          site_id: company.siteId,
          mode: 'count',
          quantity: action.units,
          reason: 'Conteo de prueba',
        });
      const responses = action.twice ? await Promise.all([send(), send()]) : [await send()];
      changed = responses.map((response) => answered(response, 'stock count')).some(Boolean);
      const [stock] = await db.rows<{ current_stock: number }>(
        sql`select current_stock from product_stock where product_id = ${products[action.product].id} and site_id = ${company.siteId}`,
      );
      if (changed && Number(stock.current_stock) !== action.units) {
        fail('a count left another number on the shelf', { counted: action.units, stock });
      }
    }
    if (process.env.LEDGER_TRACE) {
      console.log(
        `${action.kind}: ${changed === undefined ? 'nothing to do' : changed ? 'done' : 'refused'}`,
      );
    }
    if (changed === false && (await fingerprint()) !== before) {
      fail(`a refused ${action.kind} changed the ledger`, action);
    }
    await check().catch((error: Error) => {
      throw new Error(`after ${JSON.stringify(action)}: ${error.message}`);
    });
  }

  async function closeAndReopen(action: Extract<LedgerAction, { kind: 'closeAndReopen' }>) {
    const status = await admin.get('/api/cash-drawer/status', { site_id: company.siteId });
    const session = status.body.data.session;
    const counts = status.body.data.expected.map(
      (method: { payment_methods_name: string; expected: number }) => ({
        payment_methods_name: method.payment_methods_name,
        counted_amount: Math.max(
          0,
          method.expected + (method.payment_methods_name === 'efectivo' ? action.off : 0),
        ),
      }),
    );
    const closed = await admin.post(`/api/cash-drawer/sessions/${session.id}/close`, { counts });
    if (!answered(closed, 'drawer close')) {
      return false;
    }
    for (const count of closed.body.data.counts) {
      const raw = await cashOf(session.id, count.payment_methods_name);
      if (count.expected_amount !== raw) {
        fail('the close expected other money than the movements hold', { count, raw });
      }
    }
    await openDrawer(company, action.float);
    return true;
  }

  const cashOf = async (sessionId: number, method: string) => {
    const [row] = await db.rows<{ held: number }>(
      sql`select coalesce(sum(case when direction = 'in' then amount else -amount end), 0)::bigint as held
          from money_movement where cash_drawer_session_id = ${sessionId} and payment_methods_name = ${method}`,
    );
    return Number(row.held);
  };

  async function check() {
    // Conservation: the money the drawers took for sales, balances and tips equals what the
    // sales (net of refunds) and tips are worth plus every client's balance (owed is negative)
    // and the advances not used yet.
    const [ledger] = await db.rows<Record<string, number>>(sql`select
      (select coalesce(sum(case when direction = 'in' then amount else -amount end), 0) from money_movement
        where subscriber_owner_company_id = ${companyId} and type in ('sale', 'deposit', 'refund', 'tip', 'advance'))::bigint as drawers,
      (select coalesce(sum(total - refunded_total), 0) from history_payment
        where subscriber_owner_company_id = ${companyId} and status <> 'pendiente')::bigint as sales,
      (select coalesce(sum(amount), 0) from history_payment_tip where subscriber_owner_company_id = ${companyId})::bigint as tips,
      (select coalesce(sum(case when tipo = 'abono' then remaining_amount else -remaining_amount end), 0)
        from history_payment_deposit where subscriber_owner_company_id = ${companyId})::bigint as sale_balances,
      (select coalesce(sum(remaining_amount), 0) from client_deposit where subscriber_owner_company_id = ${companyId})::bigint as deposits,
      (select coalesce(sum(advance_payment), 0) from advance_payment where subscriber_owner_company_id = ${companyId} and not is_used
        and returned_at is null)::bigint as advances,
      (select coalesce(sum(e.units), 0) from wallet_entry e join wallet_instrument w on w.id = e.wallet_instrument_id
        where e.subscriber_owner_company_id = ${companyId} and w.unit = 'pesos'
        and e.kind in ('redeem', 'restore'))::bigint as cards_spent`);
    const figures = Object.fromEntries(Object.entries(ledger).map(([key, value]) => [key, Number(value)]));
    // What gift cards paid (net of what refunds gave back to them) is in the sales, never in a drawer.
    if (
      figures.drawers !==
      figures.sales +
        figures.tips +
        figures.sale_balances +
        figures.deposits +
        figures.advances +
        figures.cards_spent
    ) {
      fail('money is not conserved', figures);
    }

    // Refunds never exceed what was sold, line by line, and sum to what the sale records; a
    // voided sale gave back all of it but what its packages' used sessions kept (decision 051).
    const over = await db.rows(sql`
      select h.id, h.total, h.refunded_total, h.status,
        (select coalesce(sum(r.total), 0) from sale_refund r where r.history_payment_id = h.id)::bigint as refunds
      from history_payment h where h.subscriber_owner_company_id = ${companyId}
        and (h.refunded_total > h.total
          or h.refunded_total <> (select coalesce(sum(r.total), 0) from sale_refund r where r.history_payment_id = h.id)
          or (h.status = 'anulado' and h.refunded_total <> h.total - (
            select coalesce(sum(d.total - (select coalesce(sum(l.total), 0) from sale_refund_line l
              where l.history_payment_detail_id = d.id)), 0)
            from history_payment_detail d where d.history_payment_id = h.id and d.line_type = 'package')))`);
    if (over.length > 0) {
      fail('refunds disagree with their sales', over);
    }
    const lines = await db.rows(sql`
      select d.id, d.amount, d.total, sum(l.amount) as units_back, sum(l.total) as money_back
      from history_payment_detail d join sale_refund_line l on l.history_payment_detail_id = d.id
      where d.subscriber_owner_company_id = ${companyId}
      group by d.id having sum(l.amount) > d.amount or sum(l.total) > d.total`);
    if (lines.length > 0) {
      fail('a line was refunded beyond what was sold', lines);
    }
    // Every refund's shares (per payment line) add up to the refund exactly.
    const split = await db.rows(sql`
      select r.id, r.total, (select coalesce(sum(x.amount), 0) from sale_refund_share x where x.sale_refund_id = r.id)::bigint as shares
      from sale_refund r where r.subscriber_owner_company_id = ${companyId}
        and r.total <> (select coalesce(sum(x.amount), 0) from sale_refund_share x where x.sale_refund_id = r.id)`);
    if (split.length > 0) {
      fail('a refund’s shares do not add up to it', split);
    }
    // After the last refund nothing is owed and nothing is left over of that sale.
    const leftovers = await db.rows(sql`
      select h.id, d.tipo, d.remaining_amount from history_payment h join history_payment_deposit d on d.history_payment_id = h.id
      where h.subscriber_owner_company_id = ${companyId} and h.status = 'anulado' and d.tipo = 'credito' and d.remaining_amount > 0`);
    if (leftovers.length > 0) {
      fail('a voided sale is still owed', leftovers);
    }

    // Each charge: what it took in each way is what the rows say, and adds up to the total.
    for (const [saleId, charge] of model.charges) {
      const [rows] = await db.rows<{ received: number; used: number; carded: number }>(sql`select
        (select coalesce(sum(m.amount), 0) from history_payment_method hm join money_movement m on m.id = hm.money_movement_id
          where hm.history_payment_id = ${saleId})::bigint as received,
        (select coalesce(sum(amount), 0) from deposit_credit_detail where used_history_payment_id = ${saleId})::bigint as used,
        (select -coalesce(sum(e.units), 0) from wallet_entry e join wallet_instrument w on w.id = e.wallet_instrument_id
          where e.history_payment_id = ${saleId} and e.kind = 'redeem' and w.unit = 'pesos')::bigint as carded`);
      const received = Number(rows.received);
      const used = Number(rows.used);
      if (
        received !== charge.received ||
        used !== charge.depositUsed ||
        Number(rows.carded) !== charge.walletUsed ||
        received + used + charge.advanceUsed + charge.credit + charge.walletUsed !==
          charge.total + charge.abono
      ) {
        fail('a charge’s payments and balance used do not make its amount due', {
          saleId,
          charge,
          received,
          used,
        });
      }
    }

    // Gift cards: none below zero or above what it was sold for; a voided one holds nothing; no
    // sale gets back more than it took from a card, and a voided sale gets back exactly that.
    const cards = await db.rows(sql`
      select w.id, w.status, w.initial_units, (select sum(e.units) from wallet_entry e where e.wallet_instrument_id = w.id) as left
      from wallet_instrument w where w.subscriber_owner_company_id = ${companyId}
        and ((select sum(e.units) from wallet_entry e where e.wallet_instrument_id = w.id) not between 0 and w.initial_units
          or (w.status in ('anulada', 'cancelada') and (select sum(e.units) from wallet_entry e where e.wallet_instrument_id = w.id) <> 0))`);
    if (cards.length > 0) {
      fail(
        'a gift card or a package holds what it cannot (below zero, above what was sold, voided or cancelled)',
        cards,
      );
    }
    // What a card paid a sale is what the sale redeemed from it plus what the reservation's card
    // advance (decision 056) paid of the charge; refunds give back at most that, exactly on a void.
    const perSale = await db.rows<{ sale: number; instrument: number; status: string; net: number }>(sql`
      select e.history_payment_id as sale, e.wallet_instrument_id as instrument, h.status, sum(e.units)::bigint as net
      from wallet_entry e join history_payment h on h.id = e.history_payment_id
        join wallet_instrument w on w.id = e.wallet_instrument_id and w.unit = 'pesos'
      where e.subscriber_owner_company_id = ${companyId} and e.kind in ('redeem', 'restore')
      group by e.history_payment_id, e.wallet_instrument_id, h.status`);
    const [voided] = await db.rows<{ ids: number[] | null }>(
      sql`select array_agg(id) as ids from history_payment where subscriber_owner_company_id = ${companyId} and status = 'anulado'`,
    );
    const anulled = new Set((voided.ids ?? []).map(Number));
    const paidBy = new Map<string, { sale: number; instrument: number; net: number; advance: number }>();
    for (const row of perSale) {
      paidBy.set(`${row.sale}:${row.instrument}`, {
        sale: Number(row.sale),
        instrument: Number(row.instrument),
        net: Number(row.net),
        advance: 0,
      });
    }
    for (const [sale, charge] of model.charges) {
      if (charge.cardAdvance && charge.cardAdvance.used > 0) {
        const key = `${sale}:${charge.cardAdvance.instrumentId}`;
        const entry = paidBy.get(key) ?? {
          sale,
          instrument: charge.cardAdvance.instrumentId,
          net: 0,
          advance: 0,
        };
        entry.advance += charge.cardAdvance.used;
        paidBy.set(key, entry);
      }
    }
    const spentTwice = [...paidBy.values()].filter(
      (entry) =>
        entry.net - entry.advance > 0 || (anulled.has(entry.sale) && entry.net - entry.advance !== 0),
    );
    if (spentTwice.length > 0) {
      fail('a card’s pesos came back more than they were spent, or not exactly on a void', spentTwice);
    }
    // A card's online advance was taken from the card once, and given back to it once at most:
    // only when the reservation was cancelled unused (then never used by a charge).
    const advances = await db.rows(sql`
      select a.id, a.advance_payment, a.is_used, a.returned_at,
        (select count(*) from wallet_entry e where e.advance_payment_id = a.id and e.kind = 'redeem'
          and e.units = -a.advance_payment and e.wallet_instrument_id = a.wallet_instrument_id)::int as redeemed,
        (select count(*) from wallet_entry e where e.advance_payment_id = a.id and e.kind = 'redeem')::int as redeems,
        (select count(*) from wallet_entry e where e.advance_payment_id = a.id and e.kind = 'restore'
          and e.units = a.advance_payment and e.wallet_instrument_id = a.wallet_instrument_id)::int as restored,
        (select count(*) from wallet_entry e where e.advance_payment_id = a.id and e.kind <> 'redeem')::int as others,
        a.money_movement_id
      from advance_payment a
      where a.subscriber_owner_company_id = ${companyId} and a.wallet_instrument_id is not null`);
    const wrong = advances.filter(
      (row) =>
        Number(row.redeemed) !== 1 ||
        Number(row.redeems) !== 1 ||
        Number(row.others) !== Number(row.restored) ||
        Number(row.restored) !== (row.returned_at ? 1 : 0) ||
        (row.returned_at && row.is_used) ||
        row.money_movement_id !== null,
    );
    if (wrong.length > 0) {
      fail('a gift card’s online advance was taken or given back other than once', wrong);
    }
    // Every instrument a sale sold has that sale's issue entry, whatever it holds (a membership
    // period with no included service too, 0 units: decision 067).
    const unissued = await db.rows(sql`
      select w.id, w.kind, w.history_payment_id from wallet_instrument w
      where w.subscriber_owner_company_id = ${companyId} and w.history_payment_id is not null
        and not exists (select 1 from wallet_entry e where e.wallet_instrument_id = w.id and e.kind = 'issue'
          and e.history_payment_id = w.history_payment_id)`);
    if (unissued.length > 0) {
      fail('an instrument has no issue entry of the sale that sold it', unissued);
    }
    // A money advance given back went one way, once: out of a drawer by a movement of exactly the
    // advances it paid back, or into the client's balance (decision 067); a card's went to its card.
    const settled = await db.rows(sql`
      select a.id, a.wallet_instrument_id, a.returned_at, a.return_movement_id, a.client_deposit_id from advance_payment a
      where a.subscriber_owner_company_id = ${companyId}
        and ((a.returned_at is not null and a.wallet_instrument_id is null
            and (a.return_movement_id is null) = (a.client_deposit_id is null))
          or (a.wallet_instrument_id is not null and (a.return_movement_id is not null or a.client_deposit_id is not null))
          or (a.is_used and a.returned_at is not null))`);
    const payouts = await db.rows(sql`
      select m.id, m.amount, m.direction, sum(a.advance_payment) as advances from money_movement m
      join advance_payment a on a.return_movement_id = m.id
      where m.subscriber_owner_company_id = ${companyId}
      group by m.id, m.amount, m.direction
      having sum(a.advance_payment) <> m.amount or m.direction <> 'out' or count(distinct a.service_reservation_id) > 1`);
    if (settled.length > 0 || payouts.length > 0) {
      fail('an advance was given back other than once, one way', { settled, payouts });
    }
    // A membership period's sale is refunded only while the period is untouched (decision 055).
    const refundedInUse = await db.rows(sql`
      select w.id, w.status from wallet_instrument w
      where w.subscriber_owner_company_id = ${companyId} and w.kind = 'membership'
        and exists (select 1 from sale_refund_line l where l.history_payment_detail_id = w.history_payment_detail_id)
        and exists (select 1 from wallet_entry e where e.wallet_instrument_id = w.id and e.kind not in ('issue', 'void'))`);
    if (refundedInUse.length > 0) {
      fail('a membership period in use was refunded', refundedInUse);
    }

    // Sessions (decision 051): each line a session paid took exactly one (and cost nothing),
    // came back at most once and only with the line's refund; a refunded line whose session did
    // not come back is one of a package already voided.
    const sessions = await db.rows(sql`
      select d.id, d.total, d.package_session,
        (select count(*) from wallet_entry e where e.history_payment_detail_id = d.id and e.kind = 'redeem')::int as redeemed,
        (select count(*) from wallet_entry e where e.history_payment_detail_id = d.id and e.kind = 'restore')::int as restored,
        (select coalesce(sum(l.amount), 0) from sale_refund_line l where l.history_payment_detail_id = d.id)::int as back,
        (select w.status from wallet_entry e join wallet_instrument w on w.id = e.wallet_instrument_id
          where e.history_payment_detail_id = d.id and e.kind = 'redeem') as package_status
      from history_payment_detail d where d.subscriber_owner_company_id = ${companyId} and d.line_type = 'service'`);
    for (const line of sessions) {
      const used = line.package_session !== null;
      if (
        Number(line.redeemed) !== (used ? 1 : 0) ||
        (used && Number(line.total) !== 0) ||
        Number(line.restored) > (Number(line.back) > 0 ? 1 : 0) ||
        (used &&
          Number(line.back) > 0 &&
          Number(line.restored) === 0 &&
          line.package_status !== 'anulada' &&
          line.package_status !== 'cancelada')
      ) {
        fail('a session was spent or given back other than once', line);
      }
    }
    // A package's own refund gave back its price less the sessions used, price − round(used × price / N).
    const prorated = await db.rows<Record<string, number>>(sql`
      select d.id, d.total as price, w.initial_units as n, l.total as refunded,
        w.initial_units + coalesce((select sum(e.units) from wallet_entry e where e.wallet_instrument_id = w.id and e.kind = 'void'), 0) as used
      from history_payment_detail d join sale_refund_line l on l.history_payment_detail_id = d.id
        join wallet_instrument w on w.history_payment_detail_id = d.id
      where d.subscriber_owner_company_id = ${companyId} and d.line_type = 'package'`);
    for (const row of prorated) {
      const [price, n, used] = [Number(row.price), Number(row.n), Number(row.used)];
      if (Number(row.refunded) !== Math.max(0, price - Math.round((used * price) / n))) {
        fail('a package’s refund is not its price less the sessions used', row);
      }
    }

    // Drawers hold only real money, and the open one expects float + cash in - cash out.
    const credit = await db.rows(
      sql`select id, type from money_movement where subscriber_owner_company_id = ${companyId} and payment_methods_name = 'credito'`,
    );
    if (credit.length > 0) {
      fail('a drawer holds "credito"', credit);
    }
    const status = await admin.get('/api/cash-drawer/status', { site_id: company.siteId });
    const session = status.body.data.session;
    if (session) {
      for (const method of status.body.data.expected) {
        const raw = await cashOf(session.id, method.payment_methods_name);
        if (method.expected !== raw) {
          fail('the drawer expects other money than its movements hold', { method, raw });
        }
      }
    }

    // Units: the shelf is the sum of its movements, and what left for sales (net of returns) is
    // what the sales sold net of their refunds.
    for (const product of products) {
      const [units] = await db.rows<Record<string, number>>(sql`select
        (select current_stock from product_stock where product_id = ${product.id} and site_id = ${company.siteId}) as shelf,
        (select coalesce(sum(quantity), 0) from stock_movement where product_id = ${product.id})::bigint as moved,
        (select -coalesce(sum(quantity), 0) from stock_movement where product_id = ${product.id} and type in ('sale', 'return')
          and service_reservation_service_id is null)::bigint as sold_moves,
        (select coalesce(sum(d.amount), 0) from history_payment_detail d join history_payment h on h.id = d.history_payment_id
          where d.product_id = ${product.id} and h.status <> 'pendiente')::bigint
        - (select coalesce(sum(l.amount), 0) from sale_refund_line l join history_payment_detail d on d.id = l.history_payment_detail_id
          where d.product_id = ${product.id})::bigint as sold`);
      const figures = Object.fromEntries(Object.entries(units).map(([key, value]) => [key, Number(value)]));
      if (figures.shelf !== figures.moved || figures.sold_moves !== figures.sold) {
        fail('units are not conserved', { product: product.id, ...figures });
      }
    }

    // A reservation's consumables leave the shelf at most once, however often it is charged.
    const consumed = await db.rows(sql`
      select p.service_reservation_service_id as srs, p.amount,
        -(select coalesce(sum(m.quantity), 0) from stock_movement m
          where m.service_reservation_service_id = p.service_reservation_service_id and m.product_id = p.product_id)::int as taken
      from service_reservation_service_product p
      where p.subscriber_owner_company_id = ${companyId}`);
    const twice = consumed.filter((row) => Number(row.taken) > Number(row.amount) || Number(row.taken) < 0);
    if (twice.length > 0) {
      fail('a consumable left the shelf more than once', twice);
    }
    // A paid reservation has one live sale, and that sale is its own.
    const paid = await db.rows(sql`
      select r.id, r.is_paid, (select count(*) from history_payment h where h.service_reservation_id = r.id
        and h.status in ('pagado', 'parcial'))::int as live
      from service_reservation r where r.subscriber_owner_company_id = ${companyId}
        and (r.is_paid <> exists (select 1 from history_payment h where h.service_reservation_id = r.id and h.status in ('pagado', 'parcial'))
          or (select count(*) from history_payment h where h.service_reservation_id = r.id and h.status in ('pagado', 'parcial')) > 1)`);
    if (paid.length > 0) {
      fail('a reservation’s paid mark disagrees with its sales', paid);
    }
    // A cancelled visit holds nothing of a live sale: neither money, nor a debt (a sale a crédito,
    // paid off or not), nor a package's session (a $0 sale a session paid is as charged as any;
    // decision 067).
    const cancelledCharged = await db.rows(sql`
      select r.id, h.id as sale, h.total, h.amount_paid, h.refunded_total from service_reservation r
      join history_payment h on h.service_reservation_id = r.id and h.status in ('pagado', 'parcial')
      where r.subscriber_owner_company_id = ${companyId} and r.status = 'cancelado'
        and (h.total > h.refunded_total
          or exists (select 1 from wallet_entry e join wallet_instrument w on w.id = e.wallet_instrument_id
            where e.history_payment_id = h.id and w.unit = 'sessions' and e.kind in ('redeem', 'restore')
            group by e.history_payment_id having sum(e.units) < 0))`);
    if (cancelledCharged.length > 0) {
      fail('a cancelled visit still holds its sale’s money, debt or session', cancelledCharged);
    }

    // The day's sales summary is the ledger's.
    const today = server.clock.now().toISOString().slice(0, 10);
    const from = `${today}`;
    const summary = await admin.get('/api/sales/summary', { site_id: company.siteId, from, to: from });
    if (summary.status === 200) {
      const [raw] = await db.rows<{ total: number }>(sql`
        select coalesce(sum(total - refunded_total), 0)::bigint as total from history_payment h join site s on s.id = h.site_id
        where h.subscriber_owner_company_id = ${companyId} and h.status in ('pagado', 'parcial')
          and (h.date_created at time zone s.time_zone)::date = ${from}::date`);
      if (summary.body.data.total !== Number(raw.total)) {
        fail('the sales summary disagrees with the ledger', { summary: summary.body.data.total, raw });
      }
      // Its categories (gift cards their own, decision 052) add up to it.
      const categories = await admin.get('/api/reports/salesCategory', {
        site_id: company.siteId,
        from,
        to: from,
      });
      if (categories.status !== 200 || categories.body.data.totals.total !== Number(raw.total)) {
        fail('the sales by category disagree with the ledger', { categories: categories.body, raw });
      }
    }
    // The prepaid balance at today's end is what the wallet's entries leave on cards not lapsed.
    const balance = await admin.get('/api/reports/prepaidBalance', { from, to: from });
    // Pesos of gift cards and sessions of packages (decision 051) apart.
    const [owed] = await db.rows<{ pesos: number; sessions: number }>(sql`
      select coalesce(sum(e.units) filter (where w.unit = 'pesos'), 0)::bigint as pesos,
        coalesce(sum(e.units) filter (where w.unit = 'sessions'), 0)::bigint as sessions from wallet_entry e
      join wallet_instrument w on w.id = e.wallet_instrument_id
      where w.subscriber_owner_company_id = ${companyId} and (w.expires_on is null or w.expires_on > ${from}::date)`);
    if (
      balance.status !== 200 ||
      balance.body.data.totals.pesos !== Number(owed.pesos) ||
      balance.body.data.totals.sessions !== Number(owed.sessions)
    ) {
      fail('the prepaid balance disagrees with the wallet', { balance: balance.body, owed });
    }
  }

  return {
    step,
    check,
    // Test of the test: a peso the server never took.
    tamper: async () => {
      await db.rows(
        sql`update client_deposit set remaining_amount = remaining_amount + 1 where subscriber_owner_company_id = ${companyId}`,
      );
    },
    // A session spent a second time behind the server's back (decision 051).
    tamperSession: async () => {
      await db.rows(
        sql`insert into wallet_entry (subscriber_owner_company_id, wallet_instrument_id, client_id, kind, units,
              history_payment_id, history_payment_detail_id)
            select subscriber_owner_company_id, wallet_instrument_id, client_id, 'redeem', -1, history_payment_id,
              history_payment_detail_id
            from wallet_entry where subscriber_owner_company_id = ${companyId} and kind = 'redeem' order by id limit 1`,
      );
    },
  };
}
