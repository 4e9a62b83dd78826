import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ItemInput, items } from '../../../shared/api/http';

export function useSaveSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ItemInput<'site'> }) =>
      id ? items('site').update(id, body) : items('site').create(body),
    // Sites show up everywhere (site selector, forms): every query refreshes.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
