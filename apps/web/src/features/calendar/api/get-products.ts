import { useQuery } from '@tanstack/react-query';
import { readItems } from '../../../shared/api/http';
import { calendarKeys } from './calendar-keys';

export type ProductOption = { id: number; name: string };

// Active products a service can use.
export function useProductOptions(enabled: boolean) {
  return useQuery({
    queryKey: calendarKeys.products,
    queryFn: () =>
      readItems<ProductOption>('product', {
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
