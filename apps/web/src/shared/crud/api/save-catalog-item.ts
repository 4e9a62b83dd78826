import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CollectionName, type ItemInput, items } from '../../api/http';
import { catalogKeys } from './catalog-keys';

// The form's values are the config's fields: columns of the collection, checked where the
// config is written (types.ts).
export function useSaveCatalogItem(collection: CollectionName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: Record<string, unknown> }) => {
      const body = values as ItemInput<CollectionName>;
      return id ? items(collection).update(id, body) : items(collection).create(body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all(collection) }),
  });
}
