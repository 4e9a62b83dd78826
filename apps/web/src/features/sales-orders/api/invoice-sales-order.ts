import type { InputOf } from '@sari/contracts/operation';
import { invoiceSalesOrder } from '@sari/contracts/sales-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { salesOrderKeys } from './sales-order-keys';

export function useInvoiceSalesOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof invoiceSalesOrder>) => callOperation(invoiceSalesOrder, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesOrderKeys.all }),
  });
}
