import { publicBooking } from '@sari/contracts/online-booking';
import type { OutputOf } from '@sari/contracts/operation';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { onlineBookingKeys } from './online-booking-keys';

export type ManagedBooking = OutputOf<typeof publicBooking>;

// A booking seen from the link of its e-mail.
export function usePublicBooking(token: string) {
  return useQuery({
    queryKey: onlineBookingKeys.booking(token),
    queryFn: () => callOperation(publicBooking, { token }),
    retry: false,
    // The page says what went wrong in place (a bad link, a company that stopped booking).
    meta: { silent: true },
  });
}
