// Builders for the availability tests and the benchmark: each test states only what matters to
// its rule. 2026-03-02 is a Monday; the site is open Monday to Saturday 08:00-20:00.
import type {
  AvailabilityRequest,
  CalendarData,
  ServiceDefinition,
  SpecialistCalendar,
} from './availability-types';
import type { SiteSchedule } from './schedule';

export const SITE_ID = 1;
export const MONDAY = '2026-03-02';
export const SUNDAY = '2026-03-01';

// Weekday -> [opening, closing]; weekdays left out get an inactive row (closed).
export function newWeek(hours: Record<number, [string, string]>): SiteSchedule[] {
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    const day = hours[weekday];
    return {
      weekday,
      is_active: Boolean(day),
      site_schedule_time_id: day ? { start_time: `${day[0]}:00`, end_time: `${day[1]}:00` } : null,
    };
  });
}

export const MONDAY_TO_SATURDAY = newWeek({
  1: ['08:00', '20:00'],
  2: ['08:00', '20:00'],
  3: ['08:00', '20:00'],
  4: ['08:00', '20:00'],
  5: ['08:00', '20:00'],
  6: ['08:00', '20:00'],
});

// Works the whole day at the site every weekday unless the test gives her windows: a specialist
// without windows works no hours (decision 011).
export const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  site_id: SITE_ID,
  weekday,
  start_time: '00:00',
  end_time: '23:59',
}));

export function newSpecialist(id: number, fields: Partial<SpecialistCalendar> = {}): SpecialistCalendar {
  return { id, name: `Especialista ${id}`, windows: ALL_WEEK, absences: [], busy: [], ...fields };
}

export function newService(id: number, fields: Partial<ServiceDefinition> = {}): ServiceDefinition {
  return { id, name: `Servicio ${id}`, duration: 60, specialistIds: [], ...fields };
}

// One service (id 1) of 60 minutes done by specialist 1, unless told otherwise.
export function newCalendar(fields: Partial<CalendarData> = {}): CalendarData {
  const specialists = fields.specialists ?? [newSpecialist(1)];
  return {
    siteId: SITE_ID,
    schedules: MONDAY_TO_SATURDAY,
    specialists,
    services: [newService(1, { specialistIds: specialists.map((s) => s.id) })],
    ...fields,
  };
}

// One day (Monday), "any" specialist for service 1, now long before.
export function newRequest(fields: Partial<AvailabilityRequest> = {}): AvailabilityRequest {
  return {
    services: [{ serviceId: 1, specialistId: null }],
    from: MONDAY,
    to: MONDAY,
    now: { date: '2026-02-01', time: '00:00' },
    ...fields,
  };
}
