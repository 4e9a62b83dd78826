import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { purchaseKeys } from './purchase-keys';

// The last cost of some products (a draft's default unit cost).
export function useProductCosts(productIds: number[]) {
  return useQuery({
    queryKey: [...purchaseKeys.all, 'costs', productIds],
    queryFn: () =>
      items('product').read<{ id: number; cost: number }>({
        fields: ['id', 'cost'],
        filter: { id: { _in: productIds } },
        meta: null,
        limit: -1,
      }),
    select: (response) => new Map(response.data.map((row) => [row.id, Number(row.cost)] as const)),
    enabled: productIds.length > 0,
  });
}
