// Calendar time rules of spec sections 5 and 9. Times are 'HH:mm' (or 'HH:mm:ss').

const pad = (value: number) => String(value).padStart(2, '0');

export const DAY_END = '23:59:00';
// 23:59 as minutes of the day: the latest end a booking can have (spec 5).
export const DAY_END_MINUTES = 23 * 60 + 59;

const digit = (text: string, at: number) => text.charCodeAt(at) - 48;
const isDigit = (value: number) => value >= 0 && value <= 9;

export function timeToMinutes(time: string): number {
  // 'HH:mm' and 'HH:mm:ss' read digit by digit: the availability search reads thousands of
  // busy ranges per call, and split() was most of its time.
  if (time.length >= 5 && time.charCodeAt(2) === 58) {
    const [h1, h2, m1, m2] = [digit(time, 0), digit(time, 1), digit(time, 3), digit(time, 4)];
    if (isDigit(h1) && isDigit(h2) && isDigit(m1) && isDigit(m2)) {
      return (h1 * 10 + h2) * 60 + m1 * 10 + m2;
    }
  }
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export function minutesToTime(total: number): string {
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

// The calendar's grid (spec-coverage 5): a start every SLOT_MINUTES from FIRST_SLOT to
// LAST_SLOT, minutes of the day. The one definition: the calendar's geometry, its pickers, the
// availability search and the server's check all read it.
export const SLOT_MINUTES = 15;
export const FIRST_SLOT = 7 * 60;
export const LAST_SLOT = 23 * 60 + 45;

// Every start of the grid as minutes of the day, and as 'HH:mm' (07:00, 07:15 ... 23:45).
export const SLOT_STARTS: number[] = Array.from(
  { length: (LAST_SLOT - FIRST_SLOT) / SLOT_MINUTES + 1 },
  (_, index) => FIRST_SLOT + index * SLOT_MINUTES,
);
export const TIME_SLOTS: string[] = SLOT_STARTS.map(minutesToTime);

// The first grid time at or after `time` ('10:05' -> '10:15', '10:15:00' -> '10:15').
export function nextGridTime(time: string): string {
  return minutesToTime(Math.ceil(timeToMinutes(time) / SLOT_MINUTES) * SLOT_MINUTES);
}

// '13:15' -> '1:15 PM', '00:00' -> '12:00 AM'.
export function formatTime12h(time: string): string {
  const minutes = timeToMinutes(time);
  const hours = Math.floor(minutes / 60) % 24;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${pad(minutes % 60)} ${suffix}`;
}

// Start plus duration in minutes of the day, capped at 23:59 when it reaches a full day.
export function cappedEnd(startMinutes: number, durationMinutes: number): number {
  return Math.min(startMinutes + durationMinutes, DAY_END_MINUTES);
}

// Start plus duration as 'HH:mm:ss', capped at 23:59:00 when it reaches a full day.
export function endTime(start: string, durationMinutes: number): string {
  return `${minutesToTime(cappedEnd(timeToMinutes(start), durationMinutes))}:00`;
}

const GRID = new Set(TIME_SLOTS);
const GRID_TIME = /^\d{2}:\d{2}(:00)?$/;

// A start the calendar offers: one of TIME_SLOTS, as 'HH:mm' or 'HH:mm:00'.
export function isGridTime(time: string): boolean {
  return GRID_TIME.test(time) && GRID.has(time.slice(0, 5));
}
