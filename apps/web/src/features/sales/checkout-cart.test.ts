import { describe, expect, it } from 'vitest';
import type { CheckoutCatalog } from './api/get-checkout-catalog';
import { lineRequest, moneySummary, priceLines } from './checkout-cart';

const catalog: CheckoutCatalog = {
  services: [
    {
      id: 1,
      name: 'Corte dama',
      service_category_id: 7,
      service_site_price: [
        { site_id: 10, price: 45000 },
        { site_id: 11, price: 50000 },
      ],
      service_specialist: [{ specialist_id: 3 }],
    },
  ],
  products: [
    {
      id: 2,
      name: 'Aceite',
      sku: null,
      product_price: [
        { site_id: 10, price: 30000, product_type_price_id: { id: 2, is_default: false } },
        { site_id: 10, price: 54000, product_type_price_id: { id: 1, is_default: true } },
      ],
      product_stock: [{ site_id: 10, current_stock: 5 }],
    },
  ],
  specialists: [
    {
      id: 3,
      name: 'Ana',
      last_name: null,
      specialist_commission: [{ service_category_id: 7, commission: 40, commission_type: '%' }],
    },
  ],
  promotions: [
    {
      id: 9,
      name: 'Martes 10%',
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
  packages: [],
};
const now = { date: '2026-11-23', time: '10:00', weekday: 1 };

describe('the checkout cart priced by the domain rules', () => {
  it('prices a service with its promotion and commission and a product at the default price type', () => {
    const [service, product] = priceLines(
      [
        {
          key: 'a',
          kind: 'service',
          itemId: 1,
          name: 'Corte dama',
          amount: 1,
          specialistId: 3,
          priceChange: null,
        },
        {
          key: 'b',
          kind: 'product',
          itemId: 2,
          name: 'Aceite',
          amount: 2,
          specialistId: null,
          priceChange: null,
        },
      ],
      catalog,
      10,
      now,
    );
    expect(service.planned.total).toBe(40500);
    expect(lineRequest(service)).toMatchObject({
      service_id: 1,
      specialist_id: 3,
      commission: 40,
      commission_type: '%',
      discount_promotion: [{ discount_promotion_id: 9, discount_value_applied: 4500 }],
      price_change: null,
    });
    expect(product.planned.total).toBe(108000);
    expect(lineRequest(product)).toMatchObject({ product_id: 2, amount: 2, discount_promotion: [] });
  });

  it('applies no promotion outside its hours or at another site; a price change replaces the site price', () => {
    const line = {
      key: 'a',
      kind: 'service' as const,
      itemId: 1,
      name: 'x',
      amount: 1,
      specialistId: 3,
      priceChange: null,
    };
    expect(priceLines([line], catalog, 10, { ...now, time: '21:00' })[0].planned.total).toBe(45000);
    expect(priceLines([line], catalog, 11, now)[0].planned.total).toBe(50000);
    // The discount is a share of the site price, taken from the changed price.
    expect(priceLines([{ ...line, priceChange: 30000 }], catalog, 10, now)[0].planned.total).toBe(25500);
  });

  it("uses the client's balance by the spec's rule and keeps what is left in sight", () => {
    const pay = (method: string, amount: number) => ({ key: method, method, amount });
    expect(
      moneySummary({ total: 100000, balance: 30000, advance: 0, payments: [pay('efectivo', 20000)] }),
    ).toMatchObject({
      depositUsed: 30000,
      due: 70000,
      remaining: 50000,
      over: 0,
    });
    // A debt: the whole total is due; credito leaves part owed.
    expect(
      moneySummary({
        total: 100000,
        balance: -5000,
        advance: 10000,
        payments: [pay('tarjeta', 60000), pay('credito', 30000)],
      }),
    ).toMatchObject({ depositUsed: 0, due: 100000, advance: 10000, credit: 30000, remaining: 0, over: 0 });
    expect(
      moneySummary({ total: 20000, balance: 50000, advance: 0, payments: [pay('efectivo', 5000)] }),
    ).toMatchObject({
      due: 0,
      remaining: 0,
      over: 5000,
    });
  });
});

describe('tips in what is collected', () => {
  const pay = (method: string, amount: number) => ({ key: method, method, amount });
  it('a tip is part of what the cashier collects, not of the sale’s payments', () => {
    const money = moneySummary({
      total: 50000,
      balance: 0,
      advance: 10000,
      payments: [pay('tarjeta', 40000)],
      tips: 7000,
    });
    expect(money).toMatchObject({ due: 50000, tips: 7000, toCollect: 47000, remaining: 0, over: 0 });
    expect(moneySummary({ total: 20000, balance: 0, advance: 0, payments: [] }).toCollect).toBe(20000);
  });
});

describe('gift cards in the cart and the payments (decision 050)', () => {
  const pay = (method: string, amount: number) => ({ key: method, method, amount });
  const card = {
    key: 'g',
    kind: 'gift_card' as const,
    itemId: 0,
    name: 'Tarjeta de regalo',
    amount: 1,
    specialistId: null,
    priceChange: null,
    giftCard: { amount: 100000, recipientName: ' Lucía ', recipientEmail: '', message: '' },
  };

  it('a gift card line costs its amount and asks the server for one card, blanks left out', () => {
    const [line] = priceLines([card], catalog, 10, now);
    expect(line.planned.total).toBe(100000);
    expect(lineRequest(line)).toEqual({
      gift_card: { amount: 100000, recipient_name: 'Lucía', recipient_email: undefined, message: undefined },
      amount: 1,
      discount_promotion: [],
    });
  });

  it('gift cards pay after the balance and the advance, never the gift cards the sale sells', () => {
    const money = moneySummary({
      total: 150000,
      balance: 10000,
      advance: 5000,
      payments: [pay('efectivo', 20000)],
      giftCards: 40000,
      giftCardLines: 100000,
    });
    expect(money).toMatchObject({
      due: 140000,
      giftCards: 40000,
      // What the other lines cost (50.000) is the most cards may pay.
      giftCardRoom: 50000,
      toCollect: 95000,
      remaining: 75000,
    });
    expect(
      moneySummary({ total: 60000, balance: 0, advance: 0, payments: [], giftCards: 60000 }),
    ).toMatchObject({
      giftCardRoom: 60000,
      toCollect: 0,
      remaining: 0,
      over: 0,
    });
  });
});
