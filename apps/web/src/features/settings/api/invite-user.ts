import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';

export type Invitation = {
  email: string;
  first_name: string;
  last_name: string | null;
  role_ids: number[];
  site_ids: number[];
};

// The server creates the user and e-mails them a link to choose a password.
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Invitation) => http('/users/invite', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
