import { wallClock } from '@sari/domain/zoned-time';

// Every test server's business clock starts here (a Monday, 10:00 in Bogotá) and runs at the
// real pace: no test depends on the day or weekday it runs. Tests move it with server.clock.
export const TEST_START = '2026-11-23T15:00:00.000Z';

// The date at a site (default Bogotá, the test companies' zone) when the test servers start.
export function testToday(timeZone = 'America/Bogota'): string {
  return wallClock(timeZone, new Date(TEST_START)).date;
}
