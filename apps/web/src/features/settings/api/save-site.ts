import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';

export function useSaveSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
      id
        ? http(`/items/site/${id}`, { method: 'PATCH', body })
        : http('/items/site', { method: 'POST', body }),
    // Sites show up everywhere (site selector, forms): every query refreshes.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
