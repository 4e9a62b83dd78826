import type { InputOf } from '@sari/contracts/operation';
import { inviteUser } from '@sari/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';

export type Invitation = InputOf<typeof inviteUser>;

// The server creates the user and e-mails them a link to choose a password.
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Invitation) => callOperation(inviteUser, body),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
