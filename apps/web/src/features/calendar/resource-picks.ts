import { busyParts, firstCrossing, heldParts, insideWindows, type Part } from '@sari/domain/busy-parts';
import { timeToMinutes } from '@sari/domain/time-slots';
import type { DayRow } from './api/calendar-keys';
import type { CalendarResource } from './api/get-resources';
import { weekdayOf } from './day-model';
import { clockMinutes } from './layout';

// The minutes of the day a booked service keeps a resource (decision 053): all of it for a
// whole-duration hold, else its busy parts around the processing gap (the hold's `busy`).
function partsOf(row: DayRow, whole: boolean): Part<number>[] {
  const start = clockMinutes(row.start_at) ?? 0;
  const end = clockMinutes(row.end_at) ?? 0;
  const gap = {
    gapStart: clockMinutes(row.processing_start_at),
    gapEnd: clockMinutes(row.processing_end_at),
  };
  return heldParts({ start, end, busy: busyParts({ start, end, ...gap }) }, whole);
}

// Whether a resource's own hours (decision 058) hold these parts of a day: always when it keeps
// none.
function openFor(resource: CalendarResource, date: string, parts: Part<number>[]) {
  const windows = resource.resource_availability ?? [];
  if (!windows.length) {
    return true;
  }
  const weekday = weekdayOf(date);
  return insideWindows(
    parts,
    windows
      .filter((window) => window.weekday === weekday)
      .map((window) => ({ start: timeToMinutes(window.start_time), end: timeToMinutes(window.end_time) })),
  );
}

// The site's resources of a kind that no other live service of the day holds at the parts this
// service would keep (decision 057) and whose own hours hold those parts (decision 058), with the
// one it holds (`keep`) whatever: what the drawer offers. As the server compares the holds'
// `busy`: another's hold keeps only its busy parts unless whole_duration, so a cabin free in its
// processing gap is offered; this service keeps its whole time when a hold of its own of that
// kind is whole-duration (or it holds none of the kind), else its busy parts. The server decides
// in the end.
export function freeResources(input: {
  resources: CalendarResource[];
  rows: DayRow[];
  row: DayRow;
  kind: string;
  keep?: number;
}): CalendarResource[] {
  const { resources, rows, row, kind, keep } = input;
  const kindOf = new Map(resources.map((resource) => [resource.id, resource.kind]));
  const own = (row.resources ?? []).filter(
    (hold) => hold.resource_id === keep || kindOf.get(hold.resource_id) === kind,
  );
  const mine = partsOf(row, own.length === 0 || own.some((hold) => hold.whole_duration));
  const taken = new Set<number>();
  for (const other of rows) {
    if (
      other.id === row.id ||
      other.date !== row.date ||
      other.service_reservation_id.status === 'cancelado'
    ) {
      continue;
    }
    for (const hold of other.resources ?? []) {
      if (firstCrossing(mine, partsOf(other, hold.whole_duration))) {
        taken.add(hold.resource_id);
      }
    }
  }
  return resources.filter(
    (resource) =>
      resource.kind === kind &&
      (resource.id === keep || (!taken.has(resource.id) && openFor(resource, row.date, mine))),
  );
}
