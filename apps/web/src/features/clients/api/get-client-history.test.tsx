import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useClientHistory } from './get-client-history';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The server answers every read but the deposits', which fail.
function serverWithoutDeposits() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const collection = new URL(url, 'http://app.local').pathname.split('/').at(-1);
      if (collection === 'history_payment_deposit' || collection === 'client_deposit') {
        return new Response(JSON.stringify({ errors: [{ message: 'caído' }] }), { status: 500 });
      }
      const rows =
        collection === 'service_reservation'
          ? [
              {
                id: 1,
                date: '2026-11-20',
                status: 'confirmada',
                site_id: { name: 'Centro' },
                service_reservation_service: [],
              },
            ]
          : collection === 'history_payment'
            ? [
                {
                  id: 9,
                  date_created: '2026-11-20T15:00:00Z',
                  total: 50000,
                  status: 'pagado',
                  site_id: { name: 'Centro' },
                },
              ]
            : [];
      return new Response(JSON.stringify({ data: rows }));
    }),
  );
}

describe('client history', () => {
  it('spec 8: a deposit load failure is only logged and leaves the rest of the history', async () => {
    serverWithoutDeposits();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useClientHistory(1, { calendar: true, sales: true }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.reservations.map((row) => row.id)).toEqual([1]);
    expect(result.current.data?.purchases.map((row) => row.id)).toEqual([9]);
    // Unknown, not a made-up $0.
    expect(result.current.data?.balance).toBeNull();
    expect(logged).toHaveBeenCalled();
  });
});
