import { type PlannedLine, planLine } from '@sari/domain/checkout-plan';
import { amountDue } from '@sari/domain/deposits';
import { promotionsForService } from '@sari/domain/promotions';
import { giftCardRoom, memberPeriodFor } from '@sari/domain/wallet';
import type { WallClock } from '@sari/domain/zoned-time';
import type { CheckoutCatalog } from './api/get-checkout-catalog';

// A gift card sold (decision 050): its amount is the line's price; the rest is optional.
export type GiftCardDetails = {
  amount: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
};

// A session package or a membership period the client holds (decisions 051, 055), as the
// wallet reads it: a period's included services are sessions used like a package's.
export type HeldPackage = {
  id: number;
  kind: 'gift_card' | 'package' | 'membership';
  initial: number;
  left: number;
  starts_on: string | null;
  expires_on: string | null;
  expired: boolean;
  status: string;
  session_package: { id: number; name: string } | null;
  membership_plan: { id: number; name: string } | null;
  service_discount: number | null;
  product_discount: number | null;
  services: { id: number }[];
};

// What a membership takes off a line (decision 055): its period, name and percentage.
export type LineMember = { instrumentId: number; name: string; percent: number };

// The package that covers a service line: which session it would be ("3 de 10") and whether the
// cashier uses it (on unless declined).
export type LinePlan = { instrumentId: number; name: string; session: number; of: number; used: boolean };

// A line of the cart as the cashier edits it (spec: shopping cart line).
export type CartLine = {
  key: string;
  // package: a session package sold, itemId its catalogue id (decision 051); membership: a
  // membership period sold, itemId its plan (decision 055).
  kind: 'service' | 'product' | 'gift_card' | 'package' | 'membership';
  itemId: number;
  name: string;
  amount: number;
  specialistId: number | null;
  // price_change.amount, by permission
  priceChange: number | null;
  // The reservation's service this line charges.
  reservationServiceId?: number;
  // Products the reservation's service uses (they leave the shelf when it is charged).
  consumption?: string[];
  giftCard?: GiftCardDetails;
  // The cashier declined the client's package for this service line ("Usar plan" off).
  declinePackage?: boolean;
};

export type PricedCartLine = CartLine & {
  plan: LinePlan | null;
  // The membership whose percentage planned.memberDiscount is (null: none).
  member?: LineMember | null;
  unitPrice: number | null;
  planned: PlannedLine;
  promotionNames: { id: number; name: string; value: number }[];
  commission: { commission: number; commission_type: '%' | 'fixed' } | null;
};

export type Payment = { key: string; method: string; amount: number };

// The server's price of a product at a site: the default price type first, then the oldest.
export function productPrice(catalog: CheckoutCatalog, productId: number, siteId: number): number | null {
  const product = catalog.products.find((item) => item.id === productId);
  const prices = (product?.product_price ?? [])
    .filter((row) => row.site_id === siteId)
    .sort(
      (a, b) =>
        Number(b.product_type_price_id.is_default) - Number(a.product_type_price_id.is_default) ||
        a.product_type_price_id.id - b.product_type_price_id.id,
    );
  return prices[0]?.price ?? null;
}

export function packagePrice(catalog: CheckoutCatalog, packageId: number, siteId: number): number | null {
  const item = catalog.packages.find((row) => row.id === packageId);
  return item?.prices.find((row) => row.site_id === siteId)?.price ?? null;
}

export function membershipPrice(catalog: CheckoutCatalog, planId: number, siteId: number): number | null {
  const item = (catalog.memberships ?? []).find((row) => row.id === planId);
  return item?.prices.find((row) => row.site_id === siteId)?.price ?? null;
}

// The client's membership percentage for a kind of line, as the server's memberPerks.
function lineMember(packages: HeldPackage[], today: string, line: 'service' | 'product'): LineMember | null {
  const found = memberPeriodFor(packages, today, line);
  return found
    ? {
        instrumentId: found.period.id,
        name: found.period.membership_plan?.name ?? '',
        percent: found.percent,
      }
    : null;
}

// Which package covers each service line, as the server decides it (decision 051): the client's
// first package (by id) in force on `today`, covering the service, with a session left after the
// cart's earlier lines that used one. A declined line keeps its package (the request says false)
// but spends nothing.
export function assignPlans(
  lines: CartLine[],
  packages: HeldPackage[],
  today: string,
): Map<string, LinePlan> {
  const left = new Map(packages.map((pkg) => [pkg.id, pkg.left]));
  const plans = new Map<string, LinePlan>();
  const sorted = [...packages].sort((a, b) => a.id - b.id);
  for (const line of lines) {
    if (line.kind !== 'service') {
      continue;
    }
    const pkg = sorted.find(
      (row) =>
        (row.kind === 'package' || row.kind === 'membership') &&
        row.status === 'activa' &&
        !row.expired &&
        (row.starts_on === null || row.starts_on <= today) &&
        (row.expires_on === null || row.expires_on >= today) &&
        (left.get(row.id) ?? 0) > 0 &&
        row.services.some((service) => service.id === line.itemId),
    );
    if (!pkg) {
      continue;
    }
    const remaining = left.get(pkg.id)!;
    const used = !line.declinePackage;
    plans.set(line.key, {
      instrumentId: pkg.id,
      name: pkg.session_package?.name ?? pkg.membership_plan?.name ?? '',
      session: pkg.initial - remaining + 1,
      of: pkg.initial,
      used,
    });
    if (used) {
      left.set(pkg.id, remaining - 1);
    }
  }
  return plans;
}

export function servicePrice(catalog: CheckoutCatalog, serviceId: number, siteId: number): number | null {
  const service = catalog.services.find((item) => item.id === serviceId);
  return service?.service_site_price.find((row) => row.site_id === siteId)?.price ?? null;
}

// Each line priced by the same rules the server applies (packages/domain): the site price or
// the price change, the promotions that apply now at the site (in the server's order), the
// specialist's commission for the service's category. A service line the client's package pays
// costs nothing and takes no promotion (decision 051).
export function priceLines(
  lines: CartLine[],
  catalog: CheckoutCatalog,
  siteId: number,
  now: WallClock,
  packages: HeldPackage[] = [],
): PricedCartLine[] {
  const plans = assignPlans(lines, packages, now.date);
  const members = {
    service: lineMember(packages, now.date, 'service'),
    product: lineMember(packages, now.date, 'product'),
  };
  return lines.map((line) => {
    if (line.kind === 'gift_card') {
      const unitPrice = line.giftCard?.amount ?? 0;
      return {
        ...line,
        amount: 1,
        unitPrice,
        plan: null,
        planned: planLine({ kind: 'gift_card', amount: 1, unitPrice }),
        promotionNames: [],
        commission: null,
      };
    }
    if (line.kind === 'package' || line.kind === 'membership') {
      const unitPrice =
        line.kind === 'package'
          ? packagePrice(catalog, line.itemId, siteId)
          : membershipPrice(catalog, line.itemId, siteId);
      return {
        ...line,
        amount: 1,
        unitPrice,
        plan: null,
        planned: planLine({ kind: line.kind, amount: 1, unitPrice: unitPrice ?? 0 }),
        promotionNames: [],
        commission: null,
      };
    }
    if (line.kind === 'product') {
      const unitPrice = productPrice(catalog, line.itemId, siteId);
      return {
        ...line,
        unitPrice,
        plan: null,
        member: members.product,
        planned: planLine({
          kind: 'product',
          amount: line.amount,
          unitPrice: unitPrice ?? 0,
          memberPercent: members.product?.percent ?? null,
        }),
        promotionNames: [],
        commission: null,
      };
    }
    const service = catalog.services.find((item) => item.id === line.itemId);
    const unitPrice = servicePrice(catalog, line.itemId, siteId);
    const promotions = promotionsForService(catalog.promotions, line.itemId, {
      date: now.date,
      time: now.time,
      siteId,
    });
    const specialist = catalog.specialists.find((item) => item.id === line.specialistId);
    const rule =
      specialist?.specialist_commission.find(
        (row) => row.service_category_id === service?.service_category_id,
      ) ?? null;
    const commission = rule ? { commission: rule.commission, commission_type: rule.commission_type } : null;
    const plan = plans.get(line.key) ?? null;
    if (plan?.used) {
      return {
        ...line,
        amount: 1,
        unitPrice,
        plan,
        planned: { discounts: [], memberDiscount: 0, discountTotal: 0, total: 0, commissionValue: null },
        promotionNames: [],
        commission,
      };
    }
    const planned = planLine({
      kind: 'service',
      amount: 1,
      unitPrice: unitPrice ?? 0,
      priceChange: line.priceChange,
      promotions,
      commission,
      memberPercent: members.service?.percent ?? null,
    });
    return {
      ...line,
      amount: 1,
      unitPrice,
      plan,
      member: members.service,
      planned,
      promotionNames: planned.discounts.map((discount) => ({
        id: discount.promotionId,
        name: promotions.find((promotion) => promotion.id === discount.promotionId)?.name ?? '',
        value: discount.value,
      })),
      commission,
    };
  });
}

// The cart line the charge call carries (spec-coverage 3 › Shopping cart line fields).
export function lineRequest(line: PricedCartLine) {
  if (line.kind === 'gift_card') {
    const card = line.giftCard!;
    const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());
    return {
      gift_card: {
        amount: card.amount,
        recipient_name: optional(card.recipientName),
        recipient_email: optional(card.recipientEmail),
        message: optional(card.message),
      },
      amount: 1,
      discount_promotion: [],
    };
  }
  if (line.kind === 'package') {
    return { package: line.itemId, amount: 1, discount_promotion: [] };
  }
  if (line.kind === 'membership') {
    return { membership: line.itemId, amount: 1, discount_promotion: [] };
  }
  // Every service line a package covers says it (decision 051): the package, or false.
  const usePackage = line.plan
    ? { use_package: line.plan.used ? line.plan.instrumentId : (false as const) }
    : {};
  return {
    ...(line.kind === 'service' ? { service_id: line.itemId } : { product_id: line.itemId }),
    amount: line.amount,
    specialist_id: line.specialistId,
    commission: line.commission?.commission ?? null,
    commission_type: line.commission?.commission_type ?? null,
    discount_promotion: line.planned.discounts.map((discount) => ({
      discount_promotion_id: discount.promotionId,
      discount_value_applied: discount.value,
    })),
    price_change: line.priceChange === null || line.plan?.used ? null : { amount: line.priceChange },
    // The membership's pesos off (decision 055): the server refuses a figure that differs.
    ...(line.planned.memberDiscount ? { membership_discount: line.planned.memberDiscount } : {}),
    ...usePackage,
    ...(line.reservationServiceId ? { service_reservation_service_id: line.reservationServiceId } : {}),
  };
}

export type MoneySummary = {
  total: number;
  balance: number;
  depositUsed: number;
  due: number;
  advance: number;
  // Pesos taken from gift cards (decision 050) and the most they may take of this sale.
  giftCards: number;
  giftCardRoom: number;
  paid: number;
  credit: number;
  // Tips ride on the charge with their own methods: part of what the client hands over.
  tips: number;
  // What the cashier collects now: the sale's part still due (after balance and advance) plus tips.
  toCollect: number;
  // Still to pay (0 when covered); over: paid beyond what is due.
  remaining: number;
  over: number;
};

// Spec section 9: the amount due is the total minus the client's balance (floored at 0),
// or the whole total when the client owes; paid is the payments plus the advance. Gift cards pay
// after the balance and the advance (decision 050), like the server's planMoney. Tips are not the
// sale's (nor its balance's) but are collected with it, so they count in what is collected.
export function moneySummary(input: {
  total: number;
  balance: number;
  advance: number;
  payments: Payment[];
  tips?: number;
  giftCards?: number;
  // What the sale's gift card lines cost: gift cards never pay for them.
  giftCardLines?: number;
}): MoneySummary {
  const due = amountDue(input.total, input.balance);
  const depositUsed = input.total - due;
  const advance = Math.min(input.advance, due);
  const credit = input.payments.filter((p) => p.method === 'credito').reduce((sum, p) => sum + p.amount, 0);
  const paid = input.payments.filter((p) => p.method !== 'credito').reduce((sum, p) => sum + p.amount, 0);
  const giftCards = input.giftCards ?? 0;
  const left = due - advance - giftCards - paid - credit;
  const tips = input.tips ?? 0;
  return {
    total: input.total,
    balance: input.balance,
    depositUsed,
    due,
    advance,
    giftCards,
    giftCardRoom: giftCardRoom({
      dueAfterAdvance: due - advance,
      otherLines: input.total - (input.giftCardLines ?? 0),
    }),
    paid,
    credit,
    tips,
    toCollect: due - advance - giftCards + tips,
    remaining: Math.max(0, left),
    over: Math.max(0, -left),
  };
}
