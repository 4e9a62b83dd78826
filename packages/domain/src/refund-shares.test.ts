import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apportion, refundShares, refundSources, type SalePaid } from './refund-shares';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('apportion (largest remainder)', () => {
  it('three equal parts of one peso more than a third: the extra peso to the first', () => {
    expect(apportion(10_001, [10_001, 10_001, 10_001])).toEqual([3_334, 3_334, 3_333]);
  });

  it('the largest remainder gets the leftover peso, whatever its place', () => {
    // Quotas 3.3, 3.6, 3.1: floors 3, 3, 3; one peso left, to the 0.6.
    expect(apportion(10, [33, 36, 31])).toEqual([3, 4, 3]);
  });

  it('nothing to share, or nothing to share by', () => {
    expect(apportion(0, [0, 0])).toEqual([0, 0]);
    expect(apportion(0, [])).toEqual([]);
    expect(() => apportion(1, [0, 0])).toThrow(RangeError);
    expect(() => apportion(-1, [1])).toThrow(RangeError);
    expect(() => apportion(1.5, [1])).toThrow(RangeError);
  });

  it('huge amounts stay exact (no floating point)', () => {
    const big = 9_000_000_000_000;
    expect(sum(apportion(big - 1, [big, 7, 3]))).toBe(big - 1);
  });
});

describe('refundShares', () => {
  it('a sale paid 20.000 cash and 40.000 credito, refunded in two halves: 10/20 then 10/20', () => {
    expect(refundShares([20_000, 40_000], [], 30_000)).toEqual([10_000, 20_000]);
    expect(refundShares([20_000, 40_000], [30_000], 30_000)).toEqual([10_000, 20_000]);
  });

  it('three methods refunded unit by unit: each refund is paid exactly, the last evens out', () => {
    const paid = [10_001, 10_001, 10_001];
    const first = refundShares(paid, [], 10_001);
    const second = refundShares(paid, [10_001], 10_001);
    const third = refundShares(paid, [10_001, 10_001], 10_001);
    expect([sum(first), sum(second), sum(third)]).toEqual([10_001, 10_001, 10_001]);
    expect(paid.map((_, index) => first[index] + second[index] + third[index])).toEqual(paid);
  });

  it('refuses to give back more than was paid', () => {
    expect(() => refundShares([100], [60], 41)).toThrow(RangeError);
    expect(() => refundShares([100], [], -1)).toThrow(RangeError);
  });

  // Any sale's parts and any sequence of refunds up to (and sometimes exactly to) its total.
  const scenario = fc
    .array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 6 })
    .filter((paid) => sum(paid) > 0)
    .chain((paid) =>
      fc.array(fc.integer({ min: 0, max: sum(paid) }), { maxLength: 8 }).chain((cuts) =>
        fc.boolean().map((toTheEnd) => {
          // Cumulative points sorted: the refunds are the steps between them.
          const points = [...cuts, ...(toTheEnd ? [sum(paid)] : [])].sort((a, b) => a - b);
          const refunds = points.map((point, index) => point - (index ? points[index - 1] : 0));
          return { paid, refunds, toTheEnd };
        }),
      ),
    );

  it('property: every refund’s shares add up to it, never below zero nor above what is left; the last leaves nothing', () => {
    fc.assert(
      fc.property(scenario, ({ paid, refunds, toTheEnd }) => {
        const given = paid.map(() => 0);
        refunds.forEach((refund, step) => {
          const shares = refundShares(paid, refunds.slice(0, step), refund);
          expect(sum(shares)).toBe(refund);
          const leftBefore = paid.map((amount, index) => amount - given[index]);
          const leftTotal = sum(leftBefore);
          shares.forEach((share, index) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(leftBefore[index]);
            // Within a peso of the exact proportion of what is left (the quota rule).
            const quota = leftTotal ? (refund * leftBefore[index]) / leftTotal : 0;
            expect(Math.abs(share - quota)).toBeLessThan(1);
            given[index] += share;
          });
        });
        if (toTheEnd) {
          expect(given).toEqual(paid);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('the parts of a sale a refund gives back', () => {
  const sale = (change: Partial<SalePaid>): SalePaid => ({
    total: 100_000,
    amountPaid: 100_000,
    methods: [],
    deposits: [],
    credits: [],
    advances: [],
    ...change,
  });

  it('takes the credito, the balances and the methods as they paid, adding up to the total', () => {
    const sources = refundSources(
      sale({
        amountPaid: 70_000,
        credits: [{ id: 9, remaining: 30_000 }],
        deposits: [{ origin: 'client', id: 4, amount: 20_000 }],
        methods: [{ method: 'efectivo', amount: 50_000 }],
      }),
    );
    expect(sources).toEqual([
      { kind: 'credit', amount: 30_000, rows: [{ id: 9, remaining: 30_000 }] },
      { kind: 'deposit', origin: 'client', id: 4, amount: 20_000 },
      { kind: 'method', method: 'efectivo', amount: 50_000 },
    ]);
  });

  it('leaves an overpayment kept as abono out, from the last methods first', () => {
    const sources = refundSources(
      sale({
        methods: [
          { method: 'datafono', amount: 60_000 },
          { method: 'efectivo', amount: 60_000 },
        ],
      }),
    );
    expect(sources).toEqual([
      { kind: 'method', method: 'datafono', amount: 60_000 },
      { kind: 'method', method: 'efectivo', amount: 40_000 },
    ]);
  });

  it('gives the unexplained rest back as the advance it was, by its methods, then cash', () => {
    const sources = refundSources(
      sale({
        methods: [{ method: 'efectivo', amount: 50_000 }],
        advances: [
          { method: 'transferencia', amount: 30_000 },
          { method: null, amount: 5_000 },
        ],
      }),
    );
    expect(sources).toEqual([
      { kind: 'method', method: 'efectivo', amount: 50_000 },
      { kind: 'advance', method: 'transferencia', amount: 30_000 },
      { kind: 'advance', method: 'efectivo', amount: 20_000 },
    ]);
    expect(sum(sources.map((source) => source.amount))).toBe(100_000);
  });

  it("gives a gift card's online advance back to the card, only what the sale took of it (decision 056)", () => {
    // The balance paid first; 10.000 of the card's 50.000 advance were left to the client as abono.
    const sources = refundSources(
      sale({
        total: 80_000,
        amountPaid: 80_000,
        deposits: [{ origin: 'client', id: 4, amount: 40_000 }],
        advances: [{ method: null, amount: 50_000, instrumentId: 7 }],
      }),
    );
    expect(sources).toEqual([
      { kind: 'deposit', origin: 'client', id: 4, amount: 40_000 },
      { kind: 'wallet', instrumentId: 7, amount: 40_000 },
    ]);
    // Charged again after a whole refund, paid in cash: the used advance is no part of it.
    expect(
      refundSources(
        sale({
          methods: [{ method: 'efectivo', amount: 100_000 }],
          advances: [{ method: null, amount: 50_000, instrumentId: 7 }],
        }),
      ),
    ).toEqual([{ kind: 'method', method: 'efectivo', amount: 100_000 }]);
  });
});
