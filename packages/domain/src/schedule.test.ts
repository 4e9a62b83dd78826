import { describe, expect, it } from 'vitest';
import {
  findOverlap,
  fitsOpeningHours,
  freeSlots,
  isDayUnavailable,
  isWithinOpeningHours,
  openingHoursOf,
  type SiteSchedule,
} from './schedule';
import { TIME_SLOTS } from './time-slots';

const week: SiteSchedule[] = [
  { weekday: 0, is_active: false, site_schedule_time_id: { start_time: '08:00:00', end_time: '20:00:00' } },
  { weekday: 1, is_active: true, site_schedule_time_id: { start_time: '08:00:00', end_time: '20:00:00' } },
  { weekday: 6, is_active: true, site_schedule_time_id: { start_time: '09:00', end_time: '14:00' } },
];

describe('opening hours', () => {
  it('marks inactive and missing weekdays unavailable', () => {
    expect(isDayUnavailable(week, 0)).toBe(true);
    expect(isDayUnavailable(week, 1)).toBe(false);
    expect(isDayUnavailable(week, 3)).toBe(true);
  });

  it('includes the start and excludes the end', () => {
    expect(isWithinOpeningHours(week, 1, '08:00')).toBe(true);
    expect(isWithinOpeningHours(week, 1, '07:45')).toBe(false);
    expect(isWithinOpeningHours(week, 1, '19:59')).toBe(true);
    expect(isWithinOpeningHours(week, 1, '20:00')).toBe(false);
    expect(isWithinOpeningHours(week, 0, '10:00')).toBe(false);
  });

  it('gives the opening and closing minutes of an open day only', () => {
    expect(openingHoursOf(week, 6)).toEqual({ open: 9 * 60, close: 14 * 60 });
    expect(openingHoursOf(week, 0)).toBeNull();
    expect(openingHoursOf(week, 3)).toBeNull();
  });

  it('a booking fits when it starts within the hours and ends by closing', () => {
    expect(fitsOpeningHours(week, 6, '13:00', 60)).toBe(true);
    expect(fitsOpeningHours(week, 6, '13:15', 60)).toBe(false);
    expect(fitsOpeningHours(week, 6, '08:45', 30)).toBe(false);
    expect(fitsOpeningHours(week, 0, '10:00', 30)).toBe(false);
  });
});

describe('free slots', () => {
  it('fits the service inside hours, availability and around bookings', () => {
    const slots = freeSlots({
      slots: TIME_SLOTS,
      schedules: week,
      weekday: 6,
      duration: 60,
      availability: [
        { start: '09:00', end: '12:00' },
        { start: '12:30', end: '14:00' },
      ],
      busy: [{ start: '10:00', end: '10:45' }],
    });
    expect(slots).toEqual(['09:00', '10:45', '11:00', '12:30', '12:45', '13:00']);
  });

  it('offers nothing on a closed day', () => {
    expect(
      freeSlots({
        slots: TIME_SLOTS,
        schedules: week,
        weekday: 0,
        duration: 30,
        availability: [{ start: '08:00', end: '20:00' }],
        busy: [],
      }),
    ).toEqual([]);
  });
});

describe('findOverlap', () => {
  it('finds windows of one weekday that share time, not ones that touch or are on other days', () => {
    expect(
      findOverlap([
        { weekday: 1, start: '08:00', end: '12:00' },
        { weekday: 1, start: '12:00', end: '18:00' },
        { weekday: 2, start: '09:00', end: '13:00' },
      ]),
    ).toBeNull();
    expect(
      findOverlap([
        { weekday: 3, start: '14:00', end: '18:00' },
        { weekday: 3, start: '08:00', end: '14:30' },
      ]),
    ).toEqual([
      { weekday: 3, start: '08:00', end: '14:30' },
      { weekday: 3, start: '14:00', end: '18:00' },
    ]);
  });
});
