import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ItemInput, items } from '../../../shared/api/http';
import { membershipPlanKeys } from './membership-plan-keys';

export function useSaveMembershipPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: ItemInput<'membership_plan'> }) =>
      id ? items('membership_plan').update(id, values) : items('membership_plan').create(values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipPlanKeys.all }),
  });
}
