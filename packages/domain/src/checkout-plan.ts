// The money of one checkout, decided before anything is written (spec section 9): line totals
// with their promotions and commissions, the client's deposit used (oldest first), the advance
// payment, the payments, the change or the new abono of an overpayment, and the credito of an
// unpaid part. Whole pesos throughout. The server runs it on what it read from the catalogue;
// the screen runs it to show the same figures before charging.
import { lineCommission } from './commission';
import { amountDue } from './deposits';
import { formatMoney } from './money';
import {
  type PromotionContext,
  promotionDiscount,
  promotionsForService,
  type ServicePromotion,
} from './promotions';

export type PlanPromotion = { id: number; discount_type: '%' | 'fixed' | string; discount_value: number };

export type PlanLineInput = {
  // gift_card: a gift card sold, its amount the unit price (decision 050); package: a session
  // package sold at its site price (decision 051); membership: a membership period (decision 055).
  kind: 'service' | 'product' | 'gift_card' | 'package' | 'membership';
  amount: number;
  // Service: the site price; product: its price for the site and price type.
  unitPrice: number;
  // Service only: replaces the site price before discounts (spec: price_change.amount).
  priceChange?: number | null;
  // Service only: the promotions that apply (spec-coverage 5), in the order they apply.
  promotions?: PlanPromotion[];
  commission?: { commission: number; commission_type: '%' | 'fixed' | string } | null;
  // Service or product: the client's membership percentage off (decision 055), taken last, on
  // what is left after the promotions.
  memberPercent?: number | null;
};

export type PlannedLine = {
  discounts: { promotionId: number; value: number }[];
  // What the membership took off (included in discountTotal); 0 when none.
  memberDiscount?: number;
  discountTotal: number;
  total: number;
  commissionValue: number | null;
};

// A service line is the site price (or price change) minus its discounts, each a share of the
// site price, never below zero; a product line is price times amount.
export function planLine(line: PlanLineInput): PlannedLine {
  const member = (left: number) => Math.min(left, Math.round((left * (line.memberPercent ?? 0)) / 100));
  if (line.kind === 'product') {
    const gross = Math.round(line.unitPrice) * line.amount;
    const memberDiscount = member(gross);
    return {
      discounts: [],
      memberDiscount,
      discountTotal: memberDiscount,
      total: gross - memberDiscount,
      commissionValue: null,
    };
  }
  if (line.kind !== 'service') {
    const total = Math.round(line.unitPrice) * line.amount;
    return { discounts: [], memberDiscount: 0, discountTotal: 0, total, commissionValue: null };
  }
  let left = Math.round(line.priceChange ?? line.unitPrice);
  const discounts: PlannedLine['discounts'] = [];
  for (const promotion of line.promotions ?? []) {
    const value = Math.min(left, promotionDiscount(promotion, Math.round(line.unitPrice)));
    discounts.push({ promotionId: promotion.id, value });
    left -= value;
  }
  const memberDiscount = member(left);
  left -= memberDiscount;
  return {
    discounts,
    memberDiscount,
    discountTotal: discounts.reduce((sum, discount) => sum + discount.value, 0) + memberDiscount,
    total: left,
    commissionValue: line.commission ? lineCommission({ lineTotal: left, ...line.commission }) : null,
  };
}

// What a service costs when booked at a moment, before any price change or commission: its site
// price with the promotions that apply then, as the checkout will charge it (planLine). The
// calendar's booking and the public page show it; `applied` are the promotions that took
// something off.
export function quoteService<P extends ServicePromotion>(input: {
  sitePrice: number;
  serviceId: number;
  at: PromotionContext;
  promotions: readonly P[];
}): { total: number; applied: { promotion: P; value: number }[] } {
  const promotions = promotionsForService(input.promotions, input.serviceId, input.at);
  const planned = planLine({ kind: 'service', amount: 1, unitPrice: input.sitePrice, promotions });
  return {
    total: planned.total,
    applied: planned.discounts
      .map((discount, index) => ({ promotion: promotions[index], value: discount.value }))
      .filter((entry) => entry.value > 0),
  };
}

// A balance the client left: a sale's abono or a standalone deposit, oldest first.
export type DepositSource = { origin: 'history' | 'client'; id: number; remaining: number };

export type MoneyInput = {
  total: number;
  deposits: DepositSource[];
  // What the client owes from earlier sales (credito remainders): with a debt nothing is drawn.
  credits: number;
  // Unused advance payments of the reservation being charged.
  advance: number;
  // Pesos taken from gift cards (decision 050), after the balance and the advance; at most
  // `walletCap` (what the sale's other lines cost: a gift card never pays for a gift card).
  wallet?: number;
  walletCap?: number;
  // `credito` leaves that part owed.
  payments: { method: string; amount: number }[];
  overpayment: 'abono' | 'cambio';
  allowCredit: boolean;
};

export type MoneyPlan = {
  depositUses: { origin: 'history' | 'client'; id: number; amount: number }[];
  depositUsed: number;
  advanceUsed: number;
  walletUsed: number;
  // What actually stays in each method (cash net of the change given).
  received: { method: string; amount: number }[];
  change: number;
  // A new balance for the client: the overpayment (and any advance beyond the total).
  abono: number;
  credit: number;
  status: 'pagado' | 'parcial';
};

export type PlanProblem = { code: string; message: string };

const CASH = 'efectivo';
const CREDIT = 'credito';

function drawDeposits(sources: DepositSource[], wanted: number) {
  const uses: MoneyPlan['depositUses'] = [];
  let left = wanted;
  for (const source of sources) {
    if (left <= 0) {
      break;
    }
    const amount = Math.min(left, source.remaining);
    if (amount > 0) {
      uses.push({ origin: source.origin, id: source.id, amount });
      left -= amount;
    }
  }
  return uses;
}

export function planMoney(input: MoneyInput): MoneyPlan | PlanProblem {
  if (input.payments.some((payment) => !Number.isInteger(payment.amount) || payment.amount < 0)) {
    return { code: 'pago_invalido', message: 'Cada pago debe ser un valor en pesos, sin decimales.' };
  }
  const available = input.deposits.reduce((sum, source) => sum + source.remaining, 0);
  const due = amountDue(input.total, available - input.credits);
  const depositUses = drawDeposits(input.deposits, input.total - due);
  const depositUsed = depositUses.reduce((sum, use) => sum + use.amount, 0);
  const advanceUsed = Math.min(input.advance, due);
  const leftAdvance = input.advance - advanceUsed;
  const walletUsed = input.wallet ?? 0;
  if (!Number.isSafeInteger(walletUsed) || walletUsed < 0) {
    return { code: 'pago_invalido', message: 'Cada pago debe ser un valor en pesos, sin decimales.' };
  }
  const walletRoom = Math.min(due - advanceUsed, input.walletCap ?? Number.MAX_SAFE_INTEGER);
  if (walletUsed > walletRoom) {
    return {
      code: 'tarjeta_de_mas',
      message: `Con tarjetas de regalo se pagan como máximo ${formatMoney(Math.max(0, walletRoom))} de esta venta.`,
    };
  }
  const credit = input.payments.filter((p) => p.method === CREDIT).reduce((sum, p) => sum + p.amount, 0);
  const paid = input.payments.filter((p) => p.method !== CREDIT).reduce((sum, p) => sum + p.amount, 0);
  const missing = due - advanceUsed - walletUsed - paid - credit;
  if (missing > 0) {
    return { code: 'falta_pago', message: `Faltan ${formatMoney(missing)} por pagar.` };
  }
  if (credit > 0 && !input.allowCredit) {
    return { code: 'credito_no_permitido', message: 'La empresa no permite ventas a crédito.' };
  }
  const over = -missing;
  if (over > 0 && credit > 0) {
    return { code: 'credito_con_sobrepago', message: 'Si el cliente paga de más no dejes nada a crédito.' };
  }
  const cash = input.payments.filter((p) => p.method === CASH).reduce((sum, p) => sum + p.amount, 0);
  const change = input.overpayment === 'cambio' ? over : 0;
  if (change > cash) {
    return {
      code: 'cambio_sin_efectivo',
      message: `Solo se puede dar cambio del efectivo recibido (${formatMoney(cash)}).`,
    };
  }
  const received: MoneyPlan['received'] = [];
  for (const payment of input.payments) {
    if (payment.method === CREDIT || payment.amount === 0) {
      continue;
    }
    const existing = received.find((entry) => entry.method === payment.method);
    if (existing) {
      existing.amount += payment.amount;
    } else {
      received.push({ method: payment.method, amount: payment.amount });
    }
  }
  const cashEntry = received.find((entry) => entry.method === CASH);
  if (cashEntry && change > 0) {
    cashEntry.amount -= change;
  }
  return {
    depositUses,
    depositUsed,
    advanceUsed,
    walletUsed,
    received: received.filter((entry) => entry.amount > 0),
    change,
    abono: (input.overpayment === 'abono' ? over : 0) + leftAdvance,
    credit,
    status: credit > 0 ? 'parcial' : 'pagado',
  };
}

export const isProblem = (value: MoneyPlan | PlanProblem): value is PlanProblem => 'code' in value;
