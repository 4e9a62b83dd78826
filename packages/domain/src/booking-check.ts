// Is ONE proposed booking valid, and if not, why: the server calls it inside the transaction that
// writes the booking (the database's no-overlap constraint stays the last guard against races),
// the screens call it to explain a refused drag or time. Same rules as findAvailability.
import type { BookingCheck, CalendarData, ProposedBooking } from './availability-types';
import {
  dayProblem,
  horizonOf,
  layOut,
  type PlannedService,
  type ResolvedService,
  resolveServices,
  resourcesFor,
  startProblem,
  toFreeSlot,
} from './booking-plan';
import { type BookingProblem, bookingProblem } from './booking-problems';
import {
  type CalendarIndex,
  type Interval,
  indexCalendar,
  isFree,
  overlaps,
  type PreparedSpecialist,
  type SpecialistDay,
  specialistDay,
} from './calendar-index';
import { dayNumber, weekdayOfDayNumber } from './local-days';
import { openingHoursOf } from './schedule';
import { DAY_END_MINUTES, isGridTime, timeToMinutes } from './time-slots';

const fail = (problem: BookingProblem): BookingCheck => ({ ok: false, problem });

// What keeps a chosen specialist from the busy parts: absent first (it explains the most),
// then outside her windows, then the first booking in the way.
function specialistProblem(
  day: SpecialistDay,
  parts: Interval[],
  ids: { serviceIndex: number; serviceId: number; specialistId: number; specialistName?: string },
): BookingProblem | null {
  if (parts.some((part) => day.absences.some((absence) => overlaps(part, absence)))) {
    return bookingProblem('especialista_ausente', ids);
  }
  const inWindows = parts.every((part) =>
    day.windows.some((window) => window.start <= part.start && part.end <= window.end),
  );
  if (!inWindows) {
    return bookingProblem('fuera_de_disponibilidad', ids);
  }
  for (const part of parts) {
    const clash = day.busy.find((busy) => overlaps(part, busy));
    if (clash) {
      return bookingProblem('choque_con_reserva', {
        ...ids,
        bookingId: clash.id,
        from: clash.start,
        to: clash.end,
      });
    }
  }
  return null;
}

function whoIsFree(
  services: ResolvedService[],
  plan: PlannedService[],
  dayOf: (specialist: PreparedSpecialist) => SpecialistDay,
): PreparedSpecialist[][] | BookingProblem {
  const free: PreparedSpecialist[][] = [];
  for (const [serviceIndex, { service, candidates, chosen }] of services.entries()) {
    const parts = plan[serviceIndex].busy;
    const serviceId = service.source.id;
    if (chosen) {
      const specialist = candidates[0];
      const problem = specialistProblem(dayOf(specialist), parts, {
        serviceIndex,
        serviceId,
        specialistId: specialist.source.id,
        specialistName: specialist.source.name,
      });
      if (problem) {
        return problem;
      }
      free.push(candidates);
      continue;
    }
    const available = candidates.filter((candidate) => isFree(dayOf(candidate), parts));
    if (available.length === 0) {
      return bookingProblem('sin_especialista_libre', {
        serviceIndex,
        serviceId,
        serviceName: service.source.name,
      });
    }
    free.push(available);
  }
  return free;
}

// Checks in the order a person would explain them: the request itself, the clock, the site's
// hours, then each service's specialist. On success the booking comes back placed in time with
// the specialists ("any" resolved) and the busy parts to store. `kept`: an index of `data` kept
// with it (a kept day), so many checks of one unchanged day prepare its specialists once.
export function checkBooking(
  data: CalendarData,
  booking: ProposedBooking,
  kept?: CalendarIndex,
): BookingCheck {
  if (
    kept &&
    (kept.scope.from > booking.date ||
      kept.scope.to < booking.date ||
      kept.scope.ignoreBusyIds?.length ||
      booking.ignoreBusyIds?.length)
  ) {
    throw new Error("checkBooking: the kept index does not answer for this booking's day");
  }
  const index =
    kept ??
    indexCalendar(data, { from: booking.date, to: booking.date, ignoreBusyIds: booking.ignoreBusyIds });
  const day = dayNumber(booking.date);
  const horizon = horizonOf(booking);
  const services = resolveServices(index, data, booking.services);
  if (!Array.isArray(services)) {
    return fail(services);
  }
  if (day === null || horizon === null) {
    return fail(bookingProblem('fecha_invalida'));
  }
  if (!booking.followsAnother && !isGridTime(booking.start)) {
    return fail(bookingProblem('fuera_de_la_grilla'));
  }
  const weekday = weekdayOfDayNumber(day);
  const opening = openingHoursOf(data.schedules, weekday);
  const start = timeToMinutes(booking.start);
  const closed = dayProblem(horizon, day, opening);
  const late = closed === 'hora_pasada' ? closed : startProblem(horizon, day, start);
  if (late) {
    return fail(bookingProblem(late, { minutes: horizon.notice }));
  }
  if (closed === 'fuera_de_plazo') {
    return fail(bookingProblem('fuera_de_plazo', { days: booking.maxDaysAhead }));
  }
  if (!opening) {
    return fail(bookingProblem('dia_cerrado'));
  }
  if (start < opening.open) {
    return fail(bookingProblem('antes_de_apertura', { minutes: opening.open }));
  }
  if (start >= opening.close) {
    return fail(bookingProblem('despues_de_cierre', { minutes: opening.close }));
  }
  const plan = layOut(services, start);
  const end = plan ? plan.at(-1)!.end : DAY_END_MINUTES;
  if (!plan || end > opening.close) {
    return fail(bookingProblem('termina_despues_de_cierre', { minutes: opening.close, to: end }));
  }
  const free = whoIsFree(services, plan, (specialist) => specialistDay(specialist, day, weekday));
  if (!Array.isArray(free)) {
    return fail(free);
  }
  const resources = resourcesFor(index, services, plan, day);
  if (!Array.isArray(resources)) {
    return fail(resources);
  }
  return { ok: true, booking: toFreeSlot(booking.date, plan, services, free, resources) };
}
