import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CheckoutCatalog } from '../api/get-checkout-catalog';
import { moneySummary, type PricedCartLine } from '../checkout-cart';
import { CartLineCard } from './cart-line-card';
import { TotalsBox } from './totals-box';

// A discount reads the same on the cart line's chip and in the totals: one formatter draws every
// negative amount ('-$8.500'), none types its own minus sign.
const catalog: CheckoutCatalog = {
  services: [],
  products: [],
  specialists: [],
  promotions: [],
  methods: [],
  packages: [],
};

const line: PricedCartLine = {
  key: 'a',
  kind: 'service',
  itemId: 1,
  name: 'Corte de cabello',
  amount: 1,
  specialistId: 3,
  priceChange: null,
  unitPrice: 85_000,
  plan: null,
  member: { instrumentId: 9, name: 'Club Oro', percent: 10 },
  planned: {
    discounts: [],
    discountTotal: 16_500,
    memberDiscount: 8_500,
    total: 68_500,
    commissionValue: null,
  },
  promotionNames: [{ id: 4, name: 'Martes de corte', value: 8_000 }],
  commission: null,
};

describe('negative amounts in the checkout', () => {
  it("draw the cart line's discount chips and the totals with the same sign", () => {
    render(
      <>
        <CartLineCard line={line} catalog={catalog} canChangePrice onChange={() => {}} onRemove={() => {}} />
        <TotalsBox
          subtotal={85_000}
          discounts={16_500}
          memberDiscounts={8_500}
          money={moneySummary({ total: 68_500, balance: 0, advance: 0, payments: [] })}
        />
      </>,
    );
    expect(screen.getByTestId('line-membership-discount').textContent).toBe(
      'Membresía Club Oro (10 %): -$8.500',
    );
    expect(screen.getByTestId('checkout-membership-discount').textContent).toBe('-$8.500');
    expect(screen.getByText('Martes de corte: -$8.000')).toBeTruthy();
    expect(document.body.textContent).not.toContain('\u2212');
  });
});
