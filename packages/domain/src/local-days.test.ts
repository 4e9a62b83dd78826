import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateProblem,
  dateOfDayNumber,
  dayNumber,
  daysBetween,
  eachDay,
  FIRST_YEAR,
  LAST_YEAR,
  minutesOfLocalTime,
  weekdayOfDayNumber,
} from './local-days';

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

describe('the day helpers refuse impossible dates instead of standing still', () => {
  const IMPOSSIBLE = ['2026-11-99', '2026-13-01', '2026-12-32', '2026-02-30', '2027-02-29', '', 'mañana'];

  it('addDays throws on an impossible date or a day count that is not a whole number', () => {
    for (const date of IMPOSSIBLE) {
      expect(() => addDays(date, 1), date).toThrow(RangeError);
    }
    expect(() => addDays('2026-12-01', Number.NaN)).toThrow(RangeError);
    expect(() => addDays('2026-12-01', 1.5)).toThrow(RangeError);
  });

  it('daysBetween counts days, and throws on an impossible date', () => {
    expect(daysBetween('2026-12-01', '2026-12-01')).toBe(0);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2026-12-01')).toBe(-30);
    for (const date of IMPOSSIBLE) {
      expect(() => daysBetween(date, '2026-12-01'), date).toThrow(RangeError);
      expect(() => daysBetween('2026-12-01', date), date).toThrow(RangeError);
    }
  });

  it('eachDay lists the days of a range, never more than its maximum', () => {
    expect(eachDay('2026-12-30', '2027-01-02', 31)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(eachDay('2026-12-02', '2026-12-01', 31)).toEqual([]);
    expect(eachDay('2026-12-01', '2026-12-31', 31)).toHaveLength(31);
    expect(() => eachDay('2026-12-01', '2027-01-01', 31)).toThrow(/máximo de 31/);
    expect(() => eachDay('2000-01-01', '9999-12-31', 31)).toThrow(RangeError);
    for (const date of IMPOSSIBLE) {
      expect(() => eachDay(date, date, 31), date).toThrow(RangeError);
    }
  });

  it('names what is wrong with a date the app takes', () => {
    expect(calendarDateProblem('2026-12-01')).toBeNull();
    expect(calendarDateProblem(`${FIRST_YEAR}-01-01`)).toBeNull();
    expect(calendarDateProblem(`${LAST_YEAR}-12-31`)).toBeNull();
    expect(calendarDateProblem('2026-11-99')).toBe('La fecha 2026-11-99 no existe en el calendario.');
    expect(calendarDateProblem('9999-12-31')).toMatch(/entre los años 2000 y 2100/);
    expect(calendarDateProblem('1999-12-31')).toMatch(/entre los años 2000 y 2100/);
    expect(calendarDateProblem('2026/12/01')).toBe('La fecha va en formato AAAA-MM-DD.');
  });
});
