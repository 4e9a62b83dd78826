import { timeToMinutes } from '@sari/domain/time-slots';
import type { DayRow } from './api/calendar-keys';
import type { CalendarResource } from './api/get-resources';
import { weekdayOf } from './day-model';
import { clockMinutes } from './layout';

const spanOf = (row: DayRow) => ({
  start: clockMinutes(row.start_at) ?? 0,
  end: clockMinutes(row.end_at) ?? 0,
});

// Whether a resource's own hours (decision 058) hold a span of a day: always when it keeps none.
function openFor(resource: CalendarResource, date: string, span: { start: number; end: number }) {
  const windows = resource.resource_availability ?? [];
  if (!windows.length) {
    return true;
  }
  const weekday = weekdayOf(date);
  return windows.some(
    (window) =>
      window.weekday === weekday &&
      timeToMinutes(window.start_time) <= span.start &&
      span.end <= timeToMinutes(window.end_time),
  );
}

// The site's resources of a kind that no other live service of the day holds at this service's
// time (decision 057) and whose own hours hold it (decision 058), with the one it holds (`keep`)
// whatever: what the drawer offers. The whole service's time is compared, so a cabin free only in
// a processing gap is not offered; the server decides in the end.
export function freeResources(input: {
  resources: CalendarResource[];
  rows: DayRow[];
  row: DayRow;
  kind: string;
  keep?: number;
}): CalendarResource[] {
  const { resources, rows, row, kind, keep } = input;
  const mine = spanOf(row);
  const taken = new Set<number>();
  for (const other of rows) {
    if (
      other.id === row.id ||
      other.date !== row.date ||
      other.service_reservation_id.status === 'cancelado'
    ) {
      continue;
    }
    const span = spanOf(other);
    if (span.start < mine.end && mine.start < span.end) {
      for (const hold of other.resources ?? []) {
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
