import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
      id
        ? http<{ data: { id: number } }>(`/items/sari_role/${id}`, { method: 'PATCH', body })
        : http<{ data: { id: number } }>('/items/sari_role', { method: 'POST', body }),
    // A role's permissions change the current user's menu too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
