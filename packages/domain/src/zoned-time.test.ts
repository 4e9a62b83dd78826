import { describe, expect, it } from 'vitest';
import { isTimeZone, siteMoment, wallClock, zonedInstant } from './zoned-time';

describe('the site wall clock', () => {
  it('is Bogotá’s date after 19:00 there, not the next UTC day', () => {
    // 2026-11-24 00:30 UTC is 19:30 on the 23rd in Bogotá (UTC-5).
    expect(wallClock('America/Bogota', new Date('2026-11-24T00:30:00Z'))).toEqual({
      date: '2026-11-23',
      time: '19:30',
      weekday: 1,
    });
  });

  it('follows each zone', () => {
    const instant = new Date('2026-11-24T03:15:00Z');
    expect(wallClock('America/Mexico_City', instant).date).toBe('2026-11-23');
    expect(wallClock('Europe/Madrid', instant)).toMatchObject({ date: '2026-11-24', time: '04:15' });
  });

  it('reads the same for a whole minute, and each minute anew, in zones of whole and part hours', () => {
    for (const [zone, offsetMinutes] of [
      ['America/Bogota', -300],
      ['Asia/Kolkata', 330],
      ['Asia/Kathmandu', 345],
    ] as const) {
      const first = wallClock(zone, new Date('2026-11-24T15:20:00.000Z'));
      first.time = 'cambiada';
      const later = wallClock(zone, new Date('2026-11-24T15:20:59.999Z'));
      const local = new Date(Date.parse('2026-11-24T15:20:00Z') + offsetMinutes * 60_000);
      expect(later.time).toBe(local.toISOString().slice(11, 16));
      expect(wallClock(zone, new Date('2026-11-24T15:21:00.000Z')).time).toBe(
        new Date(local.getTime() + 60_000).toISOString().slice(11, 16),
      );
      // An earlier minute after a later one (zonedInstant's passes) reads its own.
      expect(wallClock(zone, new Date('2026-11-24T15:20:30.000Z')).time).toBe(later.time);
    }
  });

  it('knows a real zone from a made-up one', () => {
    expect(isTimeZone('America/Bogota')).toBe(true);
    expect(isTimeZone('Marte/Olympus')).toBe(false);
  });
});

describe('zonedInstant', () => {
  it('is the instant a site’s clock shows a date and time', () => {
    expect(zonedInstant('2026-11-23', '00:00', 'America/Bogota').toISOString()).toBe(
      '2026-11-23T05:00:00.000Z',
    );
    expect(zonedInstant('2026-07-01', '09:30', 'Europe/Madrid').toISOString()).toBe(
      '2026-07-01T07:30:00.000Z',
    );
    expect(zonedInstant('2026-01-01', '09:30', 'Europe/Madrid').toISOString()).toBe(
      '2026-01-01T08:30:00.000Z',
    );
  });
});

describe('siteMoment', () => {
  it('prints a UTC instant on the site’s wall clock, as the screens do', () => {
    expect(siteMoment('2026-05-05T17:23:00Z', 'America/Bogota')).toEqual({
      date: '2026-05-05',
      time: '12:23 p. m.',
    });
    expect(siteMoment(new Date('2026-05-06T04:05:00Z'), 'America/Bogota')).toEqual({
      date: '2026-05-05',
      time: '11:05 p. m.',
    });
    expect(siteMoment('2026-05-05T05:00:00Z', 'America/Bogota').time).toBe('12:00 a. m.');
  });
});
