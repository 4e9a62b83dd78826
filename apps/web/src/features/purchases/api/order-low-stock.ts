import type { InputOf } from '@sari/contracts/operation';
import { orderLowStock } from '@sari/contracts/purchases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { purchaseKeys } from './purchase-keys';

export function useOrderLowStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof orderLowStock>) => callOperation(orderLowStock, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}
