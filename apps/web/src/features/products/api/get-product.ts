import { useQuery } from '@tanstack/react-query';
import { http, readItems } from '../../../shared/api/http';
import { PRODUCT_FIELDS, type Product, productKeys } from './product-keys';

export function useProduct(id: number, enabled = true) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: () => http<{ data: Product }>(`/items/product/${id}`, { query: { fields: PRODUCT_FIELDS } }),
    select: (response) => response.data,
    enabled,
  });
}

export type PriceType = { id: number; name: string; is_default: boolean };

export function usePriceTypes() {
  return useQuery({
    queryKey: productKeys.priceTypes,
    queryFn: () =>
      readItems<PriceType>('product_type_price', {
        fields: ['id', 'name', 'is_default'],
        sort: ['-is_default', 'name'],
        limit: -1,
      }),
    select: (response) => response.data,
    staleTime: 60_000,
  });
}
