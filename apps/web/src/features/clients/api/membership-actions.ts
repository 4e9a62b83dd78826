import { cancelMembership, pauseMembership, resumeMembership } from '@sari/contracts/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { clientKeys } from './client-keys';

export type MembershipAction = 'pause' | 'resume' | 'cancel';

// POST /api/wallet/:id/pause|resume|cancel (decision 055): the period's new state; the wallet is
// read again (its history shows the change).
export function useMembershipAction(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id, reason }: { action: MembershipAction; id: number; reason: string }) =>
      action === 'pause'
        ? callOperation(pauseMembership, { id, reason })
        : action === 'cancel'
          ? callOperation(cancelMembership, { id, reason })
          : callOperation(resumeMembership, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.wallet(clientId) }),
    meta: { silent: true },
  });
}
