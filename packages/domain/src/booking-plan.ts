// The steps the slot search and the booking check share: which specialists may do each
// requested service, the booking window (now, notice, horizon), and the services laid out one
// after another from a start time.
import type {
  AssignedService,
  BookingWindow,
  CalendarData,
  FreeSlot,
  ServiceRequest,
} from './availability-types';
import { type BookingProblem, bookingProblem } from './booking-problems';
import type { CalendarIndex, Interval, PreparedService, PreparedSpecialist } from './calendar-index';
import { dayNumber, minutesOfLocalTime } from './local-days';
import { pickResources } from './resource-index';
import type { OpeningHours } from './schedule';
import { cappedEnd, DAY_END_MINUTES, minutesToTime } from './time-slots';

const DAY = 24 * 60;

// candidates: who may do the service, in preference order; one when the client chose someone.
export type ResolvedService = {
  service: PreparedService;
  candidates: PreparedSpecialist[];
  chosen: boolean;
  // Rooms or machines chosen by hand (decision 053).
  resourceIds?: number[];
};

export function resolveServices(
  index: CalendarIndex,
  data: CalendarData,
  requests: ServiceRequest[],
): ResolvedService[] | BookingProblem {
  if (requests.length === 0) {
    return bookingProblem('reserva_vacia');
  }
  const resolved: ResolvedService[] = [];
  for (const [serviceIndex, request] of requests.entries()) {
    const service = index.services.get(request.serviceId);
    const ids = { serviceIndex, serviceId: request.serviceId };
    if (!service) {
      return bookingProblem('servicio_desconocido', ids);
    }
    const serviceName = service.source.name;
    if (service.length <= 0) {
      return bookingProblem('servicio_invalido', { ...ids, serviceName });
    }
    const offeredBy = new Set(service.source.specialistIds);
    if (request.specialistId !== null) {
      const specialist = index.specialist(request.specialistId);
      const who = { ...ids, specialistId: request.specialistId, serviceName };
      if (!specialist) {
        return bookingProblem('especialista_desconocido', who);
      }
      if (!offeredBy.has(specialist.source.id)) {
        return bookingProblem('no_ofrece_servicio', { ...who, specialistName: specialist.source.name });
      }
      resolved.push({ service, candidates: [specialist], chosen: true, resourceIds: request.resourceIds });
      continue;
    }
    const candidates = data.specialists
      .filter((specialist) => offeredBy.has(specialist.id))
      .map((specialist) => index.specialist(specialist.id)!);
    if (candidates.length === 0) {
      return bookingProblem('nadie_ofrece_servicio', { ...ids, serviceName });
    }
    resolved.push({ service, candidates, chosen: false, resourceIds: request.resourceIds });
  }
  return resolved;
}

// Absolute minutes (day number * 1440 + minute of the day) so notice may cross midnight.
export type Horizon = { now: number | null; notice: number; lastDay: number | null };

export function horizonOf(window: Partial<BookingWindow>): Horizon | null {
  if (!window.now) {
    return { now: null, notice: 0, lastDay: null };
  }
  const day = dayNumber(window.now.date);
  const minutes = minutesOfLocalTime(window.now.time);
  if (day === null || minutes === null) {
    return null;
  }
  const notice = Math.max(0, window.minNoticeMinutes ?? 0);
  const lastDay = window.maxDaysAhead === undefined ? null : day + window.maxDaysAhead;
  return { now: day * DAY + minutes, notice, lastDay };
}

// Why a whole day offers nothing; past days first, as the screen greys them out anyway.
export function dayProblem(horizon: Horizon, day: number, opening: OpeningHours | null) {
  if (horizon.now !== null && (day + 1) * DAY <= horizon.now) {
    return 'hora_pasada' as const;
  }
  if (horizon.lastDay !== null && day > horizon.lastDay) {
    return 'fuera_de_plazo' as const;
  }
  return opening ? null : ('dia_cerrado' as const);
}

// The first minute of `day` a booking may start at (may be negative: no limit that day).
export function earliestStart(horizon: Horizon, day: number): number {
  return horizon.now === null ? 0 : horizon.now + horizon.notice - day * DAY;
}

// A start before now, or before now + notice (the online page's minimum notice).
export function startProblem(horizon: Horizon, day: number, start: number) {
  if (horizon.now === null) {
    return null;
  }
  const at = day * DAY + start;
  if (at < horizon.now) {
    return 'hora_pasada' as const;
  }
  return at < horizon.now + horizon.notice ? ('aviso_minimo' as const) : null;
}

export type PlannedService = { start: number; end: number; busy: Interval[] };

// The rooms and machines each placed service of a booking would hold, or why not (decision 053).
export function resourcesFor(
  index: CalendarIndex,
  services: ResolvedService[],
  plan: PlannedService[],
  day: number,
): number[][] | BookingProblem {
  const picks: number[][] = [];
  const held: { id: number; parts: Interval[] }[] = [];
  for (let position = 0; position < services.length; position++) {
    const { service, resourceIds } = services[position];
    const picked = pickResources(
      index.resources,
      service.source.needs,
      plan[position],
      day,
      held,
      resourceIds,
      {
        serviceIndex: position,
        serviceId: service.source.id,
        serviceName: service.source.name,
      },
    );
    if (!Array.isArray(picked)) {
      return picked;
    }
    picks.push(picked);
  }
  return picks;
}

// Next service starts when the previous ends (its processing gap included); ends are capped at
// 23:59 like stored ends. null when a service would start at 23:59 or later: it cannot fit.
export function layOut(services: ResolvedService[], start: number): PlannedService[] | null {
  const planned: PlannedService[] = [];
  let cursor = start;
  for (const { service } of services) {
    if (cursor >= DAY_END_MINUTES) {
      return null;
    }
    // A loop, not map and filter: the slot search lays out every start of every day.
    const busy: Interval[] = [];
    for (const part of service.busy!) {
      const range = { start: cappedEnd(cursor, part.start), end: cappedEnd(cursor, part.end) };
      if (range.end > range.start) {
        busy.push(range);
      }
    }
    const end = cappedEnd(cursor, service.length);
    planned.push({ start: cursor, end, busy });
    cursor = end;
  }
  return planned;
}

export function toFreeSlot(
  date: string,
  plan: PlannedService[],
  services: ResolvedService[],
  free: PreparedSpecialist[][],
  resources: number[][] = [],
): FreeSlot {
  const assigned: AssignedService[] = plan.map((part, index) => ({
    serviceId: services[index].service.source.id,
    specialistId: free[index][0].source.id,
    start: minutesToTime(part.start),
    end: minutesToTime(part.end),
    busy: part.busy.map((range) => ({ start: minutesToTime(range.start), end: minutesToTime(range.end) })),
    alternativeSpecialistIds: services[index].chosen ? [] : free[index].slice(1).map((s) => s.source.id),
    resourceIds: resources[index] ?? [],
  }));
  return { date, start: assigned[0].start, end: assigned.at(-1)!.end, services: assigned };
}
