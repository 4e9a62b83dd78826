import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { specialistKeys } from './specialist-keys';

export function useDeleteAbsence(specialistId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http(`/items/specialist_absence/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: specialistKeys.detail(specialistId) }),
  });
}
