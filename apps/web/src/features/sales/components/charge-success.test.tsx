import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChargedSale } from '../api/charge';
import { ChargeSuccess } from './charge-success';

vi.mock('../../../shared/session/current-user', () => ({
  useCurrentUser: () => ({ data: { user: { subscriber_owner_company_id: { name: 'Aurora Spa' } } } }),
}));

const charged = (overrides: Partial<ChargedSale> = {}): ChargedSale =>
  ({
    id: 45,
    status: 'pagado',
    subtotal: 50_000,
    discount_total: 0,
    total: 50_000,
    amount_paid: 50_000,
    deposit_used: 0,
    advance_used: 0,
    gift_card_used: 0,
    gift_cards_sold: [],
    packages_sold: [],
    memberships_sold: [],
    membership_discount: 0,
    package_sessions_used: [],
    change: 0,
    abono: 0,
    credit: 0,
    tips: 0,
    ...overrides,
  }) as ChargedSale;

describe('the dialog after a charge', () => {
  it('is titled by what happened, not by the cart it came from', () => {
    render(<ChargeSuccess sale={charged()} onClose={() => {}} fullScreen={false} />);
    const dialog = screen.getByRole('dialog', { name: 'Cobro registrado' });
    expect(dialog.textContent).not.toContain('Nueva venta');
    expect(within(screen.getByTestId('charge-success')).getByRole('heading').textContent).toBe(
      'Venta #45 cobrada',
    );
  });

  it("names the reservation a visit's charge paid", () => {
    render(<ChargeSuccess sale={charged()} reservationId={812} onClose={() => {}} fullScreen={false} />);
    expect(screen.getByRole('dialog', { name: 'Reserva #812 cobrada' })).toBeTruthy();
    expect(screen.queryByText(/Cobrar reserva/)).toBeNull();
  });
});
