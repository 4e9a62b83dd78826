import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ItemSort, items } from '../../../shared/api/http';
import { SERVICE_FIELDS, type Service, type ServiceListParams, serviceKeys } from './service-keys';

export function useServices(params: ServiceListParams) {
  const conditions = [
    params.showInactive ? null : { is_active: { _eq: true } },
    params.categoryId ? { service_category_id: { _eq: params.categoryId } } : null,
  ].filter((condition) => condition !== null);
  return useQuery({
    queryKey: serviceKeys.list(params),
    queryFn: () =>
      items('service').read<Service>({
        fields: SERVICE_FIELDS,
        search: params.search || undefined,
        // The list's sort is a column of its table, named by the screen.
        sort: [params.sort as ItemSort<'service'>, 'id'],
        limit: params.pageSize,
        page: params.page + 1,
        meta: 'filter_count',
        filter: conditions.length ? { _and: conditions } : undefined,
      }),
    placeholderData: keepPreviousData,
  });
}
