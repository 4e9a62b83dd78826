import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import {
  ORDER_LIST_FIELDS,
  type OrderListParams,
  type PurchaseOrderRow,
  purchaseKeys,
} from './purchase-keys';

// Newest first, filtered by status, supplier and the app bar's site (0: all of the user's).
export function usePurchaseOrders(params: OrderListParams) {
  const conditions = [
    params.statuses.length ? { status: { _in: params.statuses } } : null,
    params.supplierId ? { supplier_id: { _eq: params.supplierId } } : null,
    params.siteId ? { site_id: { _eq: params.siteId } } : null,
  ].filter((condition) => condition !== null);
  return useQuery({
    queryKey: purchaseKeys.orders(params),
    queryFn: () =>
      items('purchase_order').read<PurchaseOrderRow>({
        fields: ORDER_LIST_FIELDS,
        sort: ['-order_date', '-id'],
        limit: params.pageSize,
        page: params.page + 1,
        meta: 'filter_count',
        filter: conditions.length ? { _and: conditions } : undefined,
      }),
    placeholderData: keepPreviousData,
  });
}
