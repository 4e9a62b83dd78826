import { publicBook } from '@sari/contracts/online-booking';
import type { InputOf } from '@sari/contracts/operation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { onlineBookingKeys } from './online-booking-keys';

export type BookingRequest = InputOf<typeof publicBook>;

// A taken time (409) or any refusal refreshes the free times shown.
export function useBookOnline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BookingRequest) => callOperation(publicBook, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: onlineBookingKeys.availabilityAll }),
  });
}
