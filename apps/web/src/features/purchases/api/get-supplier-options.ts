import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { purchaseKeys } from './purchase-keys';

// The active suppliers, for the order's supplier select.
export function useSupplierOptions() {
  return useQuery({
    queryKey: purchaseKeys.supplierOptions,
    queryFn: () =>
      items('supplier').read<{ id: number; name: string }>({
        fields: ['id', 'name'],
        sort: ['name'],
        meta: null,
        limit: -1,
        filter: { is_active: { _eq: true } },
      }),
    select: (response) => response.data,
    staleTime: 60_000,
  });
}
