import { describe, expect, it } from 'vitest';
import { owedOf, type PurchaseOrder, returnedOf } from './purchase-keys';

const line = (id: number, quantity: number, cost: number, received: number) => ({
  id,
  quantity,
  unit_cost_on_order: cost,
  received_quantity: received,
  product_id: { id: id * 10, name: `P${id}`, sku: null },
});

const order = (overrides: Partial<PurchaseOrder>): PurchaseOrder => ({
  id: 1,
  status: 'partial',
  order_date: '2026-11-23',
  expected_date: null,
  total: 0,
  paid_total: 0,
  supplier_id: { id: 1, name: 'Sol' },
  site_id: { id: 1, name: 'Centro' },
  notes: null,
  received_at: null,
  purchase_order_line: [],
  purchase_return: [],
  purchase_payment: [],
  ...overrides,
});

describe('what is owed on a purchase order (decision 014)', () => {
  it('is what was received, less what went back and what was paid; never below zero', () => {
    const received = order({
      purchase_order_line: [line(1, 10, 1_000, 4), line(2, 5, 3_000, 5)],
      purchase_return: [
        {
          id: 1,
          reason: 'Dañado',
          total: 3_000,
          date_created: '2026-11-23',
          purchase_return_line: [{ id: 1, quantity: 1, purchase_order_line_id: 2 }],
        },
      ],
      paid_total: 10_000,
    });
    // 4 × 1.000 + 5 × 3.000 − 3.000 − 10.000
    expect(owedOf(received)).toBe(6_000);
    expect(returnedOf(received, 2)).toBe(1);
    expect(returnedOf(received, 1)).toBe(0);
    expect(owedOf({ ...received, paid_total: 50_000 })).toBe(0);
  });

  it('is nothing for an order not yet received, whatever its total', () => {
    expect(
      owedOf(order({ status: 'ordered', total: 90_000, purchase_order_line: [line(1, 9, 10_000, 0)] })),
    ).toBe(0);
  });
});
