import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readItems } from '../../../shared/api/http';
import {
  SPECIALIST_FIELDS,
  type Specialist,
  type SpecialistListParams,
  specialistKeys,
} from './specialist-keys';

export function useSpecialists(params: SpecialistListParams) {
  return useQuery({
    queryKey: specialistKeys.list(params),
    queryFn: () =>
      readItems<Specialist>('specialist', {
        fields: SPECIALIST_FIELDS,
        search: params.search || undefined,
        sort: [params.sort, 'id'],
        limit: params.pageSize,
        page: params.page + 1,
        meta: 'filter_count',
        filter: {
          _and: [
            params.showInactive ? {} : { is_active: { _eq: true } },
            params.siteId ? { specialist_site: { _some: { site_id: { _eq: params.siteId } } } } : {},
          ],
        },
      }),
    placeholderData: keepPreviousData,
  });
}
