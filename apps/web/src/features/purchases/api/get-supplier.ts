import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { purchaseKeys, SUPPLIER_FIELDS, type Supplier } from './purchase-keys';

export function useSupplier(id: number) {
  return useQuery({
    queryKey: purchaseKeys.supplier(id),
    queryFn: () => http<{ data: Supplier }>(`/items/supplier/${id}`, { query: { fields: SUPPLIER_FIELDS } }),
    select: (response) => response.data,
  });
}
