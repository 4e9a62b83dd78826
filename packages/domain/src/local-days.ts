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

// The local date `days` after `date` ('YYYY-MM-DD'); the date back unchanged when invalid.
export function addDays(date: string, days: number): string {
  const day = dayNumber(date);
  return day === null ? date : dateOfDayNumber(day + days);
}
