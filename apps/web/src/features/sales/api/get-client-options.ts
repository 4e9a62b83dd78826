import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { type ClientOption, salesKeys } from './sales-keys';

// Clients by name, phone or document for the checkout and the filters.
export function useClientOptions(search: string) {
  return useQuery({
    queryKey: salesKeys.clients(search),
    queryFn: () =>
      items('client').read<ClientOption>({
        fields: ['id', 'first_name', 'last_name', 'phone'],
        search: search || undefined,
        filter: { is_active: { _eq: true } },
        sort: ['first_name', 'id'],
        limit: 20,
      }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
