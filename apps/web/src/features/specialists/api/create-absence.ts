import { useMutation, useQueryClient } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { specialistKeys } from './specialist-keys';

// A day off, a vacation or a partial absence of one specialist; their detail refreshes.
export function useCreateAbsence(specialistId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      items('specialist_absence').create({ ...body, specialist_id: specialistId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: specialistKeys.detail(specialistId) }),
  });
}
