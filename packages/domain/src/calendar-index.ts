// The calendar data turned into integer minutes once per call: per specialist, per day, the
// working windows, absences and busy parts, and what is left free. Both the slot search and the
// booking check read it, so they cannot disagree.
import type { CalendarData, ServiceDefinition, SpecialistCalendar } from './availability-types';
import { dayNumber } from './local-days';
import { indexResources, type ResourceIndex } from './resource-index';
import { timeToMinutes } from './time-slots';

export type Interval = { start: number; end: number };
export type BusyInterval = Interval & { id?: number | string };

export type SpecialistDay = {
  windows: Interval[];
  absences: Interval[];
  busy: BusyInterval[];
  free: Interval[];
};

export type PreparedSpecialist = {
  source: SpecialistCalendar;
  // Merged windows at this site per weekday; a day without windows is a day off (decision 011).
  week: Interval[][];
  absences: { from: number; to: number; range: Interval }[];
  busyByDay: Map<number, BusyInterval[]>;
  days: Map<number, SpecialistDay>;
};

// length: minutes from start to end; busy: offsets from the start where the specialist works.
export type PreparedService = { source: ServiceDefinition; length: number; busy: Interval[] | null };

// specialist(id) prepares a specialist the first time she is asked for: a question about one
// chosen specialist never reads the other nineteen calendars.
export type CalendarIndex = {
  specialist: (id: number) => PreparedSpecialist | undefined;
  services: Map<number, PreparedService>;
  scope: IndexScope;
  // Rooms and machines (decision 053); null when the services need none.
  resources: ResourceIndex | null;
};

// Only bookings and absences of from..to ('YYYY-MM-DD', compared as text) are read.
export type IndexScope = { from: string; to: string; ignoreBusyIds?: (number | string)[] };

const WHOLE_DAY: Interval = { start: 0, end: 24 * 60 };

const byStart = (a: Interval, b: Interval) => a.start - b.start;

// Touching windows (08:00-12:00, 12:00-18:00) become one, so a service may run across the seam.
function merge(ranges: Interval[]): Interval[] {
  const merged: Interval[] = [];
  for (const range of [...ranges].sort(byStart)) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) {
      last.end = Math.max(last.end, range.end);
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

function prepareService(service: ServiceDefinition): PreparedService {
  const parts = service.processing;
  if (!parts || parts.processing <= 0) {
    const length = Number.isInteger(service.duration) && service.duration > 0 ? service.duration : 0;
    return { source: service, length, busy: length > 0 ? [{ start: 0, end: length }] : null };
  }
  const { active, processing, finishing } = parts;
  const valid = [active, processing, finishing].every((part) => Number.isInteger(part) && part >= 0);
  if (!valid || active + finishing <= 0) {
    return { source: service, length: 0, busy: null };
  }
  const length = active + processing + finishing;
  const busy = [
    { start: 0, end: active },
    { start: active + processing, end: length },
  ].filter((part) => part.end > part.start);
  return { source: service, length, busy };
}

function prepareSpecialist(
  specialist: SpecialistCalendar,
  siteId: number,
  scope: IndexScope,
  ignore: Set<number | string>,
): PreparedSpecialist {
  // No windows at all means no working hours, as her profile and the calendar column show it:
  // never "works whenever the site is open".
  const perDay: Interval[][] = [[], [], [], [], [], [], []];
  for (const window of specialist.windows) {
    if (window.site_id === siteId && window.weekday >= 0 && window.weekday <= 6) {
      perDay[window.weekday].push({
        start: timeToMinutes(window.start_time),
        end: timeToMinutes(window.end_time),
      });
    }
  }
  const week = perDay.map(merge);
  const absences = specialist.absences.flatMap((absence) => {
    if (absence.date_end < scope.from || absence.date_start > scope.to) {
      return [];
    }
    const from = dayNumber(absence.date_start);
    const to = dayNumber(absence.date_end);
    if (from === null || to === null) {
      return [];
    }
    const range =
      absence.start_time && absence.end_time
        ? { start: timeToMinutes(absence.start_time), end: timeToMinutes(absence.end_time) }
        : WHOLE_DAY;
    return [{ from, to, range }];
  });
  const busyByDay = new Map<number, BusyInterval[]>();
  const dayCache = new Map<string, number | null>();
  for (const busy of specialist.busy) {
    if (busy.date < scope.from || busy.date > scope.to || (busy.id !== undefined && ignore.has(busy.id))) {
      continue;
    }
    if (!dayCache.has(busy.date)) {
      dayCache.set(busy.date, dayNumber(busy.date));
    }
    const day = dayCache.get(busy.date);
    const range = { id: busy.id, start: timeToMinutes(busy.start), end: timeToMinutes(busy.end) };
    if (day === null || day === undefined || range.end <= range.start) {
      continue;
    }
    const list = busyByDay.get(day);
    if (list) {
      list.push(range);
    } else {
      busyByDay.set(day, [range]);
    }
  }
  for (const list of busyByDay.values()) {
    list.sort(byStart);
  }
  return { source: specialist, week, absences, busyByDay, days: new Map() };
}

export function indexCalendar(data: CalendarData, scope: IndexScope): CalendarIndex {
  const ignore = new Set(scope.ignoreBusyIds ?? []);
  const sources = new Map(data.specialists.map((specialist) => [specialist.id, specialist]));
  const prepared = new Map<number, PreparedSpecialist>();
  const specialist = (id: number) => {
    const source = sources.get(id);
    if (!source) {
      return undefined;
    }
    let found = prepared.get(id);
    if (!found) {
      found = prepareSpecialist(source, data.siteId, scope, ignore);
      prepared.set(id, found);
    }
    return found;
  };
  return {
    specialist,
    services: new Map(data.services.map((service) => [service.id, prepareService(service)])),
    scope,
    resources: indexResources(data, scope),
  };
}

// Windows minus absences and busy parts; both lists are sorted by start.
function subtract(windows: Interval[], blockers: Interval[]): Interval[] {
  const free: Interval[] = [];
  for (const window of windows) {
    let cursor = window.start;
    for (const blocker of blockers) {
      if (blocker.start >= window.end || cursor >= window.end) {
        break;
      }
      if (blocker.end > cursor) {
        if (blocker.start > cursor) {
          free.push({ start: cursor, end: blocker.start });
        }
        cursor = blocker.end;
      }
    }
    if (cursor < window.end) {
      free.push({ start: cursor, end: window.end });
    }
  }
  return free;
}

// Computed once per specialist and day, then reused by every slot of that day.
export function specialistDay(specialist: PreparedSpecialist, day: number, weekday: number): SpecialistDay {
  const cached = specialist.days.get(day);
  if (cached) {
    return cached;
  }
  const windows = specialist.week[weekday];
  const absences = merge(
    specialist.absences.filter((absence) => absence.from <= day && day <= absence.to).map((a) => a.range),
  );
  const busy = specialist.busyByDay.get(day) ?? [];
  const blockers = absences.length > 0 ? merge([...absences, ...busy]) : merge(busy);
  const result = { windows, absences, busy, free: subtract(windows, blockers) };
  specialist.days.set(day, result);
  return result;
}

export const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

// Every part lies inside one free interval (parts and free intervals are few).
export function isFree(day: SpecialistDay, parts: Interval[]): boolean {
  for (const part of parts) {
    let inside = false;
    for (const free of day.free) {
      if (free.start <= part.start && part.end <= free.end) {
        inside = true;
        break;
      }
    }
    if (!inside) {
      return false;
    }
  }
  return true;
}
