import type { InputOf } from '@sari/contracts/operation';
import { sendPurchase } from '@sari/contracts/purchases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { purchaseKeys } from './purchase-keys';

export function useSendPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof sendPurchase>) => callOperation(sendPurchase, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}
