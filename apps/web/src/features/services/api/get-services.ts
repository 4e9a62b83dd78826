import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readItems } from '../../../shared/api/http';
import { SERVICE_FIELDS, type Service, type ServiceListParams, serviceKeys } from './service-keys';

export function useServices(params: ServiceListParams) {
  const conditions = [
    params.showInactive ? null : { is_active: { _eq: true } },
    params.categoryId ? { service_category_id: { _eq: params.categoryId } } : null,
  ].filter(Boolean);
  return useQuery({
    queryKey: serviceKeys.list(params),
    queryFn: () =>
      readItems<Service>('service', {
        fields: SERVICE_FIELDS,
        search: params.search || undefined,
        sort: [params.sort, 'id'],
        limit: params.pageSize,
        page: params.page + 1,
        meta: 'filter_count',
        filter: conditions.length ? { _and: conditions } : undefined,
      }),
    placeholderData: keepPreviousData,
  });
}
