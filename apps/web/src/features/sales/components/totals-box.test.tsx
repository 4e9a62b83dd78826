import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moneySummary } from '../checkout-cart';
import { TotalsBox } from './totals-box';

describe("the checkout's totals (decision 056)", () => {
  it('names apart the part of the advance a gift card paid online', () => {
    const money = moneySummary({ total: 63_000, balance: 0, advance: 55_000, payments: [] });
    render(<TotalsBox subtotal={63_000} discounts={0} money={money} cardAdvance={45_000} />);
    expect(screen.getByText('Anticipo con tarjeta de regalo (en línea)')).toBeTruthy();
    expect(screen.getByTestId('card-advance-used').textContent).toBe('-$45.000');
    expect(screen.getByTestId('advance-used').textContent).toBe('-$10.000');
    expect(screen.getByTestId('checkout-due').textContent).toBe('$8.000');
  });

  it('shows a plain advance as before, and a card advance never beyond what is due', () => {
    const plain = moneySummary({ total: 50_000, balance: 0, advance: 20_000, payments: [] });
    const { unmount } = render(<TotalsBox subtotal={50_000} discounts={0} money={plain} />);
    expect(screen.getByTestId('advance-used').textContent).toBe('-$20.000');
    expect(screen.queryByTestId('card-advance-used')).toBeNull();
    unmount();
    const capped = moneySummary({ total: 30_000, balance: 0, advance: 45_000, payments: [] });
    render(<TotalsBox subtotal={30_000} discounts={0} money={capped} cardAdvance={45_000} />);
    expect(screen.getByTestId('card-advance-used').textContent).toBe('-$30.000');
    expect(screen.queryByTestId('advance-used')).toBeNull();
    expect(screen.getByTestId('checkout-due').textContent).toBe('$0');
  });
});
