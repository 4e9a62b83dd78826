import { bookFromWaitlist } from '@sari/contracts/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { calendarKeys } from './calendar-keys';

// One click: the waiting client is booked into the freed slot.
export function useBookFromWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; date: string; time: string; specialist_id: number }) =>
      callOperation(bookFromWaitlist, input as never),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
