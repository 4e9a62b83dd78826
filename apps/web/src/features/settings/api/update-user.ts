import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ItemInput, items } from '../../../shared/api/http';

// Name, active flag, roles and sites of a user of the company.
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ItemInput<'sari_user'> }) =>
      items('sari_user').update(id, body),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
