import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';

// Name, active flag, roles and sites of a user of the company.
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Record<string, unknown> }) =>
      http(`/items/sari_user/${id}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
