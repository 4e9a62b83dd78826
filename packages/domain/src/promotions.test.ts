import { describe, expect, it } from 'vitest';
import {
  isPromotionApplicable,
  type Promotion,
  promotionDiscount,
  promotionsForService,
  weekdayList,
  weekdaySet,
} from './promotions';

const promo: Promotion = {
  type_element: 'servicio',
  status: 'vigente',
  date_start: '2026-11-01',
  date_end: '2026-11-30',
  time_start: '08:00:00',
  time_end: '12:00:00',
  discount_type: '%',
  discount_value: 20,
  sites: [{ site_id: 1 }],
};
const at = { date: '2026-11-22', time: '10:00', siteId: 1 };

describe('promotion rule', () => {
  it('applies inside every bound', () => {
    expect(isPromotionApplicable(promo, at)).toBe(true);
    expect(isPromotionApplicable(promo, { ...at, date: '2026-11-01', time: '08:00' })).toBe(true);
    expect(isPromotionApplicable(promo, { ...at, date: '2026-11-30', time: '12:00' })).toBe(true);
  });

  it('does not apply just outside each bound', () => {
    expect(isPromotionApplicable(promo, { ...at, date: '2026-10-31' })).toBe(false);
    expect(isPromotionApplicable(promo, { ...at, date: '2026-12-01' })).toBe(false);
    expect(isPromotionApplicable(promo, { ...at, time: '07:59' })).toBe(false);
    expect(isPromotionApplicable(promo, { ...at, time: '12:01' })).toBe(false);
    expect(isPromotionApplicable(promo, { ...at, siteId: 2 })).toBe(false);
    expect(isPromotionApplicable({ ...promo, status: 'vencido' }, at)).toBe(false);
    expect(isPromotionApplicable({ ...promo, type_element: 'producto' }, at)).toBe(false);
  });

  it('discounts a percentage of the site price or a fixed value, never below zero', () => {
    expect(promotionDiscount(promo, 45000)).toBe(9000);
    expect(promotionDiscount({ discount_type: '%', discount_value: 15 }, 33333)).toBe(5000);
    expect(promotionDiscount({ discount_type: 'fixed', discount_value: 10000 }, 45000)).toBe(10000);
    expect(promotionDiscount({ discount_type: 'fixed', discount_value: 50000 }, 45000)).toBe(45000);
  });
});

describe('a promotion limited to weekdays', () => {
  const tuesdays = { ...promo, weekdays: weekdaySet([2]) };
  it('applies on its weekdays only (2026-11-24 is a Tuesday)', () => {
    expect(isPromotionApplicable(tuesdays, { ...at, date: '2026-11-24' })).toBe(true);
    expect(isPromotionApplicable(tuesdays, { ...at, date: '2026-11-23' })).toBe(false);
    expect(isPromotionApplicable(tuesdays, { ...at, date: '2026-11-22' })).toBe(false);
    // Without the field, or with every day, it runs every day.
    expect(isPromotionApplicable(promo, { ...at, date: '2026-11-23' })).toBe(true);
    expect(isPromotionApplicable({ ...promo, weekdays: 127 }, { ...at, date: '2026-11-22' })).toBe(true);
  });
  it('a set of days reads back as the list', () => {
    expect(weekdayList(weekdaySet([0, 6]))).toEqual([0, 6]);
    expect(weekdayList(undefined)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('the promotions of one service line', () => {
  const of = (id: number, serviceIds: number[], change: Partial<Promotion> = {}) => ({
    ...promo,
    id,
    service: serviceIds.map((service_id) => ({ service_id })),
    ...change,
  });

  it('keeps those of the service that apply at the moment and site, in id order', () => {
    const promotions = [
      of(5, [7]),
      of(2, [7, 8]),
      of(3, [8]),
      of(1, [7], { status: 'inactiva' }),
      of(4, [7], { sites: [] }),
    ];
    expect(promotionsForService(promotions, 7, at).map((p) => p.id)).toEqual([2, 5]);
    expect(promotionsForService(promotions, 9, at)).toEqual([]);
  });
});
