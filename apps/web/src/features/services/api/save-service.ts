import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { type Service, serviceKeys } from './service-keys';

export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: Record<string, unknown> }) =>
      id
        ? http<{ data: Service }>(`/items/service/${id}`, { method: 'PATCH', body: values })
        : http<{ data: Service }>('/items/service', { method: 'POST', body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
