import type { InputOf, OutputOf } from '@sari/contracts/operation';
import type { checkout } from '@sari/contracts/sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { salesKeys } from './sales-keys';

export type ChargeBody = InputOf<typeof checkout>;
export type ChargedSale = OutputOf<typeof checkout>;

// The charge calls (spec-coverage 7): POST items/history_payment charges a counter sale or a reservation in
// one request (one transaction: a refused charge leaves nothing behind, no stray pending sale);
// a pending sale already saved for the reservation is charged as itself with PATCH
// items/history_payment/{id}. The response data is read.
export function useCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, pendingSaleId }: { body: ChargeBody; pendingSaleId?: number | null }) => {
      if (!pendingSaleId) {
        const answer = await http<{ data: ChargedSale }>('/items/history_payment', { method: 'POST', body });
        return answer.data;
      }
      const { site_id: _site, pending: _pending, ...charge } = body;
      const answer = await http<{ data: ChargedSale }>(`/items/history_payment/${pendingSaleId}`, {
        method: 'PATCH',
        body: charge,
      });
      return answer.data;
    },
    // Not awaited: the sale is shown charged the moment the server says so, while the lists,
    // the catalogue's stock and the drawer refresh behind it (a returned promise would hold
    // "Venta cobrada" back until every active sales read had come back).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: salesKeys.all });
    },
  });
}
