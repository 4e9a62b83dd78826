import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { salesOrderKeys } from './sales-order-keys';

// Create or change an opportunity (a move between columns is a change of status).
export function useSaveOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: Record<string, unknown> }) =>
      id
        ? http(`/items/opportunity/${id}`, { method: 'PATCH', body: values })
        : http('/items/opportunity', { method: 'POST', body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesOrderKeys.all }),
  });
}
