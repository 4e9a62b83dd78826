import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChargedSale } from '../api/charge';
import type { CheckoutCatalog } from '../api/get-checkout-catalog';
import type { SaleDetail } from '../api/get-sale';
import { moneySummary, type PricedCartLine } from '../checkout-cart';
import { CartLineCard } from './cart-line-card';
import { SaleLinesTable } from './sale-detail-lines';
import { SoldMemberships } from './sold-memberships';
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

describe('negative amounts after the charge', () => {
  it("draw the membership's discount on the charge's confirmation as the cart did", () => {
    render(
      <SoldMemberships
        sale={{ memberships_sold: [], membership_discount: 8_500 } as unknown as ChargedSale}
        planName={() => 'Club Oro'}
      />,
    );
    expect(screen.getByTestId('charged-membership-discount').textContent).toBe(
      'Descuento de membresía: -$8.500',
    );
  });

  it("draw a line's discount in the sale's detail with the minus sign", () => {
    const sale = {
      history_payment_detail: [
        {
          id: 11,
          line_type: 'service',
          amount: 1,
          unit_price: 85_000,
          price_change_amount: null,
          discount_total: 8_500,
          total: 76_500,
          commission: null,
          commission_type: null,
          service_id: { name: 'Corte de cabello' },
          product_id: null,
          specialist_id: null,
        },
      ],
      total: 76_500,
    } as unknown as SaleDetail;
    render(<SaleLinesTable sale={sale} refundedUnits={() => 0} />);
    expect(screen.getByText('Descuento -$8.500')).toBeTruthy();
  });
});
