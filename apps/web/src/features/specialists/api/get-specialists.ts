import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ItemSort, items } from '../../../shared/api/http';
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
      items('specialist').read<Specialist>({
        fields: SPECIALIST_FIELDS,
        search: params.search || undefined,
        // The list's sort is a column of its table, named by the screen.
        sort: [params.sort as ItemSort<'specialist'>, 'id'],
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
