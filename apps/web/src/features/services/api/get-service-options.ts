import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { sessionPackageKeys } from './session-package-keys';

export type ServiceOption = { id: number; name: string };

// Active services a package's sessions can cover.
export function useServiceOptions() {
  return useQuery({
    queryKey: sessionPackageKeys.services,
    queryFn: () =>
      items('service').read<ServiceOption>({
        fields: ['id', 'name'],
        filter: { is_active: { _eq: true } },
        sort: ['name'],
        limit: -1,
      }),
    select: (response) => response.data,
    staleTime: 60_000,
  });
}
