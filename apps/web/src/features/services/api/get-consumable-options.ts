import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { serviceKeys } from './service-keys';

export type ConsumableOption = { id: number; name: string; unit: string | null };

// Products a service can use up: the consumable ones.
export function useConsumableOptions() {
  return useQuery({
    queryKey: serviceKeys.consumables,
    queryFn: () =>
      items('product').read<ConsumableOption>({
        fields: ['id', 'name', 'unit'],
        filter: { is_consumable: { _eq: true }, is_active: { _eq: true } },
        sort: ['name'],
        limit: -1,
      }),
    select: (response) => response.data,
    staleTime: 60_000,
  });
}
