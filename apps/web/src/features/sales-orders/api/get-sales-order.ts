import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { SALES_ORDER_FIELDS, type SalesOrder, salesOrderKeys } from './sales-order-keys';

export function useSalesOrder(id: number) {
  return useQuery({
    queryKey: salesOrderKeys.detail(id),
    queryFn: () => items('sales_order').readOne<SalesOrder>(id, { fields: SALES_ORDER_FIELDS }),
    select: (response) => response.data,
  });
}
