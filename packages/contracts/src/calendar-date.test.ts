import { describe, expect, it } from 'vitest';
import { calendarDate, filterDate, MAX_RANGE_DAYS, withinDays } from './calendar-date';
import { z } from './zod';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('calendarDate', () => {
  it('takes real days of 2000..2100, leap days included', () => {
    for (const date of ['2000-01-01', '2026-12-31', '2028-02-29', '2000-02-29', '2100-12-31']) {
      expect(calendarDate.parse(date)).toBe(date);
    }
  });

  it('refuses impossible days with a Spanish message that names them', () => {
    for (const date of ['2026-13-01', '2026-12-32', '2026-02-30', '2027-02-29', '2100-02-29', '2026-11-99']) {
      expect(messageOf(calendarDate, date)).toBe(`La fecha ${date} no existe en el calendario.`);
    }
    for (const date of ['2026-00-10', '2026-11-00', '0000-00-00']) {
      expect(messageOf(calendarDate, date)).toMatch(/no existe en el calendario/);
    }
  });

  it('refuses years out of range and other shapes', () => {
    for (const date of ['1999-12-31', '2101-01-01', '9999-12-31']) {
      expect(messageOf(calendarDate, date)).toBe('La fecha debe estar entre los años 2000 y 2100.');
    }
    for (const date of ['2026-1-05', '05/01/2026', '', '2026-12-01T00:00:00Z', ' 2026-12-01']) {
      expect(messageOf(calendarDate, date)).toBe('La fecha va en formato AAAA-MM-DD.');
    }
    expect(calendarDate.safeParse(20261201).success).toBe(false);
  });
});

describe('filterDate', () => {
  it("reads the spec's UTC-shifted dates as the day, and checks that day", () => {
    expect(filterDate.parse('2026-11-23T00:00:00.000Z')).toBe('2026-11-23');
    expect(filterDate.parse('2026-11-23')).toBe('2026-11-23');
    expect(messageOf(filterDate, '2026-13-01T00:00:00.000Z')).toMatch(/no existe en el calendario/);
    expect(messageOf(filterDate, '9999-12-31')).toMatch(/entre los años/);
    expect(messageOf(filterDate, 'ayer')).toBe('La fecha va en formato AAAA-MM-DD.');
  });
});

describe('withinDays', () => {
  const range = z.object({ from: calendarDate, to: calendarDate }).refine(...withinDays(31));

  it('takes up to the limit, both ends included, and leaves a backwards range to the use-case', () => {
    expect(range.safeParse({ from: '2026-12-01', to: '2026-12-31' }).success).toBe(true);
    expect(range.safeParse({ from: '2026-12-31', to: '2026-12-01' }).success).toBe(true);
  });

  it('refuses a longer range on `to`, saying the limit', () => {
    const issues = range.safeParse({ from: '2026-12-01', to: '2027-01-01' }).error?.issues;
    expect(issues).toEqual([
      expect.objectContaining({
        path: ['to'],
        message: 'El rango de fechas puede cubrir como máximo 31 días.',
      }),
    ]);
  });

  it('reports an impossible date as itself, never throwing over the range', () => {
    const issues = range.safeParse({ from: '2026-13-01', to: '2026-12-01' }).error?.issues;
    expect(issues?.map((issue) => issue.path)).toEqual([['from']]);
  });

  it('bounds every kind of range', () => {
    expect(Object.values(MAX_RANGE_DAYS).every((days) => days > 0 && days <= 5 * 366)).toBe(true);
  });
});
