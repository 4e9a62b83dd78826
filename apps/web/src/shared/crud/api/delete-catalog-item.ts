import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CollectionName, items } from '../../api/http';
import { catalogKeys } from './catalog-keys';

export function useDeleteCatalogItem(collection: CollectionName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => items(collection).remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all(collection) }),
  });
}
