// The wall clock of a site: "today" and "now" are the site's, in its IANA time zone, never the
// server's or the browser's. Uses the platform's time-zone data (Intl), no library.

export const DEFAULT_TIME_ZONE = 'America/Bogota';

export type WallClock = { date: string; time: string; weekday: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// The last minute read per time zone: every request asks for "now", and a wall clock reads the
// same for a whole minute (every time zone's offset is whole minutes).
const lastMinute = new Map<string, { minute: number; clock: WallClock }>();

// The site's date ('YYYY-MM-DD'), time ('HH:mm') and weekday (0 = Sunday) at `instant`.
export function wallClock(timeZone: string, instant: Date = new Date()): WallClock {
  const minute = Math.floor(instant.getTime() / 60_000);
  const last = lastMinute.get(timeZone);
  if (last?.minute === minute) {
    return { ...last.clock };
  }
  const clock = readClock(timeZone, instant);
  if (Number.isFinite(minute)) {
    if (lastMinute.size >= 1_000) {
      lastMinute.clear();
    }
    lastMinute.set(timeZone, { minute, clock });
  }
  return { ...clock };
}

function readClock(timeZone: string, instant: Date): WallClock {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    weekday: WEEKDAYS.indexOf(parts.weekday),
  };
}

// The instant when the site's wall clock reads `date` `time` (for filters on real timestamps
// such as a sale's date_created). Two passes settle a daylight-saving change.
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const wanted = Date.parse(`${date}T${time.slice(0, 5)}:00Z`);
  let instant = wanted;
  for (let pass = 0; pass < 2; pass++) {
    const seen = wallClock(timeZone, new Date(instant));
    const shown = Date.parse(`${seen.date}T${seen.time}:00Z`);
    instant += wanted - shown;
  }
  return new Date(instant);
}

// A moment as the site's screens show it: its day ('YYYY-MM-DD') and the time of its wall clock
// in Spanish ('05:23 p. m.', as es-CO prints it), for documents printed on the server (receipt,
// closing report), whose own clock is UTC.
export function siteMoment(instant: Date | string, timeZone: string): { date: string; time: string } {
  const clock = wallClock(timeZone, new Date(instant));
  const [hours, minutes] = clock.time.split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return {
    date: clock.date,
    time: `${String(hour12).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'a. m.' : 'p. m.'}`,
  };
}
