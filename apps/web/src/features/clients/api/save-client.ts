import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { type Client, clientKeys } from './client-keys';

export type ClientInput = Omit<Client, 'id' | 'date_created'>;

export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: Partial<ClientInput> | Record<string, unknown> }) =>
      id
        ? http<{ data: Client }>(`/items/client/${id}`, { method: 'PATCH', body: values })
        : http<{ data: Client }>('/items/client', { method: 'POST', body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
