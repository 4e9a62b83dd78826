import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SaleDetail } from '../api/get-sale';
import { SaleDetailDialog } from './sale-detail-dialog';

vi.mock('../../../shared/session/current-user', () => ({
  useCurrentUser: () => ({ data: { permissions: new Set<string>() } }),
}));

const sale: SaleDetail = {
  id: 7,
  date_created: '2026-03-02T15:00:00Z',
  status: 'pagado',
  subtotal: 80000,
  discount_total: 0,
  total: 80000,
  amount_paid: 80000,
  change_given: 0,
  refunded_total: 0,
  notes: null,
  service_reservation_id: null,
  site_id: { name: 'Centro' },
  client_id: { id: 3, first_name: 'Ana', last_name: 'Ruiz' },
  sari_user_id: null,
  history_payment_detail: [],
  history_payment_method: [],
  history_payment_deposit: [
    { id: 1, tipo: 'abono', remaining_amount: 0, money_movement_id: { amount: 30000 } },
    { id: 2, tipo: 'credito', remaining_amount: 0, money_movement_id: { amount: 12000 } },
    { id: 3, tipo: 'devolucion', remaining_amount: 0, money_movement_id: { amount: 5000 } },
  ],
  history_payment_tip: [],
  deposit_credit_detail: [],
  wallet_entry: [],
};

function showSale(shown: SaleDetail) {
  vi.stubGlobal('fetch', async (url: string) =>
    String(url).includes('/items/history_payment/')
      ? new Response(JSON.stringify({ data: shown }))
      : new Response(JSON.stringify({ data: [] })),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SaleDetailDialog saleId={shown.id} onClose={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a sale's history", () => {
  it('spec: tipo abono shows as a deposit, any other tipo as a refund', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      String(url).includes('/items/history_payment/')
        ? new Response(JSON.stringify({ data: sale }))
        : new Response(JSON.stringify({ data: [] })),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SaleDetailDialog saleId={7} onClose={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const rows = await screen.findAllByTestId('sale-deposit');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Abono: $30.000',
      'Devolución: $12.000',
      'Devolución: $5.000',
    ]);
    vi.unstubAllGlobals();
  });

  it('decision 050: a gift card paying shows as "Tarjeta de regalo", and a gift card sold by its name', async () => {
    showSale({
      ...sale,
      id: 8,
      history_payment_deposit: [],
      history_payment_detail: [
        {
          id: 11,
          line_type: 'gift_card',
          amount: 1,
          unit_price: 50000,
          price_change_amount: null,
          discount_total: 0,
          total: 50000,
          commission: null,
          commission_type: null,
          service_id: null,
          product_id: null,
          specialist_id: null,
        },
      ],
      wallet_entry: [
        { id: 1, kind: 'issue', units: 50000 },
        { id: 2, kind: 'redeem', units: -60000 },
        { id: 3, kind: 'redeem', units: -5000 },
      ],
    });
    expect((await screen.findByTestId('sale-gift-cards')).textContent).toBe('Tarjeta de regalo: $65.000');
    expect(screen.getByTestId('sale-detail').textContent).toContain('Tarjeta de regalo');
    expect(screen.queryByText(/tarjeta_regalo/)).toBeNull();
    vi.unstubAllGlobals();
  });
});
