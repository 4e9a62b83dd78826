import type { ReportId } from '@sari/contracts/reports';
import { toUtcFilterDate } from '@sari/domain/dates';
import { wallClock } from '@sari/domain/zoned-time';

// What a report screen shows, kept in the URL's search so it can be bookmarked and shared:
// the range of the site's own days, the site (0 = all my sites), the order and the page. The
// view (the route's {tab}) lives in the path and is never touched by a filter change.
export type ReportQuery = {
  from: string;
  to: string;
  site: number;
  // A column key, "-" in front for descending; none: the report's own order.
  sort: string | null;
  page: number;
  limit: number;
};

export type ReportFilterDefaults = Pick<ReportQuery, 'from' | 'to' | 'site'>;

export const PAGE_SIZES = [10, 25, 50, 100];
export const DEFAULT_LIMIT = 25;
// Exports ask for the whole result in one page; the contract allows up to 10 000 rows.
export const EXPORT_LIMIT = 10_000;
// A chart draws the whole result, not the page, up to this many points.
export const CHART_LIMIT = 1_000;

const pad = (value: number) => String(value).padStart(2, '0');

// A real calendar day written YYYY-MM-DD (2026-02-30 is not one).
export function isDay(text: string | null): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    return false;
  }
  const [year, month, day] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// This month of the site's wall clock: its first and last day.
export function monthRange(timeZone: string, now = new Date()): { from: string; to: string } {
  const [year, month] = wallClock(timeZone, now).date.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(last)}` };
}

const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value >= 1 ? value : fallback;
};

// The URL's search read back; anything missing or malformed falls back to the defaults.
export function readReportQuery(search: URLSearchParams, defaults: ReportFilterDefaults): ReportQuery {
  let from = isDay(search.get('from')) ? (search.get('from') as string) : defaults.from;
  let to = isDay(search.get('to')) ? (search.get('to') as string) : defaults.to;
  if (from > to) {
    [from, to] = [to, from];
  }
  const siteText = search.get('site');
  const site = siteText !== null && /^\d{1,10}$/.test(siteText) ? Number(siteText) : defaults.site;
  const sortText = search.get('sort');
  const sort = sortText && /^-?[a-z_]{1,40}$/.test(sortText) ? sortText : null;
  const limit = positive(search.get('limit'), DEFAULT_LIMIT);
  return {
    from,
    to,
    site,
    sort,
    page: Math.min(positive(search.get('page'), 1), 100_000),
    limit: PAGE_SIZES.includes(limit) ? limit : DEFAULT_LIMIT,
  };
}

// The search written for a query: the filters always (a shared link shows the same report
// whatever the reader's own defaults), the rest only when not the default.
export function writeReportQuery(query: ReportQuery): URLSearchParams {
  const search = new URLSearchParams({ from: query.from, to: query.to, site: String(query.site) });
  if (query.sort) {
    search.set('sort', query.sort);
  }
  if (query.page > 1) {
    search.set('page', String(query.page));
  }
  if (query.limit !== DEFAULT_LIMIT) {
    search.set('limit', String(query.limit));
  }
  return search;
}

// A new range or site starts again on the first page; the order and page size stay.
export function withFilters(query: ReportQuery, change: Partial<ReportFilterDefaults>): ReportQuery {
  const next = { ...query, ...change, page: 1 };
  return next.from > next.to ? { ...next, from: next.to, to: next.from } : next;
}

// A click on a column header: ascending first, a second click descending, from page one.
export function withSort(query: ReportQuery, key: string): ReportQuery {
  return { ...query, sort: query.sort === key ? `-${key}` : key, page: 1 };
}

// Spec section 1: filter dates go "converted to UTC by removing the local offset": the first
// instant of the first day and the last of the last day, each written as if it were UTC.
export function filterRange(from: string, to: string): { from: string; to: string } {
  const local = (day: string, end: boolean) => {
    const [year, month, date] = day.split('-').map(Number);
    return end ? new Date(year, month - 1, date, 23, 59, 59, 999) : new Date(year, month - 1, date);
  };
  return { from: toUtcFilterDate(local(from, false)), to: toUtcFilterDate(local(to, true)) };
}

export type ReportRequest = {
  report: ReportId;
  from: string;
  to: string;
  site_id: number;
  specialist_id?: number;
  sort?: string;
  page: number;
  limit: number;
};

// The contract's input for a query; `all` asks for the whole result (exports), `chart` for the
// points of the chart.
export function reportRequest(
  report: ReportId,
  query: ReportQuery,
  options: { specialistId?: number; all?: boolean; chart?: boolean } = {},
): ReportRequest {
  const whole = options.all || options.chart;
  return {
    report,
    ...filterRange(query.from, query.to),
    site_id: query.site,
    ...(options.specialistId ? { specialist_id: options.specialistId } : {}),
    ...(query.sort ? { sort: query.sort } : {}),
    page: whole ? 1 : query.page,
    limit: options.all ? EXPORT_LIMIT : options.chart ? CHART_LIMIT : query.limit,
  };
}
