import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import type { CatalogRow } from '../types';
import { catalogKeys } from './catalog-keys';

export function useSaveCatalogItem(collection: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: Record<string, unknown> }) =>
      id
        ? http<{ data: CatalogRow }>(`/items/${collection}/${id}`, { method: 'PATCH', body: values })
        : http<{ data: CatalogRow }>(`/items/${collection}`, { method: 'POST', body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all(collection) }),
  });
}
