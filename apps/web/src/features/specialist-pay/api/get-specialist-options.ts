import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { specialistPayKeys } from './specialist-pay-keys';

export type SpecialistOption = { id: number; name: string; last_name: string | null };

export function useSpecialistOptions() {
  return useQuery({
    queryKey: specialistPayKeys.specialists,
    queryFn: () =>
      items('specialist').read<SpecialistOption>({
        fields: ['id', 'name', 'last_name'],
        sort: ['name'],
        limit: -1,
      }),
    select: (response) => response.data,
  });
}
