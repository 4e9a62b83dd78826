import { useMutation, useQueryClient } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { specialistKeys } from './specialist-keys';

export function useDeleteAbsence(specialistId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => items('specialist_absence').remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: specialistKeys.detail(specialistId) }),
  });
}
