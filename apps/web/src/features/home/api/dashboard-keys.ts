import { localIsoDate } from '@sari/domain/dates';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  reservations: (day: string, site: number) => ['dashboard', 'reservations', day, site] as const,
  sales: (day: string, site: number) => ['dashboard', 'sales', day, site] as const,
  methods: (day: string, site: number) => ['dashboard', 'methods', day, site] as const,
  next: (day: string, site: number) => ['dashboard', 'next', day, site] as const,
  lowStock: (site: number) => ['dashboard', 'low-stock', site] as const,
};

const pad = (value: number) => String(value).padStart(2, '0');

// Today in the browser's time zone, and the instants where it starts and ends.
export function todayRange(now = new Date()) {
  const day = localIsoDate(now);
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(start.getTime() + 86_400_000);
  const clock = `${day} ${pad(now.getHours())}:${pad(now.getMinutes())}:00`;
  return { day, startIso: start.toISOString(), endIso: end.toISOString(), clock };
}

export const siteFilter = (site: number, path = 'site_id') => (site ? { [path]: { _eq: site } } : {});
