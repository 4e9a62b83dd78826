import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { calendarKeys } from './calendar-keys';

export type CalendarResource = {
  id: number;
  name: string;
  kind: 'cabina' | 'sala' | 'equipo';
  // Its own weekly hours (decision 058): none, the site's hours.
  resource_availability?: { weekday: number; start_time: string; end_time: string }[];
};

// The site's active rooms and machines (decision 053), in name order, with their own hours: the
// agenda's resource columns, the names on the cards and the pickers of the booking dialog and
// the drawer.
export function useCalendarResources(siteId: number) {
  return useQuery({
    queryKey: calendarKeys.resources(siteId),
    queryFn: () =>
      items('resource').read<CalendarResource>({
        fields: [
          'id',
          'name',
          'kind',
          'resource_availability.weekday',
          'resource_availability.start_time',
          'resource_availability.end_time',
        ],
        filter: { site_id: { _eq: siteId }, is_active: { _eq: true } },
        sort: ['name', 'id'],
        limit: -1,
      }),
    select: (response) => response.data,
    enabled: siteId > 0,
    staleTime: 5 * 60_000,
  });
}
