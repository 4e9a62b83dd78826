import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { SALES_ORDER_FIELDS, type SalesOrder, salesOrderKeys } from './sales-order-keys';

export function useSalesOrder(id: number) {
  return useQuery({
    queryKey: salesOrderKeys.detail(id),
    queryFn: () =>
      http<{ data: SalesOrder }>(`/items/sales_order/${id}`, { query: { fields: SALES_ORDER_FIELDS } }),
    select: (response) => response.data,
  });
}
