import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { calendarKeys } from './calendar-keys';

export type ProductOption = { id: number; name: string };

// Active products a service can use.
export function useProductOptions(enabled: boolean) {
  return useQuery({
    queryKey: calendarKeys.products,
    queryFn: () =>
      items('product').read<ProductOption>({
        fields: ['id', 'name'],
        filter: { is_active: { _eq: true } },
        sort: ['name'],
        limit: 500,
      }),
    select: (response) => response.data,
    enabled,
    staleTime: 5 * 60_000,
  });
}
