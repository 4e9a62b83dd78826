import { quoteService } from '@sari/domain/checkout-plan';
import { formatDuration } from '@sari/domain/dates';
import { dayNumber } from '@sari/domain/local-days';
import { formatMoney } from '@sari/domain/money';
import type { CalendarPromotion } from './api/get-promotions';

export type LinePrice = { total: number; discounts: { id: number; name: string; value: number }[] };

// A service line's price at the booking's moment (its time stands for "now"): the domain's quote,
// the same rule, order and stacking the checkout charges (packages/domain checkout-plan.ts).
export function linePrice(input: {
  sitePrice: number;
  serviceId: number;
  date: string;
  time: string;
  siteId: number;
  promotions: CalendarPromotion[];
}): LinePrice {
  const quote = quoteService({
    sitePrice: input.sitePrice,
    serviceId: input.serviceId,
    at: { date: input.date, time: input.time, siteId: input.siteId },
    promotions: input.promotions,
  });
  return {
    total: quote.total,
    discounts: quote.applied.map(({ promotion, value }) => ({
      id: promotion.id,
      name: promotion.name,
      value,
    })),
  };
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
