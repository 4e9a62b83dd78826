import { waitlistMatches } from '@sari/contracts/calendar';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { calendarKeys } from './calendar-keys';

export type FreedSlot = { siteId: number; date: string; start: string; end: string; specialistId: number };

// Waiting clients whose wish fits a slot just freed by a cancellation or a move.
export function useWaitlistMatches(slot: FreedSlot | null) {
  return useQuery({
    queryKey: calendarKeys.waitlist(JSON.stringify(slot)),
    queryFn: () =>
      callOperation(waitlistMatches, {
        site_id: slot!.siteId,
        date: slot!.date,
        start: slot!.start,
        end: slot!.end,
        specialist_id: slot!.specialistId,
      } as never),
    enabled: slot !== null,
  });
}
