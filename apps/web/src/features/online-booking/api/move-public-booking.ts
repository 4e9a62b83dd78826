import { movePublicBooking } from '@sari/contracts/online-booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { onlineBookingKeys } from './online-booking-keys';

export function useMovePublicBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (when: { date: string; time: string }) =>
      callOperation(movePublicBooking, { token, ...when }),
    onSuccess: (booking) => queryClient.setQueryData(onlineBookingKeys.booking(token), booking),
    onSettled: () => queryClient.invalidateQueries({ queryKey: onlineBookingKeys.availabilityAll }),
  });
}
