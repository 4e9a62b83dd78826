import { describe, expect, it } from 'vitest';
import type { CheckoutCatalog } from './api/get-checkout-catalog';
import { assignPlans, type CartLine, type HeldPackage, lineRequest, priceLines } from './checkout-cart';

// Session packages at checkout (decision 051): a service line a package of the client covers is
// paid with one session unless the cashier declines, and the request says which for every
// covered line; a package is sold as its own line at its site price.
const catalog: CheckoutCatalog = {
  services: [
    {
      id: 1,
      name: 'Masaje relajante',
      service_category_id: 7,
      service_site_price: [{ site_id: 10, price: 30000 }],
      service_specialist: [{ specialist_id: 3 }],
    },
    {
      id: 2,
      name: 'Uñas',
      service_category_id: 7,
      service_site_price: [{ site_id: 10, price: 20000 }],
      service_specialist: [{ specialist_id: 3 }],
    },
  ],
  products: [],
  specialists: [
    {
      id: 3,
      name: 'Ana',
      last_name: null,
      specialist_commission: [{ service_category_id: 7, commission: 10, commission_type: '%' }],
    },
  ],
  promotions: [
    {
      id: 9,
      name: 'Noviembre 10%',
      type_element: 'servicio',
      status: 'vigente',
      date_start: '2026-11-01',
      date_end: '2026-11-30',
      time_start: '08:00',
      time_end: '20:00',
      weekdays: 127,
      discount_type: '%',
      discount_value: 10,
      sites: [{ site_id: 10 }],
      service: [{ service_id: 1 }],
    },
  ],
  methods: [],
  packages: [
    {
      id: 50,
      name: 'Plan 10 masajes',
      sessions: 10,
      validity: 3,
      validity_unit: 'months',
      prices: [{ site_id: 10, price: 250000 }],
      services: [{ service_id: 1 }],
    },
  ],
};
const now = { date: '2026-11-23', time: '10:00', weekday: 1 };

const held = (patch: Partial<HeldPackage> = {}): HeldPackage => ({
  id: 70,
  kind: 'package',
  starts_on: null,
  membership_plan: null,
  service_discount: null,
  product_discount: null,
  initial: 10,
  left: 8,
  expires_on: '2027-02-23',
  expired: false,
  status: 'activa',
  session_package: { id: 50, name: 'Plan 10 masajes' },
  services: [{ id: 1 }],
  ...patch,
});

const service = (key: string, itemId = 1, patch: Partial<CartLine> = {}): CartLine => ({
  key,
  kind: 'service',
  itemId,
  name: itemId === 1 ? 'Masaje relajante' : 'Uñas',
  amount: 1,
  specialistId: 3,
  priceChange: null,
  ...patch,
});

describe('a package of the client at checkout', () => {
  it('pays a covered line with its next session: $0, no promotion, use_package the instrument', () => {
    const [line, other] = priceLines([service('a'), service('b', 2)], catalog, 10, now, [held()]);
    expect(line.plan).toEqual({ instrumentId: 70, name: 'Plan 10 masajes', session: 3, of: 10, used: true });
    expect(line.planned.total).toBe(0);
    expect(line.promotionNames).toEqual([]);
    expect(lineRequest(line)).toMatchObject({
      service_id: 1,
      use_package: 70,
      discount_promotion: [],
      price_change: null,
    });
    // A service the package does not cover says nothing and is charged as usual.
    expect(other.plan).toBeNull();
    expect(other.planned.total).toBe(20000);
    expect(lineRequest(other)).not.toHaveProperty('use_package');
  });

  it('counts the earlier lines of the cart: the last session goes to the first line only', () => {
    const plans = assignPlans([service('a'), service('b'), service('c')], [held({ left: 2 })], now.date);
    expect(plans.get('a')?.session).toBe(9);
    expect(plans.get('b')?.session).toBe(10);
    expect(plans.has('c')).toBe(false);
    const priced = priceLines([service('a'), service('b'), service('c')], catalog, 10, now, [
      held({ left: 2 }),
    ]);
    expect(priced.map((line) => line.planned.total)).toEqual([0, 0, 27000]);
    expect(lineRequest(priced[2])).not.toHaveProperty('use_package');
  });

  it('a declined line is charged with its promotion, sends false and spends no session', () => {
    const priced = priceLines(
      [service('a', 1, { declinePackage: true, priceChange: 28000 }), service('b')],
      catalog,
      10,
      now,
      [held()],
    );
    expect(priced[0].plan?.used).toBe(false);
    expect(priced[0].planned.total).toBe(25000);
    expect(lineRequest(priced[0])).toMatchObject({ use_package: false, price_change: { amount: 28000 } });
    // The next line takes the session the declined one left.
    expect(priced[1].plan).toMatchObject({ session: 3, used: true });
  });

  it('leaves out a package expired, anulado, spent or of other services, and picks the oldest in force', () => {
    const lines = [service('a')];
    expect(assignPlans(lines, [held({ expires_on: '2026-11-22' })], now.date).size).toBe(0);
    expect(assignPlans(lines, [held({ expired: true })], now.date).size).toBe(0);
    expect(assignPlans(lines, [held({ status: 'anulada' })], now.date).size).toBe(0);
    expect(assignPlans(lines, [held({ left: 0 })], now.date).size).toBe(0);
    expect(assignPlans([service('a', 2)], [held()], now.date).size).toBe(0);
    // Its last day still counts; with two, the first by id (the server's order).
    expect(assignPlans(lines, [held({ expires_on: now.date })], now.date).get('a')?.instrumentId).toBe(70);
    expect(
      assignPlans(lines, [held({ id: 90 }), held({ id: 80, expires_on: null })], now.date).get('a')
        ?.instrumentId,
    ).toBe(80);
  });

  it('sells a package as its own line at its site price', () => {
    const [line] = priceLines(
      [
        {
          key: 'p',
          kind: 'package',
          itemId: 50,
          name: 'Plan 10 masajes',
          amount: 1,
          specialistId: null,
          priceChange: null,
        },
      ],
      catalog,
      10,
      now,
    );
    expect(line.unitPrice).toBe(250000);
    expect(line.planned.total).toBe(250000);
    expect(lineRequest(line)).toEqual({ package: 50, amount: 1, discount_promotion: [] });
    const [elsewhere] = priceLines([{ ...line, key: 'q' }], catalog, 11, now);
    expect(elsewhere.unitPrice).toBeNull();
  });
});

// Memberships (decision 055): the period's percentage is taken after the promotions on service
// and product lines and sent as membership_discount; its included services are used like a
// package's sessions; a membership line is sold at the site's price.
describe('memberships at checkout', () => {
  const withMembership: CheckoutCatalog = {
    ...catalog,
    memberships: [
      {
        id: 60,
        name: 'Club 10 %',
        period: 'monthly',
        service_discount: 10,
        product_discount: null,
        included_services: 0,
        prices: [{ site_id: 10, price: 120000 }],
      },
    ],
  };
  const period = (patch: Partial<HeldPackage> = {}) =>
    held({
      id: 80,
      kind: 'membership',
      session_package: null,
      membership_plan: { id: 60, name: 'Club 10 %' },
      service_discount: 10,
      initial: 0,
      left: 0,
      starts_on: '2026-11-23',
      expires_on: '2026-12-22',
      services: [],
      ...patch,
    });

  it('takes the percentage after the promotions and says it in the request', () => {
    // Masaje 30.000, promotion 10% = 3.000, then the membership 10% of 27.000 = 2.700.
    const [line] = priceLines([service('a')], withMembership, 10, now, [period()]);
    expect(line.planned).toMatchObject({ memberDiscount: 2700, discountTotal: 5700, total: 24300 });
    expect(line.member).toEqual({ instrumentId: 80, name: 'Club 10 %', percent: 10 });
    expect(lineRequest(line)).toMatchObject({ membership_discount: 2700 });
  });

  it('gives nothing when paused, not started or ended, and never adds two memberships', () => {
    for (const patch of [{ status: 'pausada' }, { starts_on: '2026-11-24' }, { expires_on: '2026-11-22' }]) {
      const [line] = priceLines([service('a')], withMembership, 10, now, [period(patch)]);
      expect(line.planned.memberDiscount, JSON.stringify(patch)).toBe(0);
      expect(lineRequest(line)).not.toHaveProperty('membership_discount');
    }
    const [best] = priceLines([service('b', 2)], withMembership, 10, now, [
      period(),
      period({ id: 81, service_discount: 15 }),
    ]);
    expect(best.planned.memberDiscount).toBe(3000);
  });

  it('uses an included service like a package session, and sells a membership line', () => {
    const included = period({ initial: 2, left: 2, services: [{ id: 1 }], service_discount: null });
    const plans = assignPlans([service('a')], [included], now.date);
    expect(plans.get('a')).toMatchObject({ instrumentId: 80, name: 'Club 10 %', session: 1, of: 2 });
    const sold: CartLine = { ...service('m', 60), kind: 'membership', specialistId: null };
    const [line] = priceLines([sold], withMembership, 10, now, []);
    expect(line.planned.total).toBe(120000);
    expect(lineRequest(line)).toEqual({ membership: 60, amount: 1, discount_promotion: [] });
  });
});
