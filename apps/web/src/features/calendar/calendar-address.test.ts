import { SITE_ALL } from '@sari/domain/constants';
import { describe, expect, it } from 'vitest';
import { calendarColumns, calendarDate, calendarSiteId } from './calendar-address';

describe('the calendar address', () => {
  const sites = [{ id: 4 }, { id: 9 }];

  it('shows the chosen site when it is one of the user’s, else the first', () => {
    expect(calendarSiteId(9, sites)).toBe(9);
    expect(calendarSiteId(SITE_ALL, sites)).toBe(4);
    expect(calendarSiteId(77, sites)).toBe(4);
    expect(calendarSiteId(9, [])).toBe(0);
  });

  it('shows the asked day when it is a real date, else the site’s today', () => {
    expect(calendarDate('2026-12-01', '2026-11-27')).toBe('2026-12-01');
    expect(calendarDate('2026-02-30', '2026-11-27')).toBe('2026-11-27');
    expect(calendarDate('mañana', '2026-11-27')).toBe('2026-11-27');
    expect(calendarDate(null, '2026-11-27')).toBe('2026-11-27');
  });

  it('shows the resource columns only when asked by name', () => {
    expect(calendarColumns('resources')).toBe('resources');
    expect(calendarColumns(null)).toBe('specialists');
    expect(calendarColumns('cabinas')).toBe('specialists');
  });
});
