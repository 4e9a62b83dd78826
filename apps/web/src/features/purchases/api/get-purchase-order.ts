import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { ORDER_FIELDS, type PurchaseOrder, purchaseKeys } from './purchase-keys';

export function usePurchaseOrder(id: number) {
  return useQuery({
    queryKey: purchaseKeys.order(id),
    queryFn: () => items('purchase_order').readOne<PurchaseOrder>(id, { fields: ORDER_FIELDS }),
    select: (response) => response.data,
  });
}
