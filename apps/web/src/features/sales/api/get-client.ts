import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { type ClientOption, salesKeys } from './sales-keys';

// One client by id (the ?abono= entry point and a reservation's client).
export function useSalesClient(id: number | null) {
  return useQuery({
    queryKey: salesKeys.client(id ?? 0),
    enabled: Boolean(id),
    queryFn: () =>
      http<{ data: ClientOption }>(`/items/client/${id}`, {
        query: { fields: ['id', 'first_name', 'last_name', 'phone'] },
      }),
    select: (response) => response.data,
  });
}
