import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ItemInput, items } from '../../../shared/api/http';
import { resourceKeys } from './resource-keys';

export function useSaveResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: ItemInput<'resource'> }) =>
      id ? items('resource').update(id, values) : items('resource').create(values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}
