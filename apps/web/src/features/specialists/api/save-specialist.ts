import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { type Specialist, specialistKeys } from './specialist-keys';

export function useSaveSpecialist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: Record<string, unknown> }) =>
      id
        ? http<{ data: Specialist }>(`/items/specialist/${id}`, { method: 'PATCH', body: values })
        : http<{ data: Specialist }>('/items/specialist', { method: 'POST', body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: specialistKeys.all }),
  });
}
