import type { InputOf } from '@sari/contracts/operation';
import { returnPurchase } from '@sari/contracts/purchases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { purchaseKeys } from './purchase-keys';

export function useReturnPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof returnPurchase>) => callOperation(returnPurchase, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}
