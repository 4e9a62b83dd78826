import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { cashDrawerKeys } from './cash-drawer-keys';

// Payment methods (to count and to move) and specialists (for payouts).
export function useDrawerOptions() {
  return useQuery({
    queryKey: cashDrawerKeys.options,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const [methods, specialists] = await Promise.all([
        items('payment_method').read<{ code: string; name: string }>({
          fields: ['code', 'name'],
          filter: { is_active: { _eq: true } },
          sort: ['sort', 'id'],
          limit: -1,
        }),
        items('specialist').read<{ id: number; name: string; last_name: string | null }>({
          fields: ['id', 'name', 'last_name'],
          sort: ['name'],
          limit: -1,
        }),
      ]);
      return {
        methods: methods.data.filter((method) => method.code !== 'credito'),
        specialists: specialists.data,
      };
    },
  });
}
