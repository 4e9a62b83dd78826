import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readItems } from '../../../shared/api/http';
import { purchaseKeys, SUPPLIER_FIELDS, type Supplier, type SupplierListParams } from './purchase-keys';

// Search, sort and pagination on the server.
export function useSuppliers(params: SupplierListParams) {
  return useQuery({
    queryKey: purchaseKeys.suppliers(params),
    queryFn: () =>
      readItems<Supplier>('supplier', {
        fields: SUPPLIER_FIELDS,
        search: params.search || undefined,
        sort: [params.sort, 'id'],
        limit: params.pageSize,
        page: params.page + 1,
        meta: 'filter_count',
      }),
    placeholderData: keepPreviousData,
  });
}
