import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import {
  SALES_ORDER_LIST_FIELDS,
  type SalesOrderListParams,
  type SalesOrderRow,
  salesOrderKeys,
} from './sales-order-keys';

// Newest first; by status, the app bar's site and the client's name.
export function useSalesOrders(params: SalesOrderListParams) {
  const conditions = [
    params.status ? { status: { _eq: params.status } } : null,
    params.siteId ? { site_id: { _eq: params.siteId } } : null,
    params.search
      ? {
          _or: [
            { client_id: { first_name: { _icontains: params.search } } },
            { client_id: { last_name: { _icontains: params.search } } },
          ],
        }
      : null,
  ].filter((condition) => condition !== null);
  return useQuery({
    queryKey: salesOrderKeys.list(params),
    queryFn: () =>
      items('sales_order').read<SalesOrderRow>({
        fields: SALES_ORDER_LIST_FIELDS,
        sort: ['-order_date', '-id'],
        limit: params.pageSize,
        page: params.page + 1,
        meta: 'filter_count',
        filter: conditions.length ? { _and: conditions } : undefined,
      }),
    placeholderData: keepPreviousData,
  });
}
