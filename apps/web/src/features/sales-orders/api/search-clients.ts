import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { type ClientRef, salesOrderKeys } from './sales-order-keys';

// Active clients matching a text (name, phone, e-mail, document), for a quote or an opportunity.
export function useClientSearch(search: string) {
  return useQuery({
    queryKey: salesOrderKeys.clients(search),
    queryFn: () =>
      items('client').read<ClientRef>({
        fields: ['id', 'first_name', 'last_name', 'phone'],
        search: search || undefined,
        sort: ['first_name', 'id'],
        meta: null,
        limit: 20,
        filter: { is_active: { _eq: true } },
      }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}
