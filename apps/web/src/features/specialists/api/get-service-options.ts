import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { specialistKeys } from './specialist-keys';

// Active services a specialist can be assigned to.
export function useServiceOptions() {
  return useQuery({
    queryKey: specialistKeys.services,
    queryFn: () =>
      items('service').read<{ id: number; name: string }>({
        fields: ['id', 'name'],
        filter: { is_active: { _eq: true } },
        sort: ['name'],
        limit: -1,
      }),
    select: (response) => response.data,
    staleTime: 60_000,
  });
}
