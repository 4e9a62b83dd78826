import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readItems } from '../../../shared/api/http';
import { type Absence, calendarKeys, type DayData, type DayRow, type Window } from './calendar-keys';

export const DAY_FIELDS = [
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
  'service_reservation_id.id',
  'service_reservation_id.status',
  'service_reservation_id.notes',
  'service_reservation_id.is_paid',
  'service_reservation_id.client_id.id',
  'service_reservation_id.client_id.first_name',
  'service_reservation_id.client_id.last_name',
  'service_reservation_id.client_id.phone',
];

// A site's days (one, or a week): the booked services (site and day are on the row: one index
// range), the specialists' absences and blocked times, and their weekly windows at the site.
export function useCalendarDays(siteId: number, from: string, to: string) {
  return useQuery({
    queryKey: calendarKeys.day(siteId, from, to),
    queryFn: async (): Promise<DayData> => {
      const [rows, absences, windows] = await Promise.all([
        readItems<DayRow>('service_reservation_service', {
          fields: DAY_FIELDS,
          filter: { site_id: { _eq: siteId }, date: from === to ? { _eq: from } : { _between: [from, to] } },
          sort: ['start_at'],
          limit: -1,
          // The hot read of the calendar: no counts (decision 023).
          meta: null,
        }),
        readItems<Absence>('specialist_absence', {
          fields: ['id', 'specialist_id', 'date_start', 'date_end', 'start_time', 'end_time', 'reason'],
          filter: {
            date_start: { _lte: to },
            date_end: { _gte: from },
            specialist_id: { specialist_site: { _some: { site_id: { _eq: siteId } } } },
          },
          limit: -1,
        }),
        readItems<Window>('specialist_availability', {
          fields: ['specialist_id', 'weekday', 'start_time', 'end_time'],
          filter: { site_id: { _eq: siteId } },
          limit: -1,
        }),
      ]);
      return { rows: rows.data, absences: absences.data, windows: windows.data };
    },
    enabled: siteId > 0,
    placeholderData: keepPreviousData,
  });
}
