import { describe, expect, it } from 'vitest';
import type { DayRow } from './api/calendar-keys';
import { columnOf, eventOf, resourceColumnOf, visibleRows, weekStart } from './day-model';
import { layoutDay } from './layout';

const schedules = [1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  is_active: true,
  site_schedule_time_id: { start_time: '08:00:00', end_time: weekday === 6 ? '17:00:00' : '19:00:00' },
}));
const ana = { id: 4, name: 'Ana', color_in_reserve: '#FFE4F0' };

describe('a grid column of a specialist on a day', () => {
  it('shades the closed hours, the break between her windows and shows her blocked time', () => {
    const column = columnOf({
      key: '4',
      label: 'Ana',
      specialist: ana,
      date: '2026-11-23',
      schedules,
      windows: [
        { specialist_id: 4, weekday: 1, start_time: '08:00:00', end_time: '13:00:00' },
        { specialist_id: 4, weekday: 1, start_time: '14:00:00', end_time: '19:00:00' },
        { specialist_id: 5, weekday: 1, start_time: '07:00:00', end_time: '23:00:00' },
      ],
      absences: [
        {
          id: 9,
          specialist_id: 4,
          date_start: '2026-11-23',
          date_end: '2026-11-23',
          start_time: '16:00:00',
          end_time: '17:00:00',
          reason: 'Capacitación',
        },
        {
          id: 10,
          specialist_id: 4,
          date_start: '2026-11-24',
          date_end: '2026-11-30',
          start_time: null,
          end_time: null,
          reason: null,
        },
      ],
      labels: { absent: 'Ausente' },
    });
    expect(column.closed).toEqual([
      { start: 420, end: 480 },
      { start: 1140, end: 1440 },
    ]);
    expect(column.off).toEqual([{ start: 780, end: 840 }]);
    expect(column.blocks).toEqual([{ id: 9, start: 960, end: 1020, label: 'Capacitación', removable: true }]);
  });

  it('shades the whole grid of a specialist without windows: she works no hours, as the server books', () => {
    const column = columnOf({
      key: '4',
      label: 'Ana',
      specialist: ana,
      date: '2026-11-23',
      schedules,
      windows: [{ specialist_id: 5, weekday: 1, start_time: '07:00:00', end_time: '23:00:00' }],
      absences: [],
      labels: { absent: 'Ausente' },
    });
    expect(column.off).toEqual([{ start: 420, end: 1440 }]);
  });

  it('shades the whole day when the site is closed (Sunday) and shows a whole-day absence', () => {
    const column = columnOf({
      key: '4',
      label: 'Ana',
      specialist: ana,
      date: '2026-11-29',
      schedules,
      windows: [],
      absences: [
        {
          id: 10,
          specialist_id: 4,
          date_start: '2026-11-24',
          date_end: '2026-11-30',
          start_time: null,
          end_time: null,
          reason: null,
        },
      ],
      labels: { absent: 'Ausente' },
    });
    expect(column.closed).toEqual([{ start: 420, end: 1440 }]);
    expect(column.off).toEqual([]);
    expect(column.blocks).toEqual([{ id: 10, start: 420, end: 1440, label: 'Ausente', removable: false }]);
  });
});

describe('a booked service on the grid', () => {
  it('keeps its start, end and processing gap', () => {
    const row = {
      id: 1,
      start_at: '2026-11-23 09:00:00',
      end_at: '2026-11-23 11:30:00',
      processing_start_at: '2026-11-23 09:45:00',
      processing_end_at: '2026-11-23 10:45:00',
      service_time: '09:00:00',
      duration: 150,
    } as DayRow;
    expect(eventOf(row, '4')).toMatchObject({
      column: '4',
      start: 540,
      end: 690,
      gap: { start: 585, end: 645 },
    });
  });

  it('finds the Monday of a week', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-12-01')).toBe('2026-11-30');
  });
});

describe('cancelled appointments on the day grid', () => {
  const row = (id: number, status: string, start: string, end: string) =>
    ({
      id,
      start_at: `2026-11-23 ${start}:00`,
      end_at: `2026-11-23 ${end}:00`,
      processing_start_at: null,
      processing_end_at: null,
      service_time: `${start}:00`,
      duration: 60,
      service_reservation_id: { status },
    }) as unknown as DayRow;
  const rows = [row(1, 'cancelado', '09:00', '10:00'), row(2, 'confirmada', '09:00', '10:00')];
  const lanesOf = (shown: DayRow[]) =>
    layoutDay(shown.map((one) => ({ ...eventOf(one, '4'), id: one.id, column: '4' }))).get('4') ?? [];

  it('take no lane from a live one by default: the live appointment keeps the whole column', () => {
    const visible = visibleRows(rows, false);
    expect(visible.cancelled).toBe(1);
    expect(visible.rows.map((one) => one.id)).toEqual([2]);
    expect(lanesOf(visible.rows)).toEqual([expect.objectContaining({ id: 2, lane: 0, lanes: 1 })]);
  });

  it('are drawn on request (and counted for the toggle)', () => {
    const visible = visibleRows(rows, true);
    expect(visible).toEqual({ rows, cancelled: 1 });
    expect(lanesOf(visible.rows).map((one) => one.lanes)).toEqual([2, 2]);
  });
});

describe('a grid column of a cabin on a day (decision 058)', () => {
  const cabin = { id: 2, name: 'Cabina 1', kind: 'cabina' as const };
  it('shades the site’s closed hours alone when the cabin keeps no hours of its own', () => {
    const column = resourceColumnOf(cabin, '2026-11-23', schedules);
    expect(column.closed).toEqual([
      { start: 420, end: 480 },
      { start: 1140, end: 1440 },
    ]);
    expect(column.off).toEqual([]);
  });
  it('shades the open hours outside its own windows, and the whole open day on a weekday without one', () => {
    const hours = [{ weekday: 1, start_time: '13:00:00', end_time: '19:00:00' }];
    const monday = resourceColumnOf({ ...cabin, resource_availability: hours }, '2026-11-23', schedules);
    expect(monday.off).toEqual([{ start: 420, end: 780 }]);
    const tuesday = resourceColumnOf({ ...cabin, resource_availability: hours }, '2026-11-24', schedules);
    expect(tuesday.off).toEqual([{ start: 420, end: 1440 }]);
    const sunday = resourceColumnOf({ ...cabin, resource_availability: hours }, '2026-11-29', schedules);
    expect(sunday.off).toEqual([]);
  });
});
