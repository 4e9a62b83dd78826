import { useQuery } from '@tanstack/react-query';
import { readItems } from '../../../shared/api/http';
import { salesOrderKeys } from './sales-order-keys';

// The active services, for an opportunity's interest.
export function useServiceOptions() {
  return useQuery({
    queryKey: salesOrderKeys.services,
    queryFn: () =>
      readItems<{ id: number; name: string }>('service', {
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
