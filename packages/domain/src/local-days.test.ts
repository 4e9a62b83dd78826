import { describe, expect, it } from 'vitest';
import { addDays, dateOfDayNumber, dayNumber, minutesOfLocalTime, weekdayOfDayNumber } from './local-days';

describe('local days', () => {
  it('turns real dates into day numbers and back, across months and years', () => {
    const day = dayNumber('2026-02-28')!;
    expect(dateOfDayNumber(day + 1)).toBe('2026-03-01');
    expect(dateOfDayNumber(dayNumber('2026-12-31')! + 1)).toBe('2027-01-01');
    expect(dayNumber('1970-01-01')).toBe(0);
  });

  it('refuses malformed and impossible dates', () => {
    for (const date of ['2026-02-29', '2026-13-01', '2026-1-05', '05/01/2026', '']) {
      expect(dayNumber(date)).toBeNull();
    }
    expect(dayNumber('2028-02-29')).not.toBeNull();
  });

  it('counts weekdays from Sunday = 0 like site_schedule', () => {
    expect(weekdayOfDayNumber(dayNumber('2026-03-01')!)).toBe(0);
    expect(weekdayOfDayNumber(dayNumber('2026-03-07')!)).toBe(6);
    expect(weekdayOfDayNumber(dayNumber('1969-12-31')!)).toBe(3);
  });

  it('reads HH:mm and HH:mm:ss, rounding seconds up to the next minute', () => {
    expect(minutesOfLocalTime('09:30')).toBe(570);
    expect(minutesOfLocalTime('09:30:00')).toBe(570);
    expect(minutesOfLocalTime('09:30:01')).toBe(571);
    expect(minutesOfLocalTime('24:00')).toBeNull();
    expect(minutesOfLocalTime('9:30')).toBeNull();
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-12-30', 7)).toBe('2027-01-06');
    expect(addDays('2028-02-27', 2)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
