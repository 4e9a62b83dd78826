// Which 15-minute start times are free for a booking of one or more services, day by day:
// the calendar's "next free slot" and the public booking page ask it; the server validates one
// booking with the same rules through checkBooking (booking-check.ts).
import type {
  AvailabilityRequest,
  AvailabilityResult,
  CalendarData,
  DayAvailability,
  FreeSlot,
} from './availability-types';
import {
  dayProblem,
  earliestStart,
  type Horizon,
  horizonOf,
  layOut,
  type ResolvedService,
  resolveServices,
  resourcesFor,
  toFreeSlot,
} from './booking-plan';
import { type BookingProblem, bookingProblem } from './booking-problems';
import {
  type CalendarIndex,
  indexCalendar,
  isFree,
  type PreparedSpecialist,
  specialistDay,
} from './calendar-index';
import { dateOfDayNumber, dayNumber, weekdayOfDayNumber } from './local-days';
import { openingHoursOf } from './schedule';
import { SLOT_STARTS } from './time-slots';

// A public request cannot make the server walk years of calendar.
export const MAX_RANGE_DAYS = 62;

type Search = {
  data: CalendarData;
  services: ResolvedService[];
  horizon: Horizon;
  from: number;
  to: number;
  alternatives: boolean;
  index: CalendarIndex;
  needsResources: boolean;
};

function prepare(data: CalendarData, request: AvailabilityRequest): Search | BookingProblem {
  const from = dayNumber(request.from);
  const asked = dayNumber(request.to);
  const horizon = horizonOf(request);
  const to = from === null || asked === null ? null : Math.min(asked, from + MAX_RANGE_DAYS - 1);
  // Service problems first, as checkBooking reports them, so both refuse with the same code.
  const scope = { from: request.from, to: to === null ? request.to : dateOfDayNumber(to) };
  const index = indexCalendar(data, scope);
  const services = resolveServices(index, data, request.services);
  if (!Array.isArray(services)) {
    return services;
  }
  if (from === null || to === null || horizon === null) {
    return bookingProblem('fecha_invalida');
  }
  const needsResources = services.some(({ service }) => (service.source.needs?.length ?? 0) > 0);
  return {
    data,
    services,
    horizon,
    from,
    to,
    alternatives: request.alternatives ?? true,
    index,
    needsResources,
  };
}

// Free starts of one day, up to `limit` of them.
function searchDay(search: Search, day: number, limit: number): DayAvailability {
  const weekday = weekdayOfDayNumber(day);
  const date = dateOfDayNumber(day);
  const opening = openingHoursOf(search.data.schedules, weekday);
  const unavailable = dayProblem(search.horizon, day, opening);
  const result: DayAvailability = { date, weekday, unavailable, slots: [] };
  if (unavailable || !opening) {
    return result;
  }
  const earliest = Math.max(opening.open, earliestStart(search.horizon, day));
  for (const start of SLOT_STARTS) {
    if (start < earliest) {
      continue;
    }
    const plan = start < opening.close ? layOut(search.services, start) : null;
    // Later starts end later too: once one overruns closing, the rest of the day does.
    if (!plan || plan.at(-1)!.end > opening.close) {
      break;
    }
    // Plain loops: this runs for every start of every day of the range (no closures per start).
    const free: PreparedSpecialist[][] = [];
    for (let position = 0; position < search.services.length; position++) {
      const parts = plan[position].busy;
      const found: PreparedSpecialist[] = [];
      for (const candidate of search.services[position].candidates) {
        if (isFree(specialistDay(candidate, day, weekday), parts)) {
          found.push(candidate);
          if (!search.alternatives) {
            break;
          }
        }
      }
      if (found.length === 0) {
        break;
      }
      free.push(found);
    }
    if (free.length < search.services.length) {
      continue;
    }
    const resources = search.needsResources ? resourcesFor(search.index, search.services, plan, day) : [];
    if (!Array.isArray(resources)) {
      continue;
    }
    result.slots.push(toFreeSlot(date, plan, search.services, free, resources));
    if (result.slots.length >= limit) {
      break;
    }
  }
  return result;
}

// Every day of from..to (at most MAX_RANGE_DAYS) with its free starts, each with the specialist
// assigned per service (first free one in CalendarData.specialists order for "any") and the
// busy parts to store.
export function findAvailability(data: CalendarData, request: AvailabilityRequest): AvailabilityResult {
  const search = prepare(data, request);
  if ('code' in search) {
    return { days: [], refused: search };
  }
  const days: DayAvailability[] = [];
  for (let day = search.from; day <= search.to; day++) {
    days.push(searchDay(search, day, Number.POSITIVE_INFINITY));
  }
  return { days, refused: null };
}

// The first free start in from..to, or null; stops at the first day that has one.
export function nextFreeSlot(data: CalendarData, request: AvailabilityRequest): FreeSlot | null {
  const search = prepare(data, request);
  if ('code' in search) {
    return null;
  }
  for (let day = search.from; day <= search.to; day++) {
    const found = searchDay(search, day, 1).slots[0];
    if (found) {
      return found;
    }
  }
  return null;
}
