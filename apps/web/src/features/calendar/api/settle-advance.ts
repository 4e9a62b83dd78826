import type { InputOf } from '@sari/contracts/operation';
import { advanceToBalance, returnAdvance } from '@sari/contracts/sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { calendarKeys } from './calendar-keys';

// A cancelled reservation's money advance paid back out of the site's drawer ('drawer') or moved
// to the client's balance ('balance') (decision 067); the drawer's advances and the client's
// balance are read again.
export function useSettleAdvance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ way, ...input }: InputOf<typeof returnAdvance> & { way: 'drawer' | 'balance' }) =>
      way === 'drawer' ? callOperation(returnAdvance, input) : callOperation(advanceToBalance, input),
    onSuccess: (_data, input) =>
      Promise.all([
        // Its advances are under the reservation's key.
        queryClient.invalidateQueries({ queryKey: calendarKeys.reservation(Number(input.id)) }),
        queryClient.invalidateQueries({ queryKey: ['calendar', 'balance'] }),
      ]),
  });
}
