import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readItems } from '../../../shared/api/http';
import { CLIENT_FIELDS, type Client, type ClientListParams, clientKeys } from './client-keys';

// Search, sort and pagination happen on the server.
export function useClients(params: ClientListParams) {
  return useQuery({
    queryKey: clientKeys.list(params),
    queryFn: () =>
      readItems<Client>('client', {
        fields: CLIENT_FIELDS,
        search: params.search || undefined,
        sort: [params.sort],
        limit: params.pageSize,
        page: params.page + 1,
        meta: 'filter_count',
        filter: params.showInactive ? undefined : { is_active: { _eq: true } },
      }),
    placeholderData: keepPreviousData,
  });
}
