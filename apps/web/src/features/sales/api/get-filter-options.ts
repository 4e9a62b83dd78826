import { useQuery } from '@tanstack/react-query';
import { readItems } from '../../../shared/api/http';
import { salesKeys } from './sales-keys';

// Specialists and payment methods for the sales filters.
export function useFilterOptions() {
  return useQuery({
    queryKey: salesKeys.specialists,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const [specialists, methods] = await Promise.all([
        readItems<{ id: number; name: string; last_name: string | null }>('specialist', {
          fields: ['id', 'name', 'last_name'],
          sort: ['name'],
          limit: -1,
        }),
        readItems<{ code: string; name: string }>('payment_method', {
          fields: ['code', 'name'],
          sort: ['sort', 'id'],
          limit: -1,
        }),
      ]);
      return { specialists: specialists.data, methods: methods.data };
    },
  });
}
