import { describe, expect, it } from 'vitest';
import type { BookingPage } from '../api/get-booking-page';
import { offerAt, priceAt, totalsOf, visitPrice } from './booking-math';

const page: BookingPage = {
  company: { name: 'Aurora', logo: null },
  sites: [
    { id: 1, name: 'Centro', address: null, phone: null, time_zone: 'America/Bogota' },
    { id: 2, name: 'Norte', address: null, phone: null, time_zone: 'America/Bogota' },
  ],
  services: [
    { id: 10, name: 'Corte', duration: 45, deposit: 0, prices: [{ site_id: 1, price: 30_000 }] },
    {
      id: 11,
      name: 'Color',
      duration: 60,
      deposit: 20_000,
      prices: [
        { site_id: 1, price: 90_000 },
        { site_id: 2, price: 95_000 },
      ],
    },
    { id: 12, name: 'Uñas', duration: 30, deposit: 0, prices: [{ site_id: 2, price: 25_000 }] },
  ],
  specialists: [
    { id: 1, name: 'Ana', site_ids: [1], service_ids: [10, 11] },
    { id: 2, name: 'Bea', site_ids: [1, 2], service_ids: [11] },
    { id: 3, name: 'Caro', site_ids: [2], service_ids: [12] },
  ],
  promotions: [
    {
      id: 5,
      name: 'Martes de uñas',
      type_element: 'servicio',
      status: 'vigente',
      date_start: '2026-11-01',
      date_end: '2026-12-31',
      time_start: '00:00:00',
      time_end: '23:59:00',
      weekdays: 1 << 2,
      discount_type: '%',
      discount_value: 20,
      sites: [{ site_id: 2 }],
      service: [{ service_id: 12 }],
    },
  ],
  rules: {
    min_notice_minutes: 120,
    max_days: 60,
    cancel_hours: 12,
    privacy_policy_url: null,
    gift_cards_online: false,
  },
};

describe('what a site offers online', () => {
  it('lists the services someone of the site performs, and who performs every chosen one', () => {
    expect(offerAt(page, 1, []).services.map((s) => s.id)).toEqual([10, 11]);
    expect(offerAt(page, 2, []).services.map((s) => s.id)).toEqual([11, 12]);
    expect(offerAt(page, 1, [11]).specialists.map((s) => s.name)).toEqual(['Ana', 'Bea']);
    expect(offerAt(page, 1, [10, 11]).specialists.map((s) => s.name)).toEqual(['Ana']);
    expect(offerAt(page, null, [10])).toEqual({ services: [], specialists: [] });
  });

  it('adds the site’s prices, the durations and the deposits of the chosen services', () => {
    expect(priceAt(page.services[0], 2)).toBeNull();
    expect(totalsOf(page, 1, [10, 11])).toMatchObject({ duration: 105, price: 120_000, deposit: 20_000 });
    expect(totalsOf(page, 2, [11])).toMatchObject({ duration: 60, price: 95_000, deposit: 20_000 });
  });
});

describe('the price of a visit, as the salon would charge it', () => {
  it('applies the promotion on its weekday only (2026-11-24 is a Tuesday)', () => {
    const nails = page.services[2];
    expect(visitPrice(page, nails, 2, { date: '2026-11-24', time: '10:00' })).toEqual({
      full: 25_000,
      price: 20_000,
      promotions: ['Martes de uñas'],
    });
    expect(visitPrice(page, nails, 2, { date: '2026-11-23', time: '10:00' })?.price).toBe(25_000);
    expect(totalsOf(page, 2, [12], { date: '2026-11-24', time: '10:00' })).toMatchObject({
      price: 20_000,
      full: 25_000,
    });
  });
});
