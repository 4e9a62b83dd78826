import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { calendarKeys } from './calendar-keys';

export function useDeleteBlock(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http(`/items/specialist_absence/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.days(siteId) }),
  });
}
