import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { purchaseKeys } from './purchase-keys';

// The units of some products at one site (the order's), to see the stock rise on receiving.
export function useStockAtSite(siteId: number, productIds: number[]) {
  return useQuery({
    queryKey: purchaseKeys.stockAt(siteId, productIds),
    queryFn: () =>
      items('product_stock').read<{ product_id: number; current_stock: number | null; min_stock: number }>({
        fields: ['product_id', 'current_stock', 'min_stock'],
        filter: { _and: [{ site_id: { _eq: siteId } }, { product_id: { _in: productIds } }] },
        meta: null,
        limit: -1,
      }),
    select: (response) => new Map(response.data.map((row) => [Number(row.product_id), row] as const)),
    enabled: siteId > 0 && productIds.length > 0,
  });
}
