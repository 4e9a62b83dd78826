import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ItemInput, items } from '../../../shared/api/http';

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ItemInput<'sari_role'> }) =>
      id ? items('sari_role').update(id, body) : items('sari_role').create(body),
    // A role's permissions change the current user's menu too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
