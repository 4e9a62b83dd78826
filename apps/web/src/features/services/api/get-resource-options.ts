import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { serviceKeys } from './service-keys';

export type ResourceKind = 'cabina' | 'sala' | 'equipo';
export const RESOURCE_KINDS: readonly ResourceKind[] = ['cabina', 'sala', 'equipo'];
export type ResourceOption = { id: number; name: string; kind: ResourceKind; site_id: { name: string } };

// The active cabins, rooms and machines a need may name (decision 053), of every site.
export function useResourceOptions() {
  return useQuery({
    queryKey: serviceKeys.resources,
    queryFn: () =>
      items('resource').read<ResourceOption>({
        fields: ['id', 'name', 'kind', 'site_id.name'],
        filter: { is_active: { _eq: true } },
        sort: ['name', 'id'],
        limit: -1,
      }),
    select: (response) => response.data,
    staleTime: 60_000,
  });
}
