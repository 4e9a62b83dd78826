import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { salesKeys } from './sales-keys';

// Specialists and payment methods for the sales filters.
export function useFilterOptions() {
  return useQuery({
    queryKey: salesKeys.specialists,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const [specialists, methods] = await Promise.all([
        items('specialist').read<{ id: number; name: string; last_name: string | null }>({
          fields: ['id', 'name', 'last_name'],
          sort: ['name'],
          limit: -1,
        }),
        items('payment_method').read<{ code: string; name: string }>({
          fields: ['code', 'name'],
          sort: ['sort', 'id'],
          limit: -1,
        }),
      ]);
      return { specialists: specialists.data, methods: methods.data };
    },
  });
}
