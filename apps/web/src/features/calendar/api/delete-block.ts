import { useMutation, useQueryClient } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { calendarKeys } from './calendar-keys';

export function useDeleteBlock(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => items('specialist_absence').remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.days(siteId) }),
  });
}
