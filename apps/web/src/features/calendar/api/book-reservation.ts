import { bookReservation } from '@sari/contracts/calendar';
import type { InputOf } from '@sari/contracts/operation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { calendarKeys } from './calendar-keys';

export type BookingInput = InputOf<typeof bookReservation>;

// Booking from the calendar (decision 012): check_only lists every clash without saving.
export function useBookReservation(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingInput) => callOperation(bookReservation, input),
    onSuccess: (_data, input) => {
      if (!input.check_only) {
        return queryClient.invalidateQueries({ queryKey: calendarKeys.days(siteId) });
      }
    },
  });
}
