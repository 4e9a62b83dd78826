import { formatDuration } from '@sari/domain/dates';
import { dayNumber } from '@sari/domain/local-days';
import { formatMoney } from '@sari/domain/money';
import { isPromotionApplicable, promotionDiscount } from '@sari/domain/promotions';
import type { CalendarPromotion } from './api/get-promotions';

export type LinePrice = { total: number; discounts: { id: number; name: string; value: number }[] };

// A service line's price: the site price minus the promotions that apply (spec-coverage 5)
// (servicio, vigente, date and time inside, the site) for this service, in id order, never below
// zero — as the checkout's cart-data computes it (the booking's time stands for "now").
export function linePrice(input: {
  sitePrice: number;
  serviceId: number;
  date: string;
  time: string;
  siteId: number;
  promotions: CalendarPromotion[];
}): LinePrice {
  let left = input.sitePrice;
  const discounts: LinePrice['discounts'] = [];
  for (const promotion of [...input.promotions].sort((a, b) => a.id - b.id)) {
    const applies =
      isPromotionApplicable(promotion, { date: input.date, time: input.time, siteId: input.siteId }) &&
      promotion.service.some((item) => item.service_id === input.serviceId);
    if (!applies || left <= 0) {
      continue;
    }
    const value = Math.min(left, promotionDiscount(promotion, input.sitePrice));
    left -= value;
    discounts.push({ id: promotion.id, name: promotion.name, value });
  }
  return { total: left, discounts };
}

// How many dates a weekly repetition gives (the first one included).
export function occurrenceCount(date: string, until: string, everyWeeks: number): number {
  const first = dayNumber(date);
  const last = dayNumber(until);
  if (first === null || last === null || last < first || everyWeeks < 1) {
    return 1;
  }
  return Math.floor((last - first) / (7 * everyWeeks)) + 1;
}

// A service as the booking's picker lists it: its name, its price at the site (before any
// promotion: the line below shows what applies) and its length in 'Xh Ymin' (spec-coverage 1).
export function serviceOptionLabel(
  service: { name: string; duration: number; service_site_price: { site_id: number; price: number }[] },
  siteId: number,
): string {
  const price = service.service_site_price.find((item) => item.site_id === siteId)?.price;
  return [service.name, price === undefined ? null : formatMoney(price), formatDuration(service.duration)]
    .filter(Boolean)
    .join(' · ');
}
