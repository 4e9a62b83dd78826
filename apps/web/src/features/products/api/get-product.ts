import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { PRODUCT_FIELDS, type Product, productKeys } from './product-keys';

export function useProduct(id: number, enabled = true) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: () => items('product').readOne<Product>(id, { fields: PRODUCT_FIELDS }),
    select: (response) => response.data,
    enabled,
  });
}
