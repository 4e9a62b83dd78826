import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ItemSort, items } from '../../../shared/api/http';
import { MEMBERSHIP_PLAN_FIELDS, type MembershipPlan, membershipPlanKeys } from './membership-plan-keys';
import type { SessionPackageListParams } from './session-package-keys';

export function useMembershipPlans(params: SessionPackageListParams) {
  return useQuery({
    queryKey: membershipPlanKeys.list(params),
    queryFn: () =>
      items('membership_plan').read<MembershipPlan>({
        fields: MEMBERSHIP_PLAN_FIELDS,
        search: params.search || undefined,
        sort: [params.sort as ItemSort<'membership_plan'>, 'id'],
        limit: params.pageSize,
        page: params.page + 1,
        meta: 'filter_count',
        filter: params.showInactive ? undefined : { is_active: { _eq: true } },
      }),
    placeholderData: keepPreviousData,
  });
}
