import { queryOptions, useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { type CalendarSpecialist, calendarKeys } from './calendar-keys';

// The specialists call (spec-coverage 7): fields color_in_reserve, id (plus name), limit -1, filtered, sorted by name.
// One definition for the hook and for the read started before the page draws (opening-reads.ts).
export const calendarSpecialistsQuery = (siteId: number) =>
  queryOptions({
    queryKey: calendarKeys.specialists(siteId),
    queryFn: () =>
      items('specialist').read<CalendarSpecialist>({
        fields: ['color_in_reserve', 'id', 'name'],
        limit: -1,
        filter: {
          _and: [{ is_active: { _eq: true } }, { specialist_site: { _some: { site_id: { _eq: siteId } } } }],
        },
        sort: ['name'],
      }),
    staleTime: 60_000,
  });

export function useCalendarSpecialists(siteId: number) {
  return useQuery({
    ...calendarSpecialistsQuery(siteId),
    select: (response) => response.data,
    enabled: siteId > 0,
  });
}
