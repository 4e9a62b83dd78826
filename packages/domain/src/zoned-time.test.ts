import { describe, expect, it } from 'vitest';
import { isTimeZone, wallClock } from './zoned-time';

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

  it('knows a real zone from a made-up one', () => {
    expect(isTimeZone('America/Bogota')).toBe(true);
    expect(isTimeZone('Marte/Olympus')).toBe(false);
  });
});
