import { useMutation, useQueryClient } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { salesOrderKeys } from './sales-order-keys';

type LineValues = { product_id?: number; quantity?: number; unit_price?: number; discount?: number };

export function useSaveSalesOrderLine(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: LineValues }) =>
      id
        ? items('sales_order_line').update(id, values)
        : items('sales_order_line').create({ ...values, sales_order_id: orderId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesOrderKeys.all }),
  });
}
