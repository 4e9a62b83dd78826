import { cancelPublicBooking } from '@sari/contracts/online-booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { onlineBookingKeys } from './online-booking-keys';

export function useCancelPublicBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callOperation(cancelPublicBooking, { token }),
    onSuccess: (booking) => queryClient.setQueryData(onlineBookingKeys.booking(token), booking),
  });
}
