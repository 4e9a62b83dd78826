import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { serviceKeys } from './service-keys';

export type SpecialistOption = { id: number; name: string; last_name: string | null };

// Active specialists a service can be given to.
export function useSpecialistOptions() {
  return useQuery({
    queryKey: serviceKeys.specialists,
    queryFn: () =>
      items('specialist').read<SpecialistOption>({
        fields: ['id', 'name', 'last_name'],
        filter: { is_active: { _eq: true } },
        sort: ['name'],
        limit: -1,
      }),
    select: (response) => response.data,
    staleTime: 60_000,
  });
}
