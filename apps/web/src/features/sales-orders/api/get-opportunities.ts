import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ItemSort, items } from '../../../shared/api/http';
import {
  OPPORTUNITY_FIELDS,
  type Opportunity,
  type OpportunityParams,
  salesOrderKeys,
} from './sales-order-keys';

// The app bar's site (and the ones of no site), by title or client; sorted and paged on the server.
export function useOpportunities(params: OpportunityParams) {
  const conditions = [
    params.siteId ? { _or: [{ site_id: { _eq: params.siteId } }, { site_id: { _null: true } }] } : null,
    params.search
      ? {
          _or: [
            { title: { _icontains: params.search } },
            { client_id: { first_name: { _icontains: params.search } } },
            { client_id: { last_name: { _icontains: params.search } } },
          ],
        }
      : null,
  ].filter((condition) => condition !== null);
  return useQuery({
    queryKey: salesOrderKeys.opportunities(params),
    queryFn: () =>
      items('opportunity').read<Opportunity>({
        fields: OPPORTUNITY_FIELDS,
        // The list's sort is a column of its table, named by the screen.
        sort: [params.sort as ItemSort<'opportunity'>, 'id'],
        limit: params.pageSize,
        page: params.page + 1,
        meta: 'filter_count',
        filter: conditions.length ? { _and: conditions } : undefined,
      }),
    placeholderData: keepPreviousData,
  });
}
