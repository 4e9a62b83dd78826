import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { ORDER_FIELDS, type PurchaseOrder, purchaseKeys } from './purchase-keys';

export function usePurchaseOrder(id: number) {
  return useQuery({
    queryKey: purchaseKeys.order(id),
    queryFn: () =>
      http<{ data: PurchaseOrder }>(`/items/purchase_order/${id}`, { query: { fields: ORDER_FIELDS } }),
    select: (response) => response.data,
  });
}
