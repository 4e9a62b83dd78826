import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isProblem, type MoneyInput, planLine, planMoney, quoteService } from './checkout-plan';
import type { ServicePromotion } from './promotions';

const money = (overrides: Partial<MoneyInput>): MoneyInput => ({
  total: 100_000,
  deposits: [],
  credits: 0,
  advance: 0,
  payments: [],
  overpayment: 'cambio',
  allowCredit: true,
  ...overrides,
});

describe('line totals (spec 9)', () => {
  it('a service line is the site price minus its discounts; a percentage is of the site price', () => {
    const line = planLine({
      kind: 'service',
      amount: 1,
      unitPrice: 50_000,
      promotions: [
        { id: 1, discount_type: '%', discount_value: 10 },
        { id: 2, discount_type: 'fixed', discount_value: 3_000 },
      ],
      commission: { commission: 40, commission_type: '%' },
    });
    expect(line).toEqual({
      discounts: [
        { promotionId: 1, value: 5_000 },
        { promotionId: 2, value: 3_000 },
      ],
      memberDiscount: 0,
      discountTotal: 8_000,
      total: 42_000,
      commissionValue: 16_800,
    });
  });

  it('a membership percentage (decision 055) is taken last, on what the promotions left, and on products', () => {
    const line = planLine({
      kind: 'service',
      amount: 1,
      unitPrice: 50_000,
      promotions: [{ id: 1, discount_type: '%', discount_value: 10 }],
      commission: { commission: 40, commission_type: '%' },
      memberPercent: 15,
    });
    expect(line).toMatchObject({
      memberDiscount: 6_750,
      discountTotal: 11_750,
      total: 38_250,
      commissionValue: 15_300,
    });
    const product = planLine({ kind: 'product', amount: 3, unitPrice: 12_345, memberPercent: 5 });
    expect(product).toMatchObject({ memberDiscount: 1_852, discountTotal: 1_852, total: 35_183 });
    expect(planLine({ kind: 'membership', amount: 1, unitPrice: 90_000, memberPercent: 50 }).total).toBe(
      90_000,
    );
  });

  it('price_change replaces the site price, and the percentage stays a share of the site price', () => {
    const line = planLine({
      kind: 'service',
      amount: 1,
      unitPrice: 50_000,
      priceChange: 40_000,
      promotions: [{ id: 1, discount_type: '%', discount_value: 10 }],
    });
    expect(line.total).toBe(35_000);
  });

  it('discounts never take a line below zero; a product line is price times amount', () => {
    const free = planLine({
      kind: 'service',
      amount: 1,
      unitPrice: 10_000,
      promotions: [
        { id: 1, discount_type: 'fixed', discount_value: 8_000 },
        { id: 2, discount_type: 'fixed', discount_value: 8_000 },
      ],
    });
    expect(free.total).toBe(0);
    expect(free.discounts.map((d) => d.value)).toEqual([8_000, 2_000]);
    expect(planLine({ kind: 'product', amount: 3, unitPrice: 12_500 }).total).toBe(37_500);
  });
});

const promotion = (change: Partial<ServicePromotion & { name: string }>) => ({
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
  sites: [{ site_id: 3 }],
  service: [{ service_id: 7 }],
  ...change,
});
const booked = { sitePrice: 50_000, serviceId: 7, at: { date: '2026-11-23', time: '10:00', siteId: 3 } };

describe('a service quoted at a moment (the calendar and the public page)', () => {
  it('takes the promotions that apply by the spec rule', () => {
    const quote = quoteService({ ...booked, promotions: [promotion({})] });
    expect(quote.total).toBe(45_000);
    expect(quote.applied.map((entry) => [entry.promotion.name, entry.value])).toEqual([
      ['Lunes feliz', 5_000],
    ]);
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
    expect(quoteService({ ...booked, promotions })).toEqual({ total: 50_000, applied: [] });
  });

  it('stacks in id order as the checkout does, never below zero, and names only what took something off', () => {
    const promotions = [
      promotion({ id: 3, name: 'Nada queda', discount_type: 'fixed', discount_value: 1_000 }),
      promotion({ id: 2, name: 'Fijo', discount_type: 'fixed', discount_value: 40_000 }),
      promotion({ id: 1, name: 'Mitad', discount_value: 50 }),
    ];
    const quote = quoteService({ ...booked, promotions });
    expect(quote.total).toBe(0);
    expect(quote.applied.map((entry) => [entry.promotion.name, entry.value])).toEqual([
      ['Mitad', 25_000],
      ['Fijo', 25_000],
    ]);
    const line = planLine({
      kind: 'service',
      amount: 1,
      unitPrice: 50_000,
      promotions: [...promotions].reverse(),
    });
    expect(line.total).toBe(quote.total);
  });
});

describe('the money of a checkout', () => {
  it('a balance pays first (amount due = total minus the deposit, spec 9), oldest deposit first', () => {
    const plan = planMoney(
      money({
        deposits: [
          { origin: 'history', id: 7, remaining: 30_000 },
          { origin: 'client', id: 3, remaining: 50_000 },
        ],
        payments: [{ method: 'tarjeta', amount: 20_000 }],
      }),
    );
    expect(plan).toMatchObject({
      depositUses: [
        { origin: 'history', id: 7, amount: 30_000 },
        { origin: 'client', id: 3, amount: 50_000 },
      ],
      depositUsed: 80_000,
      received: [{ method: 'tarjeta', amount: 20_000 }],
      status: 'pagado',
    });
  });

  it('with a debt the whole total is due and no deposit is drawn (spec 9)', () => {
    const plan = planMoney(
      money({
        deposits: [{ origin: 'client', id: 1, remaining: 10_000 }],
        credits: 30_000,
        payments: [{ method: 'efectivo', amount: 100_000 }],
      }),
    );
    expect(plan).toMatchObject({ depositUsed: 0, depositUses: [] });
  });

  it('the amount paid is the payments plus the advance (spec 9)', () => {
    const plan = planMoney(money({ advance: 40_000, payments: [{ method: 'efectivo', amount: 60_000 }] }));
    expect(plan).toMatchObject({ advanceUsed: 40_000, received: [{ method: 'efectivo', amount: 60_000 }] });
  });

  it('an overpayment is change from the cash or a new abono, as the cashier chooses', () => {
    const cash = [{ method: 'efectivo', amount: 120_000 }];
    expect(planMoney(money({ payments: cash }))).toMatchObject({
      change: 20_000,
      abono: 0,
      received: [{ method: 'efectivo', amount: 100_000 }],
    });
    expect(planMoney(money({ payments: cash, overpayment: 'abono' }))).toMatchObject({
      change: 0,
      abono: 20_000,
      received: [{ method: 'efectivo', amount: 120_000 }],
    });
    const card = planMoney(money({ payments: [{ method: 'tarjeta', amount: 120_000 }] }));
    expect(isProblem(card) && card.code).toBe('cambio_sin_efectivo');
  });

  it('an unpaid part is a credito when the company allows it, else it is refused', () => {
    const split = [
      { method: 'efectivo', amount: 30_000 },
      { method: 'credito', amount: 70_000 },
    ];
    expect(planMoney(money({ payments: split }))).toMatchObject({ credit: 70_000, status: 'parcial' });
    const refused = planMoney(money({ payments: split, allowCredit: false }));
    expect(isProblem(refused) && refused.code).toBe('credito_no_permitido');
    const short = planMoney(money({ payments: [{ method: 'efectivo', amount: 30_000 }] }));
    expect(isProblem(short) && short.message).toBe('Faltan $70.000 por pagar.');
  });
});

// Thousands of random carts, balances and split payments: what the plan says always adds up.
describe('properties', () => {
  const sources = fc
    .array(
      fc.record({
        origin: fc.constantFrom('history' as const, 'client' as const),
        remaining: fc.integer({ min: 0, max: 200_000 }),
      }),
      { maxLength: 4 },
    )
    .map((list) => list.map((source, index) => ({ ...source, id: index + 1 })));
  const payments = fc.array(
    fc.record({
      method: fc.constantFrom('efectivo', 'tarjeta', 'transferencia', 'credito'),
      amount: fc.integer({ min: 0, max: 300_000 }),
    }),
    { maxLength: 4 },
  );
  const input = fc.record({
    total: fc.integer({ min: 0, max: 500_000 }),
    deposits: sources,
    credits: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100_000 })),
    advance: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 200_000 })),
    payments,
    overpayment: fc.constantFrom('abono' as const, 'cambio' as const),
    allowCredit: fc.boolean(),
  });

  it('every peso of the total is accounted for exactly once, in whole pesos', () => {
    fc.assert(
      fc.property(input, (value) => {
        const plan = planMoney(value);
        if (isProblem(plan)) {
          return true;
        }
        const received = plan.received.reduce((sum, entry) => sum + entry.amount, 0);
        // What comes in for the sale (balance drawn, the whole advance, the money kept, what is
        // left owed) is what the sale costs plus what the client keeps as a new balance.
        expect(plan.depositUsed + value.advance + received + plan.credit).toBe(value.total + plan.abono);
        for (const figure of [
          plan.depositUsed,
          plan.advanceUsed,
          received,
          plan.credit,
          plan.abono,
          plan.change,
        ]) {
          expect(Number.isInteger(figure) && figure >= 0).toBe(true);
        }
        return true;
      }),
      { numRuns: 5000 },
    );
  });

  it('deposits are drawn oldest first, never past what each holds nor past the balance', () => {
    fc.assert(
      fc.property(input, (value) => {
        const plan = planMoney(value);
        if (isProblem(plan)) {
          return true;
        }
        const balance = value.deposits.reduce((sum, source) => sum + source.remaining, 0) - value.credits;
        expect(plan.depositUsed).toBeLessThanOrEqual(Math.max(0, balance));
        // Every source before the last one drawn is drawn whole.
        const drawn = new Map(plan.depositUses.map((use) => [use.id, use.amount]));
        const last = Math.max(0, ...plan.depositUses.map((use) => use.id));
        for (const source of value.deposits) {
          expect(drawn.get(source.id) ?? 0).toBeLessThanOrEqual(source.remaining);
          if (source.id < last) {
            expect(drawn.get(source.id) ?? 0).toBe(source.remaining);
          }
        }
        return true;
      }),
      { numRuns: 3000 },
    );
  });

  it('change never exceeds the cash handed over', () => {
    fc.assert(
      fc.property(input, (value) => {
        const plan = planMoney(value);
        if (isProblem(plan)) {
          return true;
        }
        const cash = value.payments
          .filter((p) => p.method === 'efectivo')
          .reduce((sum, p) => sum + p.amount, 0);
        expect(plan.change).toBeLessThanOrEqual(cash);
        return true;
      }),
      { numRuns: 3000 },
    );
  });
});
