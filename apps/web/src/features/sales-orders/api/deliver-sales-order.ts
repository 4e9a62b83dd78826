import type { InputOf } from '@sari/contracts/operation';
import { deliverSalesOrder } from '@sari/contracts/sales-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { salesOrderKeys } from './sales-order-keys';

export function useDeliverSalesOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof deliverSalesOrder>) => callOperation(deliverSalesOrder, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesOrderKeys.all }),
  });
}
