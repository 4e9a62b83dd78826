import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { calendarKeys } from './calendar-keys';

export type ClientOption = { id: number; first_name: string; last_name: string | null; phone: string | null };

// Search as you type: the server matches name, phone, e-mail and document.
export function useClientSearch(search: string) {
  return useQuery({
    queryKey: calendarKeys.clients(search),
    queryFn: () =>
      items('client').read<ClientOption>({
        fields: ['id', 'first_name', 'last_name', 'phone'],
        search: search || undefined,
        filter: { is_active: { _eq: true } },
        sort: ['first_name'],
        limit: 10,
      }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
