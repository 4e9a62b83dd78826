import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutCatalog } from '../api/get-checkout-catalog';
import type { PricedCartLine } from '../checkout-cart';
import { CartLineCard } from './cart-line-card';
import { lineName, linePlan } from './sale-detail-lines';

// A line a package of the client covers (decision 051): what it says, the cashier's decline, and
// how a charged sale reads it back.
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
  name: 'Masaje relajante',
  amount: 1,
  specialistId: 3,
  priceChange: null,
  unitPrice: 30000,
  plan: { instrumentId: 70, name: 'Plan 10 masajes', session: 3, of: 10, used: true },
  planned: { discounts: [], discountTotal: 0, total: 0, commissionValue: null },
  promotionNames: [],
  commission: null,
};

describe('a cart line paid with a package', () => {
  it('says which session, costs $0, hides the price change and lets the cashier decline', () => {
    const onChange = vi.fn();
    const declined = { ...line, plan: { ...line.plan!, used: false } };
    const { unmount } = render(
      <CartLineCard
        line={declined}
        catalog={catalog}
        canChangePrice
        onChange={onChange}
        onRemove={() => {}}
      />,
    );
    expect(screen.getByLabelText('Cambiar precio')).toBeTruthy();
    unmount();
    render(
      <CartLineCard line={line} catalog={catalog} canChangePrice onChange={onChange} onRemove={() => {}} />,
    );
    expect(screen.getByTestId('line-plan').textContent).toContain('Plan: Plan 10 masajes · sesión 3 de 10');
    expect(screen.getByTestId('line-total').textContent).toBe('$0');
    expect(screen.queryByLabelText('Cambiar precio')).toBeNull();
    const toggle = screen.getByRole('switch', { name: /Usar plan/ }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith('a', { declinePackage: true });
  });

  it('reads back "Plan: 3 de 10" and a package line by its name on the sale', () => {
    const base = {
      id: 1,
      amount: 1,
      unit_price: 30000,
      price_change_amount: null,
      discount_total: 0,
      total: 0,
      commission: null,
      commission_type: null,
      service_id: { name: 'Masaje relajante' },
      product_id: null,
      specialist_id: null,
    };
    const t = (key: string) => key;
    const used = {
      ...base,
      line_type: 'service' as const,
      package_session: 3,
      wallet_entry: [{ kind: 'redeem', wallet_instrument_id: { initial_units: 10 } }],
    };
    expect(linePlan(used)).toEqual({ session: 3, of: 10 });
    expect(linePlan({ ...base, line_type: 'service' })).toBeNull();
    const sold = {
      ...base,
      line_type: 'package' as const,
      service_id: null,
      wallet_instrument: [{ initial_units: 10, session_package_id: { name: 'Plan 10 masajes' } }],
    };
    expect(lineName(sold, t)).toBe('Plan 10 masajes');
    expect(lineName({ ...sold, wallet_instrument: [] }, t)).toBe('checkoutPackages.line');
  });
});
