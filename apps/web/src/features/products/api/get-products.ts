import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ItemSort, items } from '../../../shared/api/http';
import { PRODUCT_FIELDS, type Product, type ProductListParams, productKeys } from './product-keys';

// Search, filters, sort and pagination on the server.
export function useProducts(params: ProductListParams) {
  const filter = {
    _and: [
      params.showInactive ? null : { is_active: { _eq: true } },
      params.brandId ? { brand_id: { _eq: params.brandId } } : null,
      params.categoryId ? { product_category_id: { _eq: params.categoryId } } : null,
    ].filter((condition) => condition !== null),
  };
  return useQuery({
    queryKey: productKeys.list(params),
    queryFn: () =>
      items('product').read<Product>({
        fields: PRODUCT_FIELDS,
        search: params.search || undefined,
        // The list's sort is a column of its table, named by the screen.
        sort: [params.sort as ItemSort<'product'>, 'id'],
        limit: params.pageSize,
        page: params.page + 1,
        meta: 'filter_count',
        filter: filter._and.length ? filter : undefined,
      }),
    placeholderData: keepPreviousData,
  });
}
