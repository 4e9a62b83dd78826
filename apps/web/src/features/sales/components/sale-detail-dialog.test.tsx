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
};

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
});
