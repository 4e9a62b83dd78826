import { useQuery } from '@tanstack/react-query';
import { readItems } from '../../../shared/api/http';
import { serviceKeys } from './service-keys';

export type SpecialistOption = { id: number; name: string; last_name: string | null };
export type ConsumableOption = { id: number; name: string; unit: string | null };

export function useSpecialistOptions() {
  return useQuery({
    queryKey: serviceKeys.specialists,
    queryFn: () =>
      readItems<SpecialistOption>('specialist', {
        fields: ['id', 'name', 'last_name'],
        filter: { is_active: { _eq: true } },
        sort: ['name'],
        limit: -1,
      }),
    select: (response) => response.data,
    staleTime: 60_000,
  });
}

// Products a service can use up: the consumable ones.
export function useConsumableOptions() {
  return useQuery({
    queryKey: serviceKeys.consumables,
    queryFn: () =>
      readItems<ConsumableOption>('product', {
        fields: ['id', 'name', 'unit'],
        filter: { is_consumable: { _eq: true }, is_active: { _eq: true } },
        sort: ['name'],
        limit: -1,
      }),
    select: (response) => response.data,
    staleTime: 60_000,
  });
}
