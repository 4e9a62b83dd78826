import { startOfDayUtcFilter } from '@sari/domain/dates';
import { wallClock } from '@sari/domain/zoned-time';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  reservations: (day: string, site: number) => ['dashboard', 'reservations', day, site] as const,
  sales: (day: string, site: number) => ['dashboard', 'sales', day, site] as const,
  next: (day: string, site: number) => ['dashboard', 'next', day, site] as const,
  lowStock: (site: number) => ['dashboard', 'low-stock', site] as const,
  openOrders: (site: number) => ['dashboard', 'open-orders', site] as const,
};

// Today on the site's wall clock (never the browser's), as a filter date (spec-coverage 1:
// converted to UTC by removing the local offset), and the wall-clock time now.
export function todayRange(timeZone: string, now = new Date()) {
  const local = wallClock(timeZone, now);
  const clock = `${local.date} ${local.time}:00`;
  return { day: local.date, filterDate: startOfDayUtcFilter(local.date), clock };
}

export const siteFilter = (site: number, path = 'site_id') => (site ? { [path]: { _eq: site } } : {});
