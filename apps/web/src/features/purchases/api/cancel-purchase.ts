import type { InputOf } from '@sari/contracts/operation';
import { cancelPurchase } from '@sari/contracts/purchases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { purchaseKeys } from './purchase-keys';

export function useCancelPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof cancelPurchase>) => callOperation(cancelPurchase, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}
