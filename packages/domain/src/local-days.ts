// Local calendar dates ('YYYY-MM-DD' on the site's wall clock) as whole day numbers (days since
// 1970-01-01). UTC arithmetic on a wall-clock date is exact, so adding days and finding the
// weekday never depend on the server's or the browser's time zone.

const DAY_MS = 86_400_000;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

// null for anything that is not a real date ('2026-02-30' included).
export function dayNumber(date: string): number | null {
  const match = LOCAL_DATE.exec(date);
  if (!match) {
    return null;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    return null;
  }
  return ms / DAY_MS;
}

export function dateOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

// 0 = Sunday .. 6 = Saturday, as site_schedule and specialist_availability count them.
export function weekdayOfDayNumber(day: number): number {
  // 1970-01-01 was a Thursday.
  return (((day + 4) % 7) + 7) % 7;
}

// Minutes of the day of 'HH:mm' or 'HH:mm:ss', rounded up to the next whole minute when there
// are seconds (a "now" of 10:00:30 is already past 10:00); null when malformed.
export function minutesOfLocalTime(time: string): number | null {
  const match = LOCAL_TIME.exec(time);
  if (!match) {
    return null;
  }
  const seconds = match[3] ? Number(match[3]) : 0;
  return Number(match[1]) * 60 + Number(match[2]) + (seconds > 0 ? 1 : 0);
}

// The years a date of the app's inputs may name (decision 035): far enough back for any history
// a salon brings, far enough ahead for any booking; a year like 9999 is a typo, never a plan.
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

// Why `text` is not a calendar date the app takes ('YYYY-MM-DD', a real day, a sane year), in
// Spanish for the person who typed it; null when it is one.
export function calendarDateProblem(text: string): string | null {
  if (!LOCAL_DATE.test(text)) {
    return 'La fecha va en formato AAAA-MM-DD.';
  }
  if (dayNumber(text) === null) {
    return `La fecha ${text} no existe en el calendario.`;
  }
  const year = Number(text.slice(0, 4));
  if (year < FIRST_YEAR || year > LAST_YEAR) {
    return `La fecha debe estar entre los años ${FIRST_YEAR} y ${LAST_YEAR}.`;
  }
  return null;
}

// The day number of a date the caller already trusts: an impossible one is a bug, not input, and
// stops here instead of sending a loop over days round and round (issue 26).
function trustedDayNumber(date: string): number {
  const day = dayNumber(date);
  if (day === null) {
    throw new RangeError(`No es una fecha del calendario: ${JSON.stringify(date).slice(0, 40)}`);
  }
  return day;
}

// The local date `days` after `date` ('YYYY-MM-DD'); throws on an impossible date.
export function addDays(date: string, days: number): string {
  if (!Number.isSafeInteger(days)) {
    throw new RangeError(`No es un número de días: ${days}`);
  }
  return dateOfDayNumber(trustedDayNumber(date) + days);
}

// Days from `from` to `to` (0 for the same day, negative when `to` is before); throws on an
// impossible date.
export function daysBetween(from: string, to: string): number {
  return trustedDayNumber(to) - trustedDayNumber(from);
}

// Every date from `from` to `to`, both included (none when `to` is before `from`). The length is
// bounded by the caller's `max`, never by the dates: a longer range throws.
export function eachDay(from: string, to: string, max: number): string[] {
  const first = trustedDayNumber(from);
  const count = trustedDayNumber(to) - first + 1;
  if (count > max) {
    throw new RangeError(`Un rango de ${count} días pasa del máximo de ${max}.`);
  }
  const dates: string[] = [];
  for (let index = 0; index < count; index++) {
    dates.push(dateOfDayNumber(first + index));
  }
  return dates;
}
