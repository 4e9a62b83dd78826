import { type PlannedLine, planLine } from '@sari/domain/checkout-plan';
import { amountDue } from '@sari/domain/deposits';
import { promotionsForService } from '@sari/domain/promotions';
import { giftCardRoom } from '@sari/domain/wallet';
import type { WallClock } from '@sari/domain/zoned-time';
import type { CheckoutCatalog } from './api/get-checkout-catalog';

// A gift card sold (decision 050): its amount is the line's price; the rest is optional.
export type GiftCardDetails = {
  amount: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
};

// A line of the cart as the cashier edits it (spec: shopping cart line).
export type CartLine = {
  key: string;
  kind: 'service' | 'product' | 'gift_card';
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
};

export type PricedCartLine = CartLine & {
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

export function servicePrice(catalog: CheckoutCatalog, serviceId: number, siteId: number): number | null {
  const service = catalog.services.find((item) => item.id === serviceId);
  return service?.service_site_price.find((row) => row.site_id === siteId)?.price ?? null;
}

// Each line priced by the same rules the server applies (packages/domain): the site price or
// the price change, the promotions that apply now at the site (in the server's order), the
// specialist's commission for the service's category.
export function priceLines(
  lines: CartLine[],
  catalog: CheckoutCatalog,
  siteId: number,
  now: WallClock,
): PricedCartLine[] {
  return lines.map((line) => {
    if (line.kind === 'gift_card') {
      const unitPrice = line.giftCard?.amount ?? 0;
      return {
        ...line,
        amount: 1,
        unitPrice,
        planned: planLine({ kind: 'gift_card', amount: 1, unitPrice }),
        promotionNames: [],
        commission: null,
      };
    }
    if (line.kind === 'product') {
      const unitPrice = productPrice(catalog, line.itemId, siteId);
      return {
        ...line,
        unitPrice,
        planned: planLine({ kind: 'product', amount: line.amount, unitPrice: unitPrice ?? 0 }),
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
    const planned = planLine({
      kind: 'service',
      amount: 1,
      unitPrice: unitPrice ?? 0,
      priceChange: line.priceChange,
      promotions,
      commission,
    });
    return {
      ...line,
      amount: 1,
      unitPrice,
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
    price_change: line.priceChange === null ? null : { amount: line.priceChange },
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
