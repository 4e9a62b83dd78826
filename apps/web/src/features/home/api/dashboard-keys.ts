import { addDays } from '@sari/domain/local-days';
import { wallClock, zonedInstant } from '@sari/domain/zoned-time';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  reservations: (day: string, site: number) => ['dashboard', 'reservations', day, site] as const,
  sales: (day: string, site: number) => ['dashboard', 'sales', day, site] as const,
  methods: (day: string, site: number) => ['dashboard', 'methods', day, site] as const,
  next: (day: string, site: number) => ['dashboard', 'next', day, site] as const,
  lowStock: (site: number) => ['dashboard', 'low-stock', site] as const,
};

// Today on the site's wall clock (never the browser's), and the instants where it starts and ends.
export function todayRange(timeZone: string, now = new Date()) {
  const local = wallClock(timeZone, now);
  const start = zonedInstant(local.date, '00:00', timeZone);
  const end = zonedInstant(addDays(local.date, 1), '00:00', timeZone);
  const clock = `${local.date} ${local.time}:00`;
  return { day: local.date, startIso: start.toISOString(), endIso: end.toISOString(), clock };
}

export const siteFilter = (site: number, path = 'site_id') => (site ? { [path]: { _eq: site } } : {});
