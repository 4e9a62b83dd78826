// Spec section 5: a promotion applies only to services (type_element 'servicio'), with status
// 'vigente', when the date and the time fall within its window, at one of its sites; and (issue
// 27) on one of its weekdays: `weekdays` is a set of days as bits, bit d for weekday d (0 =
// Sunday), 127 every day (a promotion without the field runs every day).
export type Promotion = {
  type_element: string;
  status: string;
  date_start: string;
  date_end: string;
  time_start: string;
  time_end: string;
  discount_type: '%' | 'fixed' | string;
  discount_value: number;
  weekdays?: number;
  sites: { site_id: number }[];
};

export const EVERY_WEEKDAY = 127;

// The weekday (0 = Sunday) of a calendar date 'YYYY-MM-DD', the same everywhere.
export function weekdayOf(date: string): number {
  return new Date(`${date.slice(0, 10)}T00:00:00Z`).getUTCDay();
}

export function runsOnWeekday(weekdays: number | undefined, weekday: number): boolean {
  return (((weekdays ?? EVERY_WEEKDAY) >> weekday) & 1) === 1;
}

// The weekdays of a set, Sunday first ([2] for "martes").
export function weekdayList(weekdays: number | undefined): number[] {
  return [0, 1, 2, 3, 4, 5, 6].filter((day) => runsOnWeekday(weekdays, day));
}

export function weekdaySet(days: number[]): number {
  return days.reduce((set, day) => set | (1 << day), 0);
}

export type PromotionContext = { date: string; time: string; siteId: number };

const hhmm = (time: string) => time.slice(0, 5);

export function isPromotionApplicable(promotion: Promotion, context: PromotionContext): boolean {
  if (promotion.type_element !== 'servicio' || promotion.status !== 'vigente') {
    return false;
  }
  const date = context.date.slice(0, 10);
  if (date < promotion.date_start.slice(0, 10) || date > promotion.date_end.slice(0, 10)) {
    return false;
  }
  if (!runsOnWeekday(promotion.weekdays, weekdayOf(date))) {
    return false;
  }
  const time = hhmm(context.time);
  if (time < hhmm(promotion.time_start) || time > hhmm(promotion.time_end)) {
    return false;
  }
  return promotion.sites.some((site) => site.site_id === context.siteId);
}

// A percentage is taken of the site price; a fixed discount is its value. Never more than the
// price, always whole pesos.
export function promotionDiscount(
  promotion: Pick<Promotion, 'discount_type' | 'discount_value'>,
  sitePrice: number,
): number {
  const raw =
    promotion.discount_type === '%' ? (sitePrice * promotion.discount_value) / 100 : promotion.discount_value;
  return Math.max(0, Math.min(sitePrice, Math.round(raw)));
}

// A promotion with the services it discounts (the items shape: `service` rows).
export type ServicePromotion = Promotion & { id: number; service: { service_id: number }[] };

// The promotions that apply to one service at a moment and site, by the rule above, in the order
// they apply (by id): the checkout prices a line with them, the calendar and the public booking
// page show the same.
export function promotionsForService<P extends ServicePromotion>(
  promotions: readonly P[],
  serviceId: number,
  context: PromotionContext,
): P[] {
  return promotions
    .filter(
      (promotion) =>
        promotion.service.some((row) => row.service_id === serviceId) &&
        isPromotionApplicable(promotion, context),
    )
    .sort((a, b) => a.id - b.id);
}
