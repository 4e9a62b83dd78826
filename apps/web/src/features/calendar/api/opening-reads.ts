import { DEFAULT_TIME_ZONE, wallClock } from '@sari/domain/zoned-time';
import type { QueryClient } from '@tanstack/react-query';
import type { Site } from '../../../shared/api/use-sites';
import { readSelectedSite } from '../../../shared/session/site-selection';
import { calendarDate, calendarSiteId } from '../calendar-address';
import { dayQuery } from './get-day';
import { calendarSiteQuery } from './get-site';
import { calendarSpecialistsQuery } from './get-specialists';

// A cold /calendar (issue 27, decision 046): the moment the user's sites are known, the site,
// its specialists and the day the page will draw are asked, together, before the shell and the
// page render; the page's hooks find them in the cache. Only the day view (a week is asked by
// the page itself). The same rules as the page for which site and which day.
export function calendarOpeningReads(client: QueryClient, sites: Site[], address: URL): void {
  const params = address.searchParams;
  const siteId = calendarSiteId(readSelectedSite(), sites);
  if (siteId <= 0 || params.get('view') === 'week') {
    return;
  }
  const timeZone = sites.find((site) => site.id === siteId)?.time_zone || DEFAULT_TIME_ZONE;
  const date = calendarDate(params.get('date'), wallClock(timeZone).date);
  void client.prefetchQuery(calendarSiteQuery(siteId));
  void client.prefetchQuery(calendarSpecialistsQuery(siteId));
  void client.prefetchQuery(dayQuery(siteId, date, date));
}
