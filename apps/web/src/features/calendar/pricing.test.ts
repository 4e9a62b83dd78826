import { describe, expect, it } from 'vitest';
import type { CalendarPromotion } from './api/get-promotions';
import { linePrice, occurrenceCount, serviceOptionLabel } from './pricing';

const promotion = (change: Partial<CalendarPromotion>): CalendarPromotion => ({
  id: 1,
  name: 'Lunes feliz',
  type_element: 'servicio',
  status: 'vigente',
  date_start: '2026-11-01',
  date_end: '2026-11-30',
  time_start: '08:00:00',
  time_end: '12:00:00',
  discount_type: '%',
  discount_value: 10,
  specialist_id: null,
  sites: [{ site_id: 3 }],
  service: [{ service_id: 7 }],
  ...change,
});

const base = { sitePrice: 50_000, serviceId: 7, date: '2026-11-23', time: '10:00', siteId: 3 };

describe('a booking line price', () => {
  it('takes the promotions that apply by the spec rule', () => {
    expect(linePrice({ ...base, promotions: [promotion({})] })).toEqual({
      total: 45_000,
      discounts: [{ id: 1, name: 'Lunes feliz', value: 5_000 }],
    });
  });

  it('ignores a promotion of another site, service, time, day or status', () => {
    const promotions = [
      promotion({ sites: [{ site_id: 4 }] }),
      promotion({ service: [{ service_id: 8 }] }),
      promotion({ time_start: '11:00:00' }),
      promotion({ date_end: '2026-11-22' }),
      promotion({ status: 'inactiva' }),
      promotion({ type_element: 'producto' }),
    ];
    expect(linePrice({ ...base, promotions }).total).toBe(50_000);
  });

  it('never goes below zero with several discounts', () => {
    const promotions = [
      promotion({ id: 2, discount_type: 'fixed', discount_value: 40_000 }),
      promotion({ id: 1, discount_value: 50 }),
    ];
    const price = linePrice({ ...base, promotions });
    expect(price.total).toBe(0);
    expect(price.discounts.map((item) => item.value)).toEqual([25_000, 25_000]);
  });

  it('counts the dates of a weekly repetition', () => {
    expect(occurrenceCount('2026-11-23', '2026-12-21', 1)).toBe(5);
    expect(occurrenceCount('2026-11-23', '2026-12-21', 2)).toBe(3);
    expect(occurrenceCount('2026-11-23', '2026-11-01', 1)).toBe(1);
  });
});

describe('a service in the booking picker', () => {
  it('shows its price at the site and its length as Xh Ymin', () => {
    const color = { name: 'Color', duration: 150, service_site_price: [{ site_id: 3, price: 120_000 }] };
    expect(serviceOptionLabel(color, 3)).toBe('Color · $120.000 · 2h 30min');
    expect(serviceOptionLabel({ ...color, duration: 45 }, 3)).toBe('Color · $120.000 · 0h 45min');
    // No price at this site: no made-up $0.
    expect(serviceOptionLabel(color, 9)).toBe('Color · 2h 30min');
  });
});
