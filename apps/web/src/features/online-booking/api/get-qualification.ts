import { qualificationPage } from '@sari/contracts/online-booking';
import type { OutputOf } from '@sari/contracts/operation';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { onlineBookingKeys } from './online-booking-keys';

export type VisitToRate = OutputOf<typeof qualificationPage>;

export function useQualification(token: string) {
  return useQuery({
    queryKey: onlineBookingKeys.qualification(token),
    queryFn: () => callOperation(qualificationPage, { token }),
    enabled: token !== '',
    retry: false,
    // The page says what went wrong in place (a bad link, a company that stopped booking).
    meta: { silent: true },
  });
}
