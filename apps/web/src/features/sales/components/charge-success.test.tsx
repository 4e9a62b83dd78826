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

  it('draws the packages and the memberships it sold as rows of one shape, each kind a list under its heading', () => {
    const sale = charged({
      packages_sold: [
        { id: 71, session_package_id: 2, sessions: 10, price: 450_000, expires_on: '2027-02-27' },
      ],
      memberships_sold: [
        {
          id: 72,
          membership_plan_id: 5,
          starts_on: '2026-11-25',
          expires_on: '2026-12-24',
          included: 0,
          carried: 0,
          price: 120_000,
        },
      ],
    });
    render(
      <ChargeSuccess
        sale={sale}
        onClose={() => {}}
        fullScreen={false}
        packageName={() => 'Plan 10 masajes'}
        membershipName={() => 'Club Oro'}
      />,
    );
    const packages = screen.getByRole('list', { name: 'Planes de sesiones vendidos' });
    const memberships = screen.getByRole('list', { name: 'Membresías vendidas' });
    const [pack] = within(packages).getAllByRole('listitem');
    const [membership] = within(memberships).getAllByRole('listitem');
    expect(pack.textContent).toBe('Plan 10 masajes · 10 sesiones · vence 27/02/2027');
    expect(membership.textContent).toBe('Club Oro · del 25/11/2026 al 24/12/2026');
    // The same shape: the same tags, classes and icon, only the words differ.
    const shape = (row: HTMLElement) =>
      [...row.querySelectorAll('*')].map((node) => `${node.tagName}.${node.getAttribute('class')}`).join(' ');
    expect(shape(pack)).toBe(shape(membership));
    expect(pack.dataset.testid).toBe('sold-package');
    expect(membership.dataset.testid).toBe('sold-membership');
  });

  it("says a package's session count once when its name says it already", () => {
    const sale = charged({
      packages_sold: [
        { id: 73, session_package_id: 3, sessions: 5, price: 200_000, expires_on: '2027-02-27' },
        { id: 74, session_package_id: 4, sessions: 8, price: 300_000, expires_on: null },
      ],
    });
    render(
      <ChargeSuccess
        sale={sale}
        onClose={() => {}}
        fullScreen={false}
        packageName={(id) => (id === 3 ? 'Plan uñas 5 sesiones' : 'Depilación')}
      />,
    );
    expect(screen.getAllByTestId('sold-package').map((row) => row.textContent)).toEqual([
      'Plan uñas 5 sesiones · vence 27/02/2027',
      'Depilación · 8 sesiones · sin vencimiento',
    ]);
  });
});
