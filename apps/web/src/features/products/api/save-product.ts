import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ItemInput, items } from '../../../shared/api/http';
import { productKeys } from './product-keys';

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: ItemInput<'product'> }) =>
      id ? items('product').update(id, values) : items('product').create(values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
