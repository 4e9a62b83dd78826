import { SITE_ALL } from '@sari/domain/constants';
import { dayNumber } from '@sari/domain/local-days';

export const DATE = /^\d{4}-\d{2}-\d{2}$/;

// The site the calendar shows: the app bar's choice when it is one of the user's sites; "all
// my sites" (or a site no longer theirs) shows the first. One rule for the page and for the
// reads started before it draws (api/opening-reads.ts).
export function calendarSiteId(selected: number, sites: { id: number }[]): number {
  return selected !== SITE_ALL && sites.some((site) => site.id === selected) ? selected : (sites[0]?.id ?? 0);
}

// The day the address asks for (?date=YYYY-MM-DD, a real date), or the site's today.
export function calendarDate(requested: string | null, today: string): string {
  const value = requested ?? '';
  return DATE.test(value) && dayNumber(value) !== null ? value : today;
}

// What the day's columns are (?by=resources: the site's cabins, rooms and machines; otherwise its
// specialists). The resource columns are a day's: a week stays one specialist's (decision 057).
export type CalendarColumns = 'specialists' | 'resources';
export function calendarColumns(requested: string | null): CalendarColumns {
  return requested === 'resources' ? 'resources' : 'specialists';
}
