import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAlerts, resetAlerts } from '../../../shared/alerts/alert-store';
import type { AdvanceRow } from '../api/get-advances';
import { AdvancePanel } from './advance-panel';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function server(advanceAnswer: () => Response) {
  const posts: { url: string; body: unknown }[] = [];
  let advances: { id: number; advance_payment: number; is_used: boolean; date_created: string }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const address = String(url);
    if (init?.method === 'POST') {
      posts.push({ url: address.replace(/^.*\/api/, ''), body: JSON.parse(String(init.body)) });
      const answer = advanceAnswer();
      if (answer.ok) {
        advances = [{ id: 1, advance_payment: 20000, is_used: false, date_created: '2026-03-02T15:00:00Z' }];
      }
      return answer;
    }
    if (address.includes('/items/payment_method')) {
      return json({
        data: [
          { code: 'efectivo', name: 'Efectivo' },
          { code: 'tarjeta', name: 'Tarjeta' },
          { code: 'credito', name: 'Crédito' },
        ],
      });
    }
    return json({ data: advances });
  });
  return posts;
}

function open(canRecord = true) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AdvancePanel reservationId={5} rights={{ record: canRecord, giveBack: false, keep: false }} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetAlerts();
});

describe('the reservation drawer’s advance', () => {
  it('records an advance_payment for the reservation and shows it', async () => {
    const posts = server(() => json({ data: { id: 1, total_advance: 20000 } }));
    open();
    expect(await screen.findByText('Sin anticipo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Registrar anticipo' }));
    fireEvent.change(screen.getByLabelText('Valor del anticipo'), { target: { value: '20.000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar anticipo' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      url: '/calendar/reservations/5/advance-payments',
      body: { amount: 20000, paymentMethod: 'efectivo' },
    });
    expect(await screen.findByText('Anticipos: $20.000 (se descuentan al cobrar)')).toBeTruthy();
    expect(getAlerts().at(-1)).toMatchObject({ text: 'Anticipo de $20.000 registrado', type: 'success' });
  });

  it('a refused advance (drawer closed) shows the server’s reason; a bad amount is never sent', async () => {
    const posts = server(() => json({ errors: [{ message: 'La caja de la sede está cerrada.' }] }, 422));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar anticipo' }));
    fireEvent.change(screen.getByLabelText('Valor del anticipo'), { target: { value: 'mil' } });
    expect(screen.getByText('Escribe un valor en pesos mayor que cero.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Registrar anticipo' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Valor del anticipo'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar anticipo' }));
    await waitFor(() => expect(getAlerts().at(-1)?.text).toBe('La caja de la sede está cerrada.'));
    expect(posts).toHaveLength(1);
    expect(screen.getByText('Sin anticipo')).toBeTruthy();
  });

  it('is only shown, not offered, without the right to record sales', async () => {
    server(() => json({}));
    open(false);
    expect(await screen.findByText('Sin anticipo')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Registrar anticipo' })).toBeNull();
  });

  it('an advance given back no longer counts, and says where it went (decisions 056, 067)', async () => {
    vi.stubGlobal('fetch', async () =>
      json({
        data: [
          advance({
            id: 1,
            advance_payment: 20000,
            returned_at: '2026-03-03T15:00:00Z',
            wallet_instrument_id: 7,
          }),
          advance({ id: 2, advance_payment: 10000 }),
          advance({
            id: 3,
            advance_payment: 5000,
            returned_at: '2026-03-03T15:00:00Z',
            client_deposit_id: 4,
          }),
        ],
      }),
    );
    open(false);
    expect(await screen.findByText('Anticipos: $10.000 (se descuentan al cobrar)')).toBeTruthy();
    expect(screen.getByText('$20.000 devueltos a la tarjeta de regalo')).toBeTruthy();
    expect(screen.getByText('$5.000 pasados al saldo a favor')).toBeTruthy();
  });

  it('a cancelled reservation’s money advance is paid back from the drawer after asking once', async () => {
    const posts: { url: string; body: unknown }[] = [];
    let rows = [advance({ id: 1, advance_payment: 30000 })];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push({ url: String(url).replace(/^.*\/api/, ''), body: JSON.parse(String(init.body)) });
        rows = [
          advance({
            id: 1,
            advance_payment: 30000,
            returned_at: '2026-03-03T15:00:00Z',
            return_movement_id: 9,
          }),
        ];
        return json({
          data: {
            amount: 30000,
            advances: [1],
            money_movement_ids: [9],
            client_deposit_id: null,
            balance: null,
          },
        });
      }
      return json({ data: rows });
    });
    settleView({ giveBack: true, keep: true }, true);
    expect(await screen.findByText('Anticipo sin devolver: $30.000 (la cita está cancelada)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Registrar anticipo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Devolver anticipo' }));
    expect(screen.getByTestId('advance-settle-confirm').textContent).toMatch(
      /Se devuelven \$30\.000 al cliente desde la caja abierta de la sede/,
    );
    expect(posts).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      url: '/calendar/reservations/5/advance-payments/return',
      body: { amount: 30000 },
    });
    expect(await screen.findByText('$30.000 devueltos desde la caja')).toBeTruthy();
    expect(screen.getByText('Sin anticipo')).toBeTruthy();
    expect(getAlerts().at(-1)).toMatchObject({
      text: 'Anticipo de $30.000 devuelto desde la caja',
      type: 'success',
    });
  });

  it('offers each way only to whoever may take it, and the balance only with a client', async () => {
    vi.stubGlobal('fetch', async () => json({ data: [advance({ id: 1, advance_payment: 30000 })] }));
    const view = settleView({ giveBack: false, keep: true }, true);
    expect(await screen.findByRole('button', { name: 'Pasar al saldo a favor' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Devolver anticipo' })).toBeNull();
    view.unmount();
    settleView({ giveBack: true, keep: true }, false);
    expect(await screen.findByRole('button', { name: 'Devolver anticipo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pasar al saldo a favor' })).toBeNull();
  });
});

function advance(row: Partial<AdvanceRow> & { id: number; advance_payment: number }): AdvanceRow {
  return {
    is_used: false,
    date_created: '2026-03-02T15:00:00Z',
    wallet_instrument_id: null,
    returned_at: null,
    return_movement_id: null,
    client_deposit_id: null,
    ...row,
  };
}

function settleView(rights: { giveBack: boolean; keep: boolean }, hasClient: boolean) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AdvancePanel reservationId={5} rights={{ record: false, ...rights }} cancelled hasClient={hasClient} />
    </QueryClientProvider>,
  );
}
