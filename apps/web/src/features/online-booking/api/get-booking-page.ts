import { bookingPage } from '@sari/contracts/online-booking';
import type { OutputOf } from '@sari/contracts/operation';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { onlineBookingKeys } from './online-booking-keys';

export type BookingPage = OutputOf<typeof bookingPage>;

// The company's public page: name, logo, sites, and what can be booked online.
export function useBookingPage(slug: string) {
  return useQuery({
    queryKey: onlineBookingKeys.page(slug),
    queryFn: () => callOperation(bookingPage, { slug }),
    enabled: slug !== '',
    retry: false,
    // The page says what went wrong in place (a bad link, a company that stopped booking).
    meta: { silent: true },
    staleTime: 60_000,
  });
}
