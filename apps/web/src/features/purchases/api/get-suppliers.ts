import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ItemSort, items } from '../../../shared/api/http';
import { purchaseKeys, SUPPLIER_FIELDS, type Supplier, type SupplierListParams } from './purchase-keys';

// Search, sort and pagination on the server.
export function useSuppliers(params: SupplierListParams) {
  return useQuery({
    queryKey: purchaseKeys.suppliers(params),
    queryFn: () =>
      items('supplier').read<Supplier>({
        fields: SUPPLIER_FIELDS,
        search: params.search || undefined,
        // The list's sort is a column of its table, named by the screen.
        sort: [params.sort as ItemSort<'supplier'>, 'id'],
        limit: params.pageSize,
        page: params.page + 1,
        meta: 'filter_count',
      }),
    placeholderData: keepPreviousData,
  });
}
