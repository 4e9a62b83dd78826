import { useMutation, useQueryClient } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { calendarKeys } from './calendar-keys';

export type BlockInput = {
  specialist_id: number;
  date_start: string;
  date_end: string;
  start_time: string;
  end_time: string;
  reason: string;
};

// Blocked time (lunch, training) is a specialist absence with its hours.
export function useCreateBlock(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlockInput) => items('specialist_absence').create(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.days(siteId) }),
  });
}
