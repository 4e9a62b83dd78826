import type { InputOf } from '@sari/contracts/operation';
import { confirmSalesOrder } from '@sari/contracts/sales-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { salesOrderKeys } from './sales-order-keys';

export function useConfirmSalesOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof confirmSalesOrder>) => callOperation(confirmSalesOrder, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesOrderKeys.all }),
  });
}
