import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { salesOrderKeys } from './sales-order-keys';

// The active services, for an opportunity's interest.
export function useServiceOptions() {
  return useQuery({
    queryKey: salesOrderKeys.services,
    queryFn: () =>
      items('service').read<{ id: number; name: string }>({
        fields: ['id', 'name'],
        sort: ['name'],
        filter: { is_active: { _eq: true } },
        meta: null,
        limit: -1,
      }),
    select: (response) => response.data,
    staleTime: 5 * 60_000,
  });
}
