import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { productKeys } from './product-keys';

export type StockMovement = {
  id: number;
  date_created: string;
  quantity: number;
  balance_after: number | null;
  type: 'adjustment' | 'sale' | 'purchase' | 'consumption' | 'transfer' | 'return';
  reason: string | null;
  site_id: { name: string };
  sari_user_id: { first_name: string; last_name: string | null } | null;
};

export const MOVEMENTS_PAGE_SIZE = 15;

export function useStockMovements(productId: number, page: number) {
  return useQuery({
    queryKey: productKeys.movements(productId, page),
    queryFn: () =>
      items('stock_movement').read<StockMovement>({
        fields: [
          'id',
          'date_created',
          'quantity',
          'balance_after',
          'type',
          'reason',
          'site_id.name',
          'sari_user_id.first_name',
          'sari_user_id.last_name',
        ],
        filter: { product_id: { _eq: productId } },
        sort: ['-date_created', '-id'],
        limit: MOVEMENTS_PAGE_SIZE,
        page: page + 1,
        meta: 'filter_count',
      }),
    placeholderData: keepPreviousData,
  });
}
