import type { InputOf } from '@sari/contracts/operation';
import { receivePurchase } from '@sari/contracts/purchases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { purchaseKeys } from './purchase-keys';

export function useReceivePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof receivePurchase>) => callOperation(receivePurchase, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}
