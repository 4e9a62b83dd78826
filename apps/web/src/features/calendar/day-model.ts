import { dateOfDayNumber, dayNumber, weekdayOfDayNumber } from '@sari/domain/local-days';
import { reminderAlert } from '@sari/domain/reminder-alert';
import { openingHoursOf, type SiteSchedule } from '@sari/domain/schedule';
import { timeToMinutes } from '@sari/domain/time-slots';
import type { Absence, CalendarSpecialist, DayRow, Window } from './api/calendar-keys';
import type { CalendarResource } from './api/get-resources';
import type { GridBlock, GridColumn, GridEvent } from './components/day-grid';
import { clockMinutes, closedRanges, DAY_END, DAY_START, type Range } from './layout';

export const weekdayOf = (date: string) => weekdayOfDayNumber(dayNumber(date) ?? 0);

// The ranges of a day the site is open (none on a closed day).
export function openRanges(schedules: SiteSchedule[], date: string): Range[] {
  const hours = openingHoursOf(schedules, weekdayOf(date));
  return hours ? [{ start: hours.open, end: hours.close }] : [];
}

// A specialist's absences on a day as blocks: a whole-day absence covers the grid.
export function blocksOf(
  absences: Absence[],
  specialistId: number,
  date: string,
  labels: { absent: string },
): GridBlock[] {
  return absences
    .filter(
      (absence) =>
        absence.specialist_id === specialistId && absence.date_start <= date && absence.date_end >= date,
    )
    .map((absence) => ({
      id: absence.id,
      start: absence.start_time ? timeToMinutes(absence.start_time) : DAY_START,
      end: absence.end_time ? timeToMinutes(absence.end_time) : DAY_END,
      label: absence.reason || labels.absent,
      removable: Boolean(absence.start_time),
    }));
}

// One grid column: the site's closed hours, the specialist's hours off (breaks between windows,
// days at another site) and absences.
// The open hours outside a column's weekly windows on a day (a specialist's breaks, a cabin's
// own closing): nothing when the site is closed, since its closed hours already cover the day.
function offRanges(
  windows: { weekday: number; start_time: string; end_time: string }[],
  date: string,
  open: Range[],
  closed: Range[],
): Range[] {
  const weekday = weekdayOf(date);
  const today = windows
    .filter((window) => window.weekday === weekday)
    .map((window) => ({ start: timeToMinutes(window.start_time), end: timeToMinutes(window.end_time) }));
  return open.length
    ? closedRanges(today).filter((range) => !closed.some((c) => c.start <= range.start && c.end >= range.end))
    : [];
}

export function columnOf(input: {
  key: string;
  label: string;
  specialist: CalendarSpecialist;
  date: string;
  schedules: SiteSchedule[];
  windows: Window[];
  absences: Absence[];
  labels: { absent: string };
}): GridColumn {
  const open = openRanges(input.schedules, input.date);
  const closed = closedRanges(open);
  const off = offRanges(
    input.windows.filter((window) => window.specialist_id === input.specialist.id),
    input.date,
    open,
    closed,
  );
  return {
    key: input.key,
    specialistId: input.specialist.id,
    date: input.date,
    label: input.label,
    color: input.specialist.color_in_reserve,
    closed,
    off,
    blocks: blocksOf(input.absences, input.specialist.id, input.date, input.labels),
  };
}

// A booked service as a grid event: its start, end and processing gap in minutes of the day.
// The call mark of a booked visit (decision 059), from the messages the day read brought.
const reminderOf = (row: DayRow, today: string) =>
  reminderAlert(
    {
      date: row.date,
      status: row.service_reservation_id.status,
      confirmed: Boolean(row.service_reservation_id.client_confirmed_at),
      messages: row.service_reservation_id.client_message ?? [],
    },
    today,
  );

export function eventOf(row: DayRow, column: string, today?: string): GridEvent {
  const start = clockMinutes(row.start_at) ?? clockMinutes(row.service_time) ?? DAY_START;
  const end = clockMinutes(row.end_at) ?? start + (row.duration ?? 30);
  const gapStart = clockMinutes(row.processing_start_at);
  const gapEnd = clockMinutes(row.processing_end_at);
  return {
    row,
    column,
    start,
    end: Math.max(end, start + 5),
    gap: gapStart !== null && gapEnd !== null && gapEnd > gapStart ? { start: gapStart, end: gapEnd } : null,
    reminder: today ? reminderOf(row, today) : null,
  };
}

// The Monday of a date's week.
export function weekStart(date: string): string {
  const day = dayNumber(date) ?? 0;
  const weekday = weekdayOfDayNumber(day);
  const back = weekday === 0 ? 6 : weekday - 1;
  return dateOfDayNumber(day - back);
}

// The day's rows the grid draws: a cancelled appointment frees its time, so by default it takes
// no place (nor a lane beside a live one); shown on request, it is drawn as before.
export function visibleRows(rows: DayRow[], showCancelled: boolean): { rows: DayRow[]; cancelled: number } {
  const cancelled = rows.filter((row) => row.service_reservation_id.status === 'cancelado').length;
  if (showCancelled || cancelled === 0) {
    return { rows, cancelled };
  }
  return { rows: rows.filter((row) => row.service_reservation_id.status !== 'cancelado'), cancelled };
}

// The resource columns' colour (the theme's purple): a cabin has no colour of its own.
export const RESOURCE_COLOR = '#5D2784';
export const resourceKey = (id: number) => `r${id}`;

// A cabin, room or machine's column on a day (decision 057): the site's closed hours, and the
// hours outside its own weekly windows when it keeps some (decision 058).
export function resourceColumnOf(
  resource: CalendarResource,
  date: string,
  schedules: SiteSchedule[],
): GridColumn {
  const open = openRanges(schedules, date);
  const closed = closedRanges(open);
  const windows = resource.resource_availability ?? [];
  return {
    key: resourceKey(resource.id),
    specialistId: 0,
    resourceId: resource.id,
    date,
    label: resource.name,
    color: RESOURCE_COLOR,
    closed,
    off: windows.length ? offRanges(windows, date, open, closed) : [],
    blocks: [],
  };
}

// The day's services in the columns of the resources they hold (one card in each: a laser
// session shows in the laser's column and its cabin's), in their specialist's colour.
export function resourceEvents(
  rows: DayRow[],
  date: string,
  resources: CalendarResource[],
  colorOf: (specialistId: number) => string | undefined,
  today?: string,
): GridEvent[] {
  const known = new Set(resources.map((resource) => resource.id));
  return rows.flatMap((row) =>
    row.date !== date
      ? []
      : (row.resources ?? [])
          .filter((hold) => known.has(hold.resource_id))
          .map((hold) => ({
            ...eventOf(row, resourceKey(hold.resource_id), today),
            color: colorOf(row.specialist_id),
          })),
  );
}

// The names of the resources a service holds, as its card says them, in the columns' (name)
// order ("Cabina 1, Láser").
export function resourceNames(row: DayRow, resources: CalendarResource[]): string {
  const held = new Set((row.resources ?? []).map((hold) => hold.resource_id));
  return resources
    .filter((resource) => held.has(resource.id))
    .map((resource) => resource.name)
    .join(', ');
}
