import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ItemInput, items } from '../../../shared/api/http';
import { type Client, clientKeys } from './client-keys';

export type ClientInput = Omit<Client, 'id' | 'date_created'>;

export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: Partial<ClientInput> | ItemInput<'client'> }) =>
      id ? items('client').update(id, values) : items('client').create(values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
