// Random calendars for one Monday: what findAvailability offers must be clear of every busy
// range, absence and closed minute (checked naively here, not through the index), and must be
// exactly what checkBooking accepts, so the screen and the server never disagree.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findAvailability } from './availability';
import { MONDAY, newWeek, SITE_ID } from './availability-test-data';
import type { AvailabilityRequest, CalendarData, SpecialistCalendar } from './availability-types';
import { checkBooking } from './booking-check';
import { indexCalendar } from './calendar-index';
import { minutesToTime, TIME_SLOTS, timeToMinutes } from './time-slots';

const time = (minutes: number) => minutesToTime(minutes);

// Sorted distinct cut points paired up: ranges that never overlap, as the database keeps windows.
const ranges = (max: number) =>
  fc.uniqueArray(fc.integer({ min: 72, max: 287 }), { maxLength: max * 2 }).map((cuts) => {
    const sorted = [...cuts].sort((a, b) => a - b).map((cut) => cut * 5);
    const pairs: [number, number][] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2) {
      pairs.push([sorted[i], sorted[i + 1]]);
    }
    return pairs;
  });

// An absence window of up to four hours.
const span = fc
  .tuple(fc.integer({ min: 72, max: 287 }), fc.integer({ min: 1, max: 48 }))
  .map(([start, length]): [number, number] => [start * 5, Math.min((start + length) * 5, 1439)]);

const specialist = (id: number) =>
  fc
    .record({
      windows: fc.option(ranges(3), { nil: null, freq: 2 }),
      otherSite: fc.boolean(),
      absence: fc.oneof(fc.constant('none' as const), fc.constant('whole day' as const), span),
      busy: ranges(4),
    })
    .map(
      ({ windows, otherSite, absence, busy }): SpecialistCalendar => ({
        id,
        windows: (windows ?? []).map(([start, end]) => ({
          site_id: otherSite ? SITE_ID + 1 : SITE_ID,
          weekday: 1,
          start_time: time(start),
          end_time: time(end),
        })),
        absences:
          absence === 'none'
            ? []
            : [
                {
                  date_start: MONDAY,
                  date_end: MONDAY,
                  start_time: absence === 'whole day' ? null : time(absence[0]),
                  end_time: absence === 'whole day' ? null : time(absence[1]),
                },
              ],
        busy: busy.map(([start, end], index) => ({
          id: id * 100 + index,
          date: MONDAY,
          start: time(start),
          end: time(end),
        })),
      }),
    );

const service = (id: number) =>
  fc
    .record({
      duration: fc.integer({ min: 1, max: 36 }).map((n) => n * 5),
      processing: fc.option(
        fc.tuple(
          fc.integer({ min: 0, max: 60 }),
          fc.integer({ min: 1, max: 60 }),
          fc.integer({ min: 0, max: 60 }),
        ),
      ),
      specialistIds: fc.subarray([1, 2, 3], { minLength: 1 }),
    })
    .map(({ duration, processing, specialistIds }) => ({
      id,
      duration: processing ? processing[0] + processing[1] + processing[2] : duration,
      processing: processing
        ? { active: processing[0], processing: processing[1], finishing: processing[2] }
        : null,
      specialistIds,
    }));

const scenario = fc
  .record({
    open: fc.integer({ min: 72, max: 160 }).map((n) => n * 5),
    length: fc.integer({ min: 12, max: 200 }).map((n) => n * 5),
    specialists: fc.tuple(specialist(1), specialist(2), specialist(3)),
    services: fc.tuple(service(1), service(2)),
    requested: fc.array(
      fc.record({
        serviceId: fc.constantFrom(1, 2),
        specialistId: fc.oneof(fc.constant(null), fc.constantFrom(1, 2, 3)),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    // Mostly early, so that most days still have time left.
    nowMinutes: fc.integer({ min: 0, max: 1000 }),
    notice: fc.integer({ min: 0, max: 180 }),
  })
  .map(({ open, length, specialists, services, requested, nowMinutes, notice }) => {
    const close = Math.min(open + length, 1439);
    const data: CalendarData = {
      siteId: SITE_ID,
      schedules: newWeek({ 1: [time(open), time(close)] }),
      specialists: [...specialists],
      services: [...services],
    };
    const request: AvailabilityRequest = {
      services: requested,
      from: MONDAY,
      to: MONDAY,
      now: { date: MONDAY, time: time(nowMinutes) },
      minNoticeMinutes: notice,
    };
    return { data, request, open, close, earliest: nowMinutes + notice };
  });

const overlap = (a: [number, number], b: [number, number]) => a[0] < b[1] && b[0] < a[1];

describe('availability properties', () => {
  it('no returned slot overlaps a busy range or an absence, or leaves the opening hours or the notice', () => {
    fc.assert(
      fc.property(scenario, ({ data, request, open, close, earliest }) => {
        for (const slot of findAvailability(data, request).days.flatMap((day) => day.slots)) {
          expect(timeToMinutes(slot.start)).toBeGreaterThanOrEqual(Math.max(open, earliest));
          expect(timeToMinutes(slot.end)).toBeLessThanOrEqual(close);
          for (const assigned of slot.services) {
            const who = data.specialists.find((s) => s.id === assigned.specialistId)!;
            expect(data.services.find((s) => s.id === assigned.serviceId)!.specialistIds).toContain(who.id);
            for (const part of assigned.busy) {
              const range: [number, number] = [timeToMinutes(part.start), timeToMinutes(part.end)];
              for (const busy of who.busy) {
                expect(overlap(range, [timeToMinutes(busy.start), timeToMinutes(busy.end)])).toBe(false);
              }
              for (const absence of who.absences) {
                const window: [number, number] = absence.start_time
                  ? [timeToMinutes(absence.start_time), timeToMinutes(absence.end_time!)]
                  : [0, 1440];
                expect(overlap(range, window)).toBe(false);
              }
            }
          }
        }
      }),
      { numRuns: 300 },
    );
    // Hundreds of generated days: seconds on a busy machine.
  }, 60_000);

  it('a start is offered exactly when checkBooking accepts it, with the same specialists', () => {
    fc.assert(
      fc.property(scenario, ({ data, request }) => {
        const result = findAvailability(data, request);
        const offered = new Map((result.days[0]?.slots ?? []).map((slot) => [slot.start, slot]));
        for (const start of TIME_SLOTS) {
          const check = checkBooking(data, { ...request, date: MONDAY, start });
          expect(check.ok).toBe(offered.has(start));
          if (check.ok) {
            expect(check.booking).toEqual(offered.get(start));
          } else if (result.refused) {
            expect(check.problem.code).toBe(result.refused.code);
          }
        }
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  // The public booking keeps a day's index with the kept day (decision 029): every later
  // attempt on that day checks against the same prepared specialists.
  it('one kept index of a day answers every check of that day as a fresh index does', () => {
    fc.assert(
      fc.property(scenario, ({ data, request }) => {
        const kept = indexCalendar(data, { from: MONDAY, to: MONDAY });
        for (const start of TIME_SLOTS) {
          const booking = { ...request, date: MONDAY, start };
          expect(checkBooking(data, booking, kept)).toEqual(checkBooking(data, booking));
        }
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('refuses a kept index of another day or one that ignores bookings', () => {
    const data: CalendarData = {
      siteId: SITE_ID,
      schedules: newWeek({ 1: ['08:00', '18:00'] }),
      specialists: [],
      services: [],
    };
    const booking = { date: MONDAY, start: '10:00', services: [{ serviceId: 1, specialistId: null }] };
    expect(() =>
      checkBooking(data, booking, indexCalendar(data, { from: '2030-01-01', to: '2030-01-01' })),
    ).toThrow('kept index');
    expect(() =>
      checkBooking(data, booking, indexCalendar(data, { from: MONDAY, to: MONDAY, ignoreBusyIds: [7] })),
    ).toThrow('kept index');
  });
});
