import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientWalletCard } from './client-wallet-card';

vi.mock('../../../shared/session/current-user', () => ({
  useCurrentUser: () => ({ data: { category: 'centro_belleza' } }),
}));
vi.mock('../../../shared/api/use-sites', () => ({
  useSites: () => ({ data: [{ id: 1, name: 'Centro', time_zone: 'America/Bogota' }] }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

// A membership period as the wallet answers it (decision 055), near its end or not (decision 060).
const period = (patch: object = {}) => ({
  id: 21,
  kind: 'membership',
  unit: 'sessions',
  code_end: null,
  client_id: 5,
  site_id: 1,
  recipient_name: null,
  initial: 0,
  left: 0,
  expires_on: '2026-12-22',
  expired: false,
  status: 'activa',
  sold_at: '2026-11-23T15:00:00Z',
  session_package: null,
  services: [],
  membership_plan: { id: 4, name: 'Club Oro', period: 'monthly', rolls_over: false },
  service_discount: 10,
  product_discount: null,
  starts_on: '2026-11-23',
  paused_on: null,
  days_left: 29,
  renewal_due: false,
  history: [],
  ...patch,
});

function show(instruments: object[], can: { sell?: boolean; update?: boolean; cancel?: boolean } = {}) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ data: { instruments } })));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ClientWalletCard
          clientId={5}
          canSell={can.sell ?? true}
          canUpdate={can.update ?? true}
          canExtend={can.cancel ?? true}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a membership near its end in the Monedero (decision 060)', () => {
  it('says "Vence en N días", "Vence mañana" or "Vence hoy" when the server says it is due', async () => {
    show([
      period({ days_left: 3, renewal_due: true }),
      period({ id: 22, days_left: 1, renewal_due: true }),
      period({ id: 23, days_left: 0, renewal_due: true }),
      period({ id: 24 }),
    ]);
    expect(await screen.findAllByTestId('wallet-instrument')).toHaveLength(4);
    expect(screen.getAllByTestId('membership-ends-soon').map((chip) => chip.textContent)).toEqual([
      'Vence en 3 días',
      'Vence mañana',
      'Vence hoy',
    ]);
    // Near its end, Renovar is the card's main action.
    const renew = screen.getAllByTestId('renew-membership');
    expect(renew.map((link) => link.className.includes('MuiButton-contained'))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(renew[0].getAttribute('href')).toBe('/sales/sales?membresia=5');
  });

  it('shows no near-end mark to a paused period or one the server does not call due', async () => {
    show([
      period({ status: 'pausada', paused_on: '2026-11-25', days_left: 2 }),
      period({ id: 22, days_left: 2 }),
    ]);
    expect(await screen.findAllByTestId('wallet-instrument')).toHaveLength(2);
    expect(screen.queryByTestId('membership-ends-soon')).toBeNull();
  });
});

describe('the membership actions follow the permissions their endpoints ask', () => {
  it('without sales:update: Renovar (the checkout) but no Pausar nor Reanudar', async () => {
    show([period({ renewal_due: true, days_left: 3 }), period({ id: 22, status: 'pausada' })], {
      update: false,
      cancel: false,
    });
    expect(await screen.findAllByTestId('wallet-instrument')).toHaveLength(2);
    expect(screen.getAllByTestId('renew-membership')).toHaveLength(1);
    expect(screen.queryByTestId('pause-membership')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reanudar' })).toBeNull();
    expect(screen.queryByTestId('cancel-membership')).toBeNull();
  });

  it('without sales:create: Pausar and Reanudar but no Renovar', async () => {
    show([period(), period({ id: 22, status: 'pausada' })], { sell: false });
    expect(await screen.findAllByTestId('wallet-instrument')).toHaveLength(2);
    expect(screen.queryByTestId('renew-membership')).toBeNull();
    expect(screen.getAllByTestId('pause-membership')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Reanudar' })).toBeTruthy();
    expect(screen.getAllByTestId('cancel-membership')).toHaveLength(2);
  });
});
