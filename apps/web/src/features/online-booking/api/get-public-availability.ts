import { publicAvailability } from '@sari/contracts/online-booking';
import type { OutputOf } from '@sari/contracts/operation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { onlineBookingKeys } from './online-booking-keys';

export type PublicDay = OutputOf<typeof publicAvailability>['days'][number];
export type AvailabilityQuery = {
  slug: string;
  site_id: number;
  service_ids: number[];
  specialist_id: number | null;
  from: string;
  to: string;
};

// Free 15-minute starts over a window of days (the server answers at most a month at a time).
export function usePublicAvailability(query: AvailabilityQuery, enabled = true) {
  return useQuery({
    queryKey: onlineBookingKeys.availability(query),
    queryFn: () =>
      callOperation(publicAvailability, {
        slug: query.slug,
        site_id: query.site_id,
        service_ids: query.service_ids.join(','),
        specialist_id: query.specialist_id ?? undefined,
        from: query.from,
        to: query.to,
      }),
    select: (answer) => answer.days,
    enabled: enabled && query.service_ids.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
    // The page says what went wrong in place (a bad link, a company that stopped booking).
    meta: { silent: true },
  });
}
