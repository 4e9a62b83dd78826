import { addDays, daysBetween } from '@sari/domain/local-days';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type ItemField, items } from '../../../shared/api/http';
import { type Absence, calendarKeys, type DayData, type DayRow, type Window } from './calendar-keys';

export const DAY_FIELDS: ItemField<'service_reservation_service'>[] = [
  'id',
  'date',
  'service_time',
  'duration',
  'start_at',
  'end_at',
  'processing_start_at',
  'processing_end_at',
  'price',
  'specialist_id',
  'service_id.id',
  'service_id.name',
  'resources.id',
  'resources.resource_id',
  // Whether a hold keeps the whole service or only its busy parts (the drawer's free cabins).
  'resources.whole_duration',
  'service_reservation_id.id',
  'service_reservation_id.status',
  'service_reservation_id.notes',
  'service_reservation_id.is_paid',
  'service_reservation_id.client_confirmed_at',
  // The reservation's messages (a few): the card marks a reminder that did not reach her.
  'service_reservation_id.client_message.kind',
  'service_reservation_id.client_message.channel',
  'service_reservation_id.client_message.status',
  'service_reservation_id.client_id.id',
  'service_reservation_id.client_id.first_name',
  'service_reservation_id.client_id.last_name',
  'service_reservation_id.client_id.phone',
];

// One read of a site's days (one, or a week): the booked services (site and day are on the row:
// one index range), the specialists' absences and blocked times, and their weekly windows.
// Also read before the page first draws (opening-reads.ts).
export function dayQuery(siteId: number, from: string, to: string) {
  return {
    queryKey: calendarKeys.day(siteId, from, to),
    queryFn: async (): Promise<DayData> => {
      const [rows, absences, windows] = await Promise.all([
        items('service_reservation_service').read<DayRow>({
          fields: DAY_FIELDS,
          filter: { site_id: { _eq: siteId }, date: from === to ? { _eq: from } : { _between: [from, to] } },
          sort: ['start_at'],
          limit: -1,
          // The hot read of the calendar: no counts (decision 023).
          meta: null,
        }),
        items('specialist_absence').read<Absence>({
          fields: ['id', 'specialist_id', 'date_start', 'date_end', 'start_time', 'end_time', 'reason'],
          filter: {
            date_start: { _lte: to },
            date_end: { _gte: from },
            specialist_id: { specialist_site: { _some: { site_id: { _eq: siteId } } } },
          },
          limit: -1,
        }),
        items('specialist_availability').read<Window>({
          fields: ['specialist_id', 'weekday', 'start_time', 'end_time'],
          filter: { site_id: { _eq: siteId } },
          limit: -1,
        }),
      ]);
      return { rows: rows.data, absences: absences.data, windows: windows.data };
    },
  };
}

// A site's days on the calendar. Once they are on screen, the days just before and after (the
// previous and next day, or week) are read ahead, so "Día siguiente" shows its day at once
// (issue 27: a day switch under 150 ms); a read ahead younger than a minute is not repeated, and
// live changes mark it stale like any other day.
export function useCalendarDays(siteId: number, from: string, to: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...dayQuery(siteId, from, to),
    enabled: siteId > 0,
    placeholderData: keepPreviousData,
    // A day read a moment ago (before the page drew, or just left and come back to) is not read
    // again on mount; every change to it, ours or announced live, marks it stale at once.
    staleTime: 5_000,
  });
  const shown = query.isSuccess && !query.isPlaceholderData;
  useEffect(() => {
    if (!shown || siteId <= 0) {
      return;
    }
    const span = daysBetween(from, to) + 1;
    for (const start of [addDays(from, -span), addDays(from, span)]) {
      void queryClient.prefetchQuery({
        ...dayQuery(siteId, start, addDays(start, span - 1)),
        staleTime: 60_000,
      });
    }
  }, [shown, siteId, from, to, queryClient]);
  return query;
}
