import { dayNumber, daysBetween, eachDay } from '@sari/domain/local-days';
import type { ChangeHub } from '../platform/change-hub';
import { type KeptDays, keptDaysOf } from '../shared/kept-days';
import type { CollectionMeta } from '../tenancy/meta';
import type { ItemsQuery } from './parse-query';

// Reads the engine may keep until the days they answer change (decision 027): the calendar
// reads one site's day again and again (every receptionist's screen, again after every change
// it is told of), and a day changes only when something is written and announced.
export type KeptReadRules = {
  // Collections whose rows lie on one site's day: their site and date columns.
  days: Record<string, { site: string; date: string }>;
  // Collections whose every change is announced through the change hub (their day, or the
  // whole company). A read that touches any other collection is never kept.
  announced: ReadonlySet<string>;
};

// The cache follows the changes from the first kept read on.
export type KeptReads = { rules: KeptReadRules; cache: () => Promise<KeptDays<string> | null> };

// A calendar's week, or a month at most, in one read.
const MAX_DAYS = 42;
// Characters kept over all reads (answers are JSON text; the least recently read go first).
const MAX_CHARS = 32 * 1024 * 1024;

export function keptReads(hub: ChangeHub, rules: KeptReadRules): KeptReads {
  return {
    rules,
    cache: () =>
      keptDaysOf<string>(hub, 'las lecturas del calendario', {
        maxWeight: MAX_CHARS,
        weigh: (answer) => answer.length,
      }),
  };
}

// The conditions every row of the answer meets: the filter's own keys and those of its `_and`s.
function conditionsOf(filter: unknown, into: [string, unknown][] = []): [string, unknown][] {
  if (filter === null || typeof filter !== 'object' || Array.isArray(filter)) {
    return into;
  }
  for (const [key, value] of Object.entries(filter)) {
    if (key === '_and' && Array.isArray(value)) {
      for (const part of value) {
        conditionsOf(part, into);
      }
    } else {
      into.push([key, value]);
    }
  }
  return into;
}

const operand = (value: unknown, operator: string): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 1
    ? (value as Record<string, unknown>)[operator]
    : undefined;

function siteOf(value: unknown): number | null {
  const site = operand(value, '_eq');
  const id = typeof site === 'string' && /^\d{1,9}$/.test(site) ? Number(site) : site;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

const isDate = (value: unknown): value is string => typeof value === 'string' && dayNumber(value) !== null;

// The days a filter names (one, or a range of at most MAX_DAYS); null when it names none or too
// many, or an impossible date (the filter's own check refuses that one).
function datesOf(value: unknown): string[] | null {
  const day = operand(value, '_eq');
  if (isDate(day)) {
    return [day];
  }
  const range = operand(value, '_between');
  if (!Array.isArray(range) || range.length !== 2) {
    return null;
  }
  const [from, to] = range;
  if (!isDate(from) || !isDate(to)) {
    return null;
  }
  const count = daysBetween(from, to) + 1;
  return count >= 1 && count <= MAX_DAYS ? eachDay(from, to, MAX_DAYS) : null;
}

// The days a read answers, when its answer may be kept: its collection lies on days, its filter
// names one site and one day or a range of days, everything it reads is announced when it
// changes, and it asks for rows only (no search, counts or sums over other days).
export function daysOfRead(
  rules: KeptReadRules,
  meta: CollectionMeta,
  query: ItemsQuery,
  reads: ReadonlySet<string>,
): string[] | null {
  const columns = rules.days[meta.name];
  if (!columns || query.search !== null || query.aggregate || query.groupBy.length || query.meta.length) {
    return null;
  }
  for (const collection of reads) {
    if (!rules.announced.has(collection)) {
      return null;
    }
  }
  const conditions = conditionsOf(query.filter);
  const site = conditions.some(([key, value]) => key === columns.site && siteOf(value) !== null);
  const dates = conditions.filter(([key]) => key === columns.date).map(([, value]) => datesOf(value));
  return site && dates.length === 1 ? dates[0] : null;
}
