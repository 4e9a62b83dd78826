import type { InputOf } from '@sari/contracts/operation';
import { payPurchase } from '@sari/contracts/purchases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { purchaseKeys } from './purchase-keys';

export function usePayPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof payPurchase>) => callOperation(payPurchase, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}
