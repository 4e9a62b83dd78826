import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { catalogKeys } from './catalog-keys';

export function useDeleteCatalogItem(collection: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http(`/items/${collection}/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all(collection) }),
  });
}
