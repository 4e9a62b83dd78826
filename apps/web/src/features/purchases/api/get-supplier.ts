import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { purchaseKeys, SUPPLIER_FIELDS, type Supplier } from './purchase-keys';

export function useSupplier(id: number) {
  return useQuery({
    queryKey: purchaseKeys.supplier(id),
    queryFn: () => items('supplier').readOne<Supplier>(id, { fields: SUPPLIER_FIELDS }),
    select: (response) => response.data,
  });
}
