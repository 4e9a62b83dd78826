import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PurchaseOrder } from '../api/purchase-keys';
import { OrderHistory } from './order-history';

describe("a purchase order's history", () => {
  it('names what happened ("Pago", "Devolución"), not the buttons that do it ("Pagar", "Devolver")', () => {
    const order = {
      purchase_return: [
        {
          id: 1,
          reason: 'Llegó roto',
          total: 20000,
          date_created: '2026-03-02T15:00:00Z',
          purchase_return_line: [],
        },
      ],
      purchase_payment: [{ id: 2, amount: 50000, date_created: '2026-03-03T15:00:00Z' }],
    } as unknown as PurchaseOrder;
    render(<OrderHistory order={order} />);
    const history = screen.getByTestId('order-history');
    expect(history.textContent).toMatch(/· Pago \$50\.000/);
    expect(history.textContent).toMatch(/· Devolución \$20\.000 · Llegó roto/);
    expect(history.textContent).not.toMatch(/Pagar|Devolver/);
  });
});
