import type { InputOf } from '@sari/contracts/operation';
import { cancelSalesOrder } from '@sari/contracts/sales-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { salesOrderKeys } from './sales-order-keys';

export function useCancelSalesOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof cancelSalesOrder>) => callOperation(cancelSalesOrder, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesOrderKeys.all }),
  });
}
