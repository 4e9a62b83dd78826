import { phoneSearchTerm } from '@sari/domain/contact-links';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ItemSort, items } from '../../../shared/api/http';
import { useCompanyCountry } from '../../../shared/session/current-user';
import { CLIENT_FIELDS, type Client, type ClientListParams, clientKeys } from './client-keys';

export const COUNT_LIMIT = 1000;

// "name" is how people sort a client list: last name, then first name.
export function clientSort(sort: string): ItemSort<'client'>[] {
  const descending = sort.startsWith('-');
  const field = sort.replace('-', '');
  const fields = field === 'name' ? ['last_name', 'first_name'] : [field];
  return fields.map((name) => (descending ? `-${name}` : name) as ItemSort<'client'>);
}

// Search, sort and pagination happen on the server.
export function useClients(params: ClientListParams) {
  const country = useCompanyCountry();
  // A phone typed any way is searched by its national digits, which every stored form holds.
  const search = params.search ? phoneSearchTerm(params.search, country) : '';
  return useQuery({
    queryKey: clientKeys.list({ ...params, search }),
    queryFn: () =>
      items('client').read<Client>({
        fields: CLIENT_FIELDS,
        search: search || undefined,
        sort: [...clientSort(params.sort), 'id'],
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
