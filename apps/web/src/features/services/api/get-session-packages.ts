import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ItemSort, items } from '../../../shared/api/http';
import {
  SESSION_PACKAGE_FIELDS,
  type SessionPackage,
  type SessionPackageListParams,
  sessionPackageKeys,
} from './session-package-keys';

export function useSessionPackages(params: SessionPackageListParams) {
  return useQuery({
    queryKey: sessionPackageKeys.list(params),
    queryFn: () =>
      items('session_package').read<SessionPackage>({
        fields: SESSION_PACKAGE_FIELDS,
        search: params.search || undefined,
        sort: [params.sort as ItemSort<'session_package'>, 'id'],
        limit: params.pageSize,
        page: params.page + 1,
        meta: 'filter_count',
        filter: params.showInactive ? undefined : { is_active: { _eq: true } },
      }),
    placeholderData: keepPreviousData,
  });
}
