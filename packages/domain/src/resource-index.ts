// Rooms and machines in integer minutes, per resource and day (decision 053): which resource of
// each kind a service placed in time would hold. The slot search and the booking check both ask
// it, after the specialists, so they cannot disagree.
import type { CalendarData, ResourceCalendar, ResourceNeed } from './availability-types';
import type { PlannedService } from './booking-plan';
import { type BookingProblem, bookingProblem } from './booking-problems';
import { firstCrossing, heldParts, insideWindows } from './busy-parts';
import type { BusyInterval, IndexScope, Interval } from './calendar-index';
import { dayNumber, weekdayOfDayNumber } from './local-days';
import { timeToMinutes } from './time-slots';

// hoursByWeekday: the resource's own windows per weekday (null: it follows the site's hours).
export type PreparedResource = {
  source: ResourceCalendar;
  busyByDay: Map<number, BusyInterval[]>;
  hoursByWeekday: Map<number, Interval[]> | null;
};
export type ResourceIndex = { byId: Map<number, PreparedResource>; byKind: Map<string, PreparedResource[]> };

export function indexResources(data: CalendarData, scope: IndexScope): ResourceIndex | null {
  if (!data.resources?.length) {
    return null;
  }
  const ignore = new Set(scope.ignoreBusyIds ?? []);
  const byId = new Map<number, PreparedResource>();
  const byKind = new Map<string, PreparedResource[]>();
  for (const source of data.resources) {
    const busyByDay = new Map<number, BusyInterval[]>();
    for (const busy of source.busy) {
      if (busy.date < scope.from || busy.date > scope.to || (busy.id !== undefined && ignore.has(busy.id))) {
        continue;
      }
      const day = dayNumber(busy.date);
      if (day === null) {
        continue;
      }
      const list = busyByDay.get(day) ?? [];
      list.push({ id: busy.id, start: timeToMinutes(busy.start), end: timeToMinutes(busy.end) });
      busyByDay.set(day, list);
    }
    const prepared = { source, busyByDay, hoursByWeekday: hoursOf(source) };
    byId.set(source.id, prepared);
    byKind.set(source.kind, [...(byKind.get(source.kind) ?? []), prepared]);
  }
  return { byId, byKind };
}

function hoursOf(source: ResourceCalendar): Map<number, Interval[]> | null {
  if (!source.hours?.length) {
    return null;
  }
  const byWeekday = new Map<number, Interval[]>();
  for (const window of source.hours) {
    const list = byWeekday.get(window.weekday) ?? [];
    list.push({ start: timeToMinutes(window.start), end: timeToMinutes(window.end) });
    byWeekday.set(window.weekday, list);
  }
  for (const list of byWeekday.values()) {
    list.sort((a, b) => a.start - b.start);
  }
  return byWeekday;
}

// The windows of the resource's day when some part falls outside them (null: inside, or it has
// no hours of its own). Windows of one weekday never overlap (the database refuses it); two that
// touch hold a part across their meeting point.
function outsideHours(resource: PreparedResource, day: number, parts: Interval[]): Interval[] | null {
  if (!resource.hoursByWeekday) {
    return null;
  }
  const windows = resource.hoursByWeekday.get(weekdayOfDayNumber(day)) ?? [];
  return insideWindows(parts, windows) ? null : windows;
}

type Held = { id: number; parts: Interval[] };

// The resources a placed service would hold, one per need (a named one first), none held twice
// at a time within the booking (`held`, extended); or why not.
export function pickResources(
  index: ResourceIndex | null,
  needs: ResourceNeed[] | undefined,
  planned: PlannedService,
  day: number,
  held: Held[],
  chosen: number[] = [],
  service: { serviceIndex: number; serviceId: number; serviceName?: string } = {
    serviceIndex: 0,
    serviceId: 0,
  },
): number[] | BookingProblem {
  if (!needs?.length) {
    return [];
  }
  const picked: number[] = [];
  const ordered =
    needs.length > 1
      ? [...needs].sort((a, b) => Number(b.resourceId !== null) - Number(a.resourceId !== null))
      : needs;
  for (const need of ordered) {
    const parts = heldParts(planned, need.whole);
    const ofKind =
      need.resourceId !== null
        ? [index?.byId.get(need.resourceId)].filter(
            (r): r is PreparedResource => r?.source.kind === need.kind,
          )
        : (index?.byKind.get(need.kind) ?? []);
    const hand = ofKind.filter((resource) => chosen.includes(resource.source.id));
    const candidates = hand.length > 0 ? hand : ofKind;
    let pick: PreparedResource | null = null;
    const clashes: { resource: PreparedResource; at: BusyInterval | null; closed?: Interval[] }[] = [];
    for (const resource of candidates) {
      if (picked.includes(resource.source.id)) {
        continue;
      }
      const closed = outsideHours(resource, day, parts);
      if (closed) {
        clashes.push({ resource, at: null, closed });
        continue;
      }
      const mine = held.filter((h) => h.id === resource.source.id).flatMap((h) => h.parts);
      const taken = firstCrossing(parts, resource.busyByDay.get(day) ?? []) ?? firstCrossing(parts, mine);
      if (!taken) {
        pick = resource;
        break;
      }
      clashes.push({ resource, at: taken });
    }
    if (!pick) {
      const [only] = clashes;
      const named =
        clashes.length === 1
          ? {
              resourceName: only.resource.source.name ?? '',
              ...(only.at
                ? { from: only.at.start, to: only.at.end, bookingId: only.at.id }
                : { resourceHours: only.closed }),
            }
          : {
              resourcesTaken: clashes.map(({ resource, at }) => ({
                name: resource.source.name ?? '',
                ...(at ? { from: at.start, to: at.end } : { closed: true as const }),
              })),
            };
      const code = clashes.length === 1 && !only.at ? 'recurso_fuera_de_horario' : 'recurso_ocupado';
      return bookingProblem(code, { ...service, resourceKind: need.kind, ...named });
    }
    picked.push(pick.source.id);
    held.push({ id: pick.source.id, parts });
  }
  return picked;
}
