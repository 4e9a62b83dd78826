import type { SiteSchedule } from '@sari/domain/schedule';
import { DEFAULT_TIME_ZONE } from '@sari/domain/zoned-time';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { calendarKeys } from './calendar-keys';

export type CalendarSite = {
  id: number;
  name: string;
  address: string | null;
  time_zone: string;
  site_schedule: SiteSchedule[];
};

// The site's opening hours per weekday and its wall clock. One definition for the hook and for
// the read started before the page draws (opening-reads.ts).
export const calendarSiteQuery = (siteId: number) =>
  queryOptions({
    queryKey: calendarKeys.site(siteId),
    queryFn: () =>
      items('site').readOne<CalendarSite>(siteId, {
        fields: [
          'id',
          'name',
          'address',
          'time_zone',
          'site_schedule.weekday',
          'site_schedule.is_active',
          'site_schedule.site_schedule_time_id.start_time',
          'site_schedule.site_schedule_time_id.end_time',
        ],
      }),
    staleTime: 5 * 60_000,
  });

export function useCalendarSite(siteId: number) {
  return useQuery({
    ...calendarSiteQuery(siteId),
    select: (response) => ({ ...response.data, time_zone: response.data.time_zone || DEFAULT_TIME_ZONE }),
    enabled: siteId > 0,
  });
}
