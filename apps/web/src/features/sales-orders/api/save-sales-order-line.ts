import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { salesOrderKeys } from './sales-order-keys';

type LineValues = { product_id?: number; quantity?: number; unit_price?: number; discount?: number };

export function useSaveSalesOrderLine(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: LineValues }) =>
      id
        ? http(`/items/sales_order_line/${id}`, { method: 'PATCH', body: values })
        : http('/items/sales_order_line', { method: 'POST', body: { ...values, sales_order_id: orderId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesOrderKeys.all }),
  });
}
