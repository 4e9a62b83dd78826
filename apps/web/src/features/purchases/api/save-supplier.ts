import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { purchaseKeys, type Supplier } from './purchase-keys';

export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: Record<string, unknown> }) =>
      id
        ? http<{ data: Supplier }>(`/items/supplier/${id}`, { method: 'PATCH', body: values })
        : http<{ data: Supplier }>('/items/supplier', { method: 'POST', body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}
