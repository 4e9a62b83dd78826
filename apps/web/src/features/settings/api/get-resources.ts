import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ItemSort, items } from '../../../shared/api/http';
import { RESOURCE_FIELDS, type Resource, type ResourceListParams, resourceKeys } from './resource-keys';

// The cabins, rooms and machines of the app bar's site (every site of the user when it is 0).
export function useResources(params: ResourceListParams) {
  const conditions = [
    ...(params.siteId > 0 ? [{ site_id: { _eq: params.siteId } }] : []),
    ...(params.showInactive ? [] : [{ is_active: { _eq: true } }]),
  ];
  return useQuery({
    queryKey: resourceKeys.list(params),
    queryFn: () =>
      items('resource').read<Resource>({
        fields: RESOURCE_FIELDS,
        search: params.search || undefined,
        sort: [params.sort as ItemSort<'resource'>, 'name', 'id'],
        limit: params.pageSize,
        page: params.page + 1,
        meta: 'filter_count',
        filter: conditions.length > 0 ? { _and: conditions } : undefined,
      }),
    placeholderData: keepPreviousData,
  });
}
