import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ItemInput, items } from '../../../shared/api/http';
import { salesOrderKeys } from './sales-order-keys';

// Create or change an opportunity (a move between columns is a change of status).
export function useSaveOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: ItemInput<'opportunity'> }) =>
      id ? items('opportunity').update(id, values) : items('opportunity').create(values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesOrderKeys.all }),
  });
}
