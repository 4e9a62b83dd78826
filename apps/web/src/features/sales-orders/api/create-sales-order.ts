import { useMutation, useQueryClient } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { salesOrderKeys } from './sales-order-keys';

export type NewSalesOrder = {
  client_id: number | null;
  site_id: number;
  order_date: string;
  delivery_date?: string | null;
  notes?: string | null;
};

// A new quote (its lines are added on the order's page; totals are the server's).
export function useCreateSalesOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: NewSalesOrder) => items('sales_order').create(order),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesOrderKeys.all }),
  });
}
