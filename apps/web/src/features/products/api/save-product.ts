import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { type Product, productKeys } from './product-keys';

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: Record<string, unknown> }) =>
      id
        ? http<{ data: Product }>(`/items/product/${id}`, { method: 'PATCH', body: values })
        : http<{ data: Product }>('/items/product', { method: 'POST', body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
