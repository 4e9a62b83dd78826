import { describe, expect, it } from 'vitest';
import { findAvailability } from './availability';
import {
  MONDAY,
  newCalendar,
  newRequest,
  newService,
  newSpecialist,
  newWeek,
  SITE_ID,
  SUNDAY,
} from './availability-test-data';
import type { AvailabilityRequest, CalendarData } from './availability-types';

// The free starts of the first day asked.
function starts(data: CalendarData, request: Partial<AvailabilityRequest> = {}): string[] {
  const result = findAvailability(data, newRequest(request));
  expect(result.refused).toBeNull();
  return result.days[0].slots.map((slot) => slot.start);
}

// 'HH:mm' from `first` to `last` every 15 minutes.
function grid(first: string, last: string): string[] {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const times: string[] = [];
  for (let m = toMinutes(first); m <= toMinutes(last); m += 15) {
    times.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return times;
}

const window = (weekday: number, start_time: string, end_time: string, site_id = SITE_ID) => ({
  site_id,
  weekday,
  start_time,
  end_time,
});

describe('opening hours', () => {
  it('a weekday whose schedule entry is inactive is closed (spec 5)', () => {
    const result = findAvailability(newCalendar(), newRequest({ from: SUNDAY, to: SUNDAY }));
    expect(result.days).toEqual([{ date: SUNDAY, weekday: 0, unavailable: 'dia_cerrado', slots: [] }]);
  });

  it('a weekday with no schedule entry at all is closed', () => {
    const schedules = newCalendar().schedules.filter((day) => day.weekday !== 1);
    expect(findAvailability(newCalendar({ schedules }), newRequest()).days[0].unavailable).toBe(
      'dia_cerrado',
    );
  });

  it('starts at opening, every 15 minutes, and the whole service ends by closing', () => {
    expect(starts(newCalendar())).toEqual(grid('08:00', '19:00'));
  });

  it('a start at closing time is outside opening hours even for a short service (spec 5)', () => {
    const data = newCalendar({ services: [newService(1, { duration: 15, specialistIds: [1] })] });
    expect(starts(data).at(-1)).toBe('19:45');
  });

  it('a site opening before 07:00 still offers starts only from 07:00 (spec 9 grid)', () => {
    const data = newCalendar({ schedules: newWeek({ 1: ['06:00', '09:00'] }) });
    expect(starts(data)).toEqual(['07:00', '07:15', '07:30', '07:45', '08:00']);
  });

  it('end time is capped at 23:59:00 (spec 5)', () => {
    const data = newCalendar({ schedules: newWeek({ 1: ['22:00', '23:59'] }) });
    const day = findAvailability(data, newRequest()).days[0];
    expect(day.slots.at(-1)).toMatchObject({ start: '23:45', end: '23:59' });
    expect(day.slots.find((slot) => slot.start === '23:00')?.end).toBe('23:59');
  });
});

describe('specialist availability', () => {
  it('a specialist with whole-day windows works the site opening hours', () => {
    expect(starts(newCalendar({ specialists: [newSpecialist(1)] }))).toEqual(grid('08:00', '19:00'));
  });

  it('a specialist with no windows anywhere works no hours (her profile says she rests)', () => {
    expect(starts(newCalendar({ specialists: [newSpecialist(1, { windows: [] })] }))).toEqual([]);
  });

  it('a specialist whose windows are all at another site does not work at this one', () => {
    const data = newCalendar({
      specialists: [newSpecialist(1, { windows: [window(1, '08:00', '20:00', 99)] })],
    });
    expect(starts(data)).toEqual([]);
  });

  it('a specialist with windows on other weekdays only does not work this weekday', () => {
    const data = newCalendar({ specialists: [newSpecialist(1, { windows: [window(2, '08:00', '20:00')] })] });
    expect(starts(data)).toEqual([]);
  });

  it('breaks between windows: a service never runs into the break', () => {
    const windows = [window(1, '09:00', '12:00'), window(1, '13:00', '15:00')];
    const data = newCalendar({ specialists: [newSpecialist(1, { windows })] });
    expect(starts(data)).toEqual([...grid('09:00', '11:00'), ...grid('13:00', '14:00')]);
  });

  it('touching windows join: a service may run across the seam', () => {
    const windows = [window(1, '09:00', '10:30'), window(1, '10:30', '11:00')];
    const data = newCalendar({ specialists: [newSpecialist(1, { windows })] });
    expect(starts(data)).toEqual(['09:00', '09:15', '09:30', '09:45', '10:00']);
  });

  it('windows wider than the opening hours are cut by them', () => {
    const data = newCalendar({ specialists: [newSpecialist(1, { windows: [window(1, '07:00', '23:00')] })] });
    expect(starts(data)).toEqual(grid('08:00', '19:00'));
  });
});

describe('absences', () => {
  it('a whole-day absence leaves no slots on its days and only on its days', () => {
    const absences = [{ date_start: MONDAY, date_end: '2026-03-03', start_time: null, end_time: null }];
    const data = newCalendar({ specialists: [newSpecialist(1, { absences })] });
    const days = findAvailability(data, newRequest({ to: '2026-03-04' })).days;
    expect(days.map((day) => day.slots.length)).toEqual([0, 0, 45]);
    expect(days[0].unavailable).toBeNull();
  });

  it('an absence window blocks that window on each of its days', () => {
    const absences = [{ date_start: MONDAY, date_end: '2026-03-03', start_time: '10:00', end_time: '18:00' }];
    const data = newCalendar({ specialists: [newSpecialist(1, { absences })] });
    const days = findAvailability(data, newRequest({ to: '2026-03-03' })).days;
    for (const day of days) {
      expect(day.slots.map((slot) => slot.start)).toEqual([
        '08:00',
        '08:15',
        '08:30',
        '08:45',
        '09:00',
        '18:00',
        '18:15',
        '18:30',
        '18:45',
        '19:00',
      ]);
    }
  });
});

describe('existing bookings', () => {
  it('an existing booking blocks its range; ending when it starts or starting when it ends is fine', () => {
    const busy = [{ id: 7, date: MONDAY, start: '10:00', end: '11:00' }];
    const data = newCalendar({ specialists: [newSpecialist(1, { busy })] });
    const free = starts(data);
    expect(free).toContain('09:00');
    expect(free).toContain('11:00');
    expect(free.filter((time) => time > '09:00' && time < '11:00')).toEqual([]);
  });

  it('bookings on other dates do not block this one', () => {
    const busy = [{ date: '2026-03-03', start: '08:00', end: '20:00' }];
    expect(starts(newCalendar({ specialists: [newSpecialist(1, { busy })] }))).toHaveLength(45);
  });

  it('processing time leaves the specialist free for another client', () => {
    // An existing colour: 09:00-09:30 applying, 09:30-10:15 developing, 10:15-10:45 rinsing.
    const busy = [
      { id: 3, date: MONDAY, start: '09:00', end: '09:30' },
      { id: 3, date: MONDAY, start: '10:15', end: '10:45' },
    ];
    const data = newCalendar({
      specialists: [newSpecialist(1, { busy })],
      services: [newService(1, { duration: 30, specialistIds: [1] })],
    });
    expect(starts(data).filter((time) => time >= '09:00' && time < '11:00')).toEqual([
      '09:30',
      '09:45',
      '10:45',
    ]);
  });

  it('a service with processing time fits around a booking in its gap and returns its busy parts', () => {
    const busy = [{ id: 4, date: MONDAY, start: '09:30', end: '10:15' }];
    const colour = newService(1, {
      duration: 105,
      processing: { active: 30, processing: 45, finishing: 30 },
      specialistIds: [1],
    });
    const data = newCalendar({ specialists: [newSpecialist(1, { busy })], services: [colour] });
    const slot = findAvailability(data, newRequest()).days[0].slots.find((s) => s.start === '09:00');
    expect(slot?.services).toEqual([
      {
        serviceId: 1,
        specialistId: 1,
        start: '09:00',
        end: '10:45',
        busy: [
          { start: '09:00', end: '09:30' },
          { start: '10:15', end: '10:45' },
        ],
        alternativeSpecialistIds: [],
        resourceIds: [],
      },
    ]);
    expect(starts(data)).not.toContain('09:15');
  });
});

describe('"any" without alternatives', () => {
  it('finds the same starts and the same first free specialist, and looks for no one else', () => {
    const data = newCalendar({
      specialists: [
        newSpecialist(1, { busy: [{ id: 11, date: MONDAY, start: '09:00', end: '11:00' }] }),
        newSpecialist(2, { busy: [{ id: 12, date: MONDAY, start: '10:00', end: '12:00' }] }),
        newSpecialist(3, { busy: [{ id: 13, date: MONDAY, start: '08:00', end: '18:00' }] }),
      ],
      services: [newService(1, { specialistIds: [1, 2, 3], duration: 45 })],
    });
    const full = findAvailability(data, newRequest()).days[0].slots;
    const quick = findAvailability(data, newRequest({ alternatives: false })).days[0].slots;
    expect(quick.map((slot) => [slot.start, slot.services[0].specialistId])).toEqual(
      full.map((slot) => [slot.start, slot.services[0].specialistId]),
    );
    expect(full.find((slot) => slot.start === '08:00')?.services[0].alternativeSpecialistIds).toEqual([2]);
    expect(quick.every((slot) => slot.services[0].alternativeSpecialistIds.length === 0)).toBe(true);
    expect(full.find((slot) => slot.start === '08:30')?.services[0].specialistId).toBe(2);
    expect(full.some((slot) => slot.start === '10:15')).toBe(false);
  });
});
