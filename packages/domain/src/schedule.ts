import { cappedEnd, timeToMinutes } from './time-slots';

// A site's weekly opening hours as the site_schedule rows (spec-coverage 3) (weekday 0 = Sunday).
export type SiteSchedule = {
  weekday: number;
  is_active: boolean;
  site_schedule_time_id: { start_time: string; end_time: string } | null;
};

export type TimeRange = { start: string; end: string };

function dayOf(schedules: SiteSchedule[], weekday: number): SiteSchedule | undefined {
  return schedules.find((schedule) => schedule.weekday === weekday);
}

// Unavailable when that weekday's entry is inactive; a weekday with no entry is closed too.
export function isDayUnavailable(schedules: SiteSchedule[], weekday: number): boolean {
  const day = dayOf(schedules, weekday);
  return !day?.is_active || !day.site_schedule_time_id;
}

// Opening and closing of a weekday in minutes of the day; null when the day is closed.
export type OpeningHours = { open: number; close: number };

export function openingHoursOf(schedules: SiteSchedule[], weekday: number): OpeningHours | null {
  if (isDayUnavailable(schedules, weekday)) {
    return null;
  }
  const { start_time, end_time } = dayOf(schedules, weekday)!.site_schedule_time_id!;
  return { open: timeToMinutes(start_time), close: timeToMinutes(end_time) };
}

// Within opening hours: at or after the start and strictly before the end.
export function isWithinOpeningHours(schedules: SiteSchedule[], weekday: number, time: string): boolean {
  const hours = openingHoursOf(schedules, weekday);
  const minutes = timeToMinutes(time);
  return hours !== null && minutes >= hours.open && minutes < hours.close;
}

// A booking fits the opening hours when it starts within them (spec 5) and also ends by
// closing: the client is in the salon for the whole service. The end is capped at 23:59 as
// the stored end is, so both sides compare the same numbers.
export function fitsOpeningHours(
  schedules: SiteSchedule[],
  weekday: number,
  start: string,
  durationMinutes: number,
): boolean {
  const hours = openingHoursOf(schedules, weekday);
  const minutes = timeToMinutes(start);
  return (
    hours !== null &&
    isWithinOpeningHours(schedules, weekday, start) &&
    cappedEnd(minutes, durationMinutes) <= hours.close
  );
}

const overlaps = (startA: number, endA: number, startB: number, endB: number) =>
  startA < endB && startB < endA;

// Start times (from `slots`) where a service of `duration` minutes fits: inside the opening
// hours, inside one of the specialist's availability windows, and clear of busy ranges.
export function freeSlots(input: {
  slots: string[];
  schedules: SiteSchedule[];
  weekday: number;
  duration: number;
  availability: TimeRange[];
  busy: TimeRange[];
}): string[] {
  if (isDayUnavailable(input.schedules, input.weekday) || input.duration <= 0) {
    return [];
  }
  const opening = dayOf(input.schedules, input.weekday)!.site_schedule_time_id!;
  const open = timeToMinutes(opening.start_time);
  const close = timeToMinutes(opening.end_time);
  const windows = input.availability.map((range) => [timeToMinutes(range.start), timeToMinutes(range.end)]);
  const busy = input.busy.map((range) => [timeToMinutes(range.start), timeToMinutes(range.end)]);
  return input.slots.filter((slot) => {
    const start = timeToMinutes(slot);
    const end = start + input.duration;
    if (start < open || end > close) {
      return false;
    }
    if (!windows.some(([from, to]) => start >= from && end <= to)) {
      return false;
    }
    return !busy.some(([from, to]) => overlaps(start, end, from, to));
  });
}

export type WeeklyWindow = { weekday: number; start: string; end: string };

// Two windows of one person on the same weekday that share any minute (touching is fine:
// 08:00-12:00 and 12:00-18:00 do not overlap). The database refuses them too.
export function findOverlap(windows: WeeklyWindow[]): [WeeklyWindow, WeeklyWindow] | null {
  const sorted = [...windows].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1];
    const current = sorted[i];
    if (previous.weekday === current.weekday && current.start < previous.end) {
      return [previous, current];
    }
  }
  return null;
}
