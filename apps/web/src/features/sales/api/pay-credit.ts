import type { InputOf } from '@sari/contracts/operation';
import { payCredit } from '@sari/contracts/sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { salesKeys } from './sales-keys';

// Pays off what the client owes, oldest credits first.
export function usePayCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof payCredit>) => callOperation(payCredit, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesKeys.all }),
  });
}
