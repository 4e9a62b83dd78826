import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { type ClientOption, salesKeys } from './sales-keys';

// One client by id (the ?abono= entry point and a reservation's client).
export function useSalesClient(id: number | null) {
  return useQuery({
    queryKey: salesKeys.client(id ?? 0),
    enabled: Boolean(id),
    queryFn: () =>
      items('client').readOne<ClientOption>(id!, { fields: ['id', 'first_name', 'last_name', 'phone'] }),
    select: (response) => response.data,
  });
}
