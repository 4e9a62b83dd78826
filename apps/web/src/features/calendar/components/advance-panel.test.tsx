import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAlerts, resetAlerts } from '../../../shared/alerts/alert-store';
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
      <AdvancePanel reservationId={5} canRecord={canRecord} />
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
});
