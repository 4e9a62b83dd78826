import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientWalletCard } from './client-wallet-card';

vi.mock('../../../shared/api/use-sites', () => ({
  useSites: () => ({ data: [{ id: 1, name: 'Centro', time_zone: 'America/Bogota' }] }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

function show(instruments: object[], canSell = true) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ data: { instruments } })));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ClientWalletCard clientId={5} canSell={canSell} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const giftCard = {
  id: 3,
  kind: 'gift_card',
  unit: 'pesos',
  code_end: 'QRST',
  client_id: 5,
  site_id: 1,
  recipient_name: 'Lucía',
  initial: 100000,
  left: 40000,
  expires_on: '2027-11-25',
  expired: false,
  status: 'activa',
  sold_at: '2026-11-25T15:00:00Z',
  history: [
    {
      id: 1,
      kind: 'issue',
      units: 100000,
      history_payment_id: 31,
      sale_refund_id: null,
      at: '2026-11-25T15:00:00Z',
    },
    // 23:30 in Bogotá is the 26th in UTC: the site's day is shown.
    {
      id: 2,
      kind: 'redeem',
      units: -60000,
      history_payment_id: 32,
      sale_refund_id: null,
      at: '2026-11-27T04:30:00Z',
    },
  ],
};

describe('the Monedero card (decision 050)', () => {
  it('says in Spanish that the wallet is empty, and offers to sell a gift card through the checkout', async () => {
    show([]);
    expect((await screen.findByTestId('wallet-empty')).textContent).toBe(
      'Sin tarjetas de regalo, planes ni membresías.',
    );
    expect(screen.getByTestId('sell-gift-card').getAttribute('href')).toBe('/sales/sales?tarjeta=5');
  });

  it('shows what is left, the expiry as DD/MM/YYYY, the state and the history on demand', async () => {
    show(
      [
        giftCard,
        { ...giftCard, id: 4, code_end: 'WXYZ', status: 'anulada', left: 0, history: [] },
        { ...giftCard, id: 5, code_end: 'MNPQ', expired: true, expires_on: '2026-10-01', history: [] },
      ],
      false,
    );
    const items = await screen.findAllByTestId('wallet-instrument');
    expect(items).toHaveLength(3);
    expect(screen.queryByTestId('sell-gift-card')).toBeNull();
    expect(items[0].textContent).toContain('Tarjeta de regalo terminada en QRST');
    expect(items[0].textContent).toContain('Para Lucía');
    expect(screen.getAllByTestId('wallet-left')[0].textContent).toBe('Queda $40.000');
    expect(items[0].textContent).toContain('de $100.000');
    expect(items[0].textContent).toContain('Vence el 25/11/2027');
    expect(screen.getAllByTestId('wallet-state').map((chip) => chip.textContent)).toEqual([
      'Activa',
      'Anulada',
      'Vencida',
    ]);
    expect(items[2].textContent).toContain('Venció el 01/10/2026');
    expect(screen.queryByTestId('wallet-history')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: /Ver historial/ })[0]);
    const rows = await screen.findAllByTestId('wallet-entry');
    // A phone reads the sale under the movement, a wider screen in its own column.
    const cells = rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['25/11/2026', 'EmitidaVenta #31', 'Venta #31', '+$100.000'],
      ['26/11/2026', 'UsadaVenta #32', 'Venta #32', '−$60.000'],
    ]);
  });
});
