import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readItems } from '../../../shared/api/http';
import { PRODUCT_FIELDS, type Product, type ProductListParams, productKeys } from './product-keys';

// Search, filters, sort and pagination on the server.
export function useProducts(params: ProductListParams) {
  const filter = {
    _and: [
      params.showInactive ? null : { is_active: { _eq: true } },
      params.brandId ? { brand_id: { _eq: params.brandId } } : null,
      params.categoryId ? { product_category_id: { _eq: params.categoryId } } : null,
    ].filter(Boolean),
  };
  return useQuery({
    queryKey: productKeys.list(params),
    queryFn: () =>
      readItems<Product>('product', {
        fields: PRODUCT_FIELDS,
        search: params.search || undefined,
        sort: [params.sort, 'id'],
        limit: params.pageSize,
        page: params.page + 1,
        meta: 'filter_count',
        filter: filter._and.length ? filter : undefined,
      }),
    placeholderData: keepPreviousData,
  });
}
