import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GiftCardRow } from '../payment-rows';
import { GiftCardPaymentDialog } from './gift-card-payment-dialog';

const card = (id: number, left: number, extra: object = {}) => ({
  id,
  kind: 'gift_card',
  unit: 'pesos',
  code_end: `AB${id}Z`.slice(-4),
  client_id: 5,
  site_id: 1,
  recipient_name: null,
  initial: 100000,
  left,
  expires_on: '2027-11-25',
  expired: false,
  status: 'activa',
  sold_at: '2026-11-25T15:00:00Z',
  history: [],
  ...extra,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// The server: the client's wallet, and the lookup that knows one code.
function server() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(String(url));
    if (String(url).includes('/wallet')) {
      return new Response(
        JSON.stringify({
          data: { instruments: [card(1, 40000), card(2, 0), card(3, 9000, { status: 'anulada' })] },
        }),
      );
    }
    if (String(url).includes('code=KNOWNCODE2345678')) {
      return new Response(JSON.stringify({ data: card(7, 100000, { code_end: '5678' }) }));
    }
    return new Response(
      JSON.stringify({ errors: [{ message: 'No hay una tarjeta de regalo con ese código.' }] }),
      {
        status: 404,
      },
    );
  });
  return calls;
}

function open(onAdd: (row: GiftCardRow) => void, clientId: number | null = 5) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <GiftCardPaymentDialog clientId={clientId} open={60000} taken={[]} onAdd={onAdd} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

describe('paying with a gift card (decision 050)', () => {
  it("lists only the client's cards that can pay and takes what the card holds when less is open", async () => {
    server();
    const onAdd = vi.fn();
    open(onAdd);
    const options = await screen.findAllByTestId('wallet-card-option');
    expect(options).toHaveLength(1);
    expect(options[0].textContent).toContain('quedan $40.000');
    fireEvent.click(options[0]);
    expect((screen.getByLabelText('Valor a usar') as HTMLInputElement).value).toBe('40000');
    fireEvent.click(screen.getByTestId('gift-card-use'));
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({ cardId: 1, instrumentId: 1, code: null, left: 40000, text: '40000' }),
    );
  });

  it("shows the server's Spanish refusal for an unknown code, and a known one with what is open", async () => {
    const calls = server();
    const onAdd = vi.fn();
    open(onAdd, null);
    const field = screen.getByLabelText('Código de la tarjeta');
    fireEvent.change(field, { target: { value: 'AAAA-BBBB' } });
    expect(calls.filter((url) => url.includes('lookup'))).toHaveLength(0);
    fireEvent.change(field, { target: { value: 'aaaa-bbbb-cccc-dddd' } });
    expect((await screen.findByTestId('gift-card-refusal')).textContent).toBe(
      'No hay una tarjeta de regalo con ese código.',
    );
    expect(calls.some((url) => url.includes('code=AAAABBBBCCCCDDDD'))).toBe(true);
    fireEvent.change(field, { target: { value: 'known code 2345678' } });
    expect((await screen.findByTestId('gift-card-found')).textContent).toContain('quedan $100.000');
    expect(screen.getByTestId('gift-card-found').textContent).toContain('Vence el 25/11/2027');
    // All it holds would be more than is open: the open $60.000 by default; more than it holds is refused.
    expect((screen.getByLabelText('Valor a usar') as HTMLInputElement).value).toBe('60000');
    fireEvent.change(screen.getByLabelText('Valor a usar'), { target: { value: '150000' } });
    expect(screen.getByText('La tarjeta tiene $100.000 disponibles.')).toBeTruthy();
    expect((screen.getByTestId('gift-card-use') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Valor a usar'), { target: { value: '60000' } });
    fireEvent.click(screen.getByTestId('gift-card-use'));
    await waitFor(() =>
      expect(onAdd).toHaveBeenCalledWith(
        expect.objectContaining({ cardId: 7, instrumentId: null, code: 'KNOWNCODE2345678', text: '60000' }),
      ),
    );
  });
});
