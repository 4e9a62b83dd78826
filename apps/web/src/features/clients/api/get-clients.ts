import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readItems } from '../../../shared/api/http';
import { CLIENT_FIELDS, type Client, type ClientListParams, clientKeys } from './client-keys';

export const COUNT_LIMIT = 1000;

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
        // Past 1,000 matches the list says "more than 1,000": counting every match of a
        // two-letter search costs more than the page itself.
        count_limit: COUNT_LIMIT,
        filter: {
          _and: [
            params.showInactive ? {} : { is_active: { _eq: true } },
            params.tagId ? { client_client_tag: { _some: { client_tag_id: { _eq: params.tagId } } } } : {},
          ],
        },
      }),
    placeholderData: keepPreviousData,
  });
}
