import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { purchaseKeys } from './purchase-keys';

export type ProductOption = { id: number; name: string; sku: string | null; cost: number };

// Active products matching a text (name, SKU or barcode), for an order line.
export function useProductSearch(search: string) {
  return useQuery({
    queryKey: purchaseKeys.productSearch(search),
    queryFn: () =>
      items('product').read<ProductOption>({
        fields: ['id', 'name', 'sku', 'cost'],
        search: search || undefined,
        sort: ['name'],
        meta: null,
        limit: 20,
        filter: { is_active: { _eq: true } },
      }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}
