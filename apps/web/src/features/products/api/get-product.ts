import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { PRODUCT_FIELDS, type Product, productKeys } from './product-keys';

export function useProduct(id: number, enabled = true) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: () => http<{ data: Product }>(`/items/product/${id}`, { query: { fields: PRODUCT_FIELDS } }),
    select: (response) => response.data,
    enabled,
  });
}
