import { checkBooking } from '@sari/domain/booking-check';
import type { BookingProblem } from '@sari/domain/booking-problems';
import { endTime, formatTime12h } from '@sari/domain/time-slots';
import { sql } from 'drizzle-orm';
import { inScope } from '../../access/sql-scope';
import type { Row } from '../../items/hooks';
import { ApiError, badPayload } from '../../platform/errors';
import type { RequestContext } from '../../tenancy/context';
import { loadCalendarData } from './calendar-data';

// What a reservation service is made of when it is placed: the row's values over its current ones.
export type Placement = {
  id?: number;
  reservationId: number;
  serviceId: number;
  specialistId: number;
  time: string;
  duration?: number;
};

// What placing a service reads, in one statement: its reservation (day, site, status), the
// service's length, whether another service of the reservation ends where this one starts (a
// consecutive booking), and the service's price at the reservation's site. The same statement
// takes the specialist's day (below) unless the reservation is cancelled.
type Facts = {
  date: string;
  status: string;
  site_id: number;
  duration: number | null;
  follows: boolean;
  price: number | null;
};

// One booking of a specialist's day at a time: the check that follows (on a read made after the
// lock, in a statement of its own, so it sees what the lock's last holder committed) and the
// insert after it are not raced by another request for the same specialist and day, so the clash
// it names is the real one (the exclusion constraint stays the last guard). A booking only ever
// clashes within its own day, so other days (and other specialists) book in parallel. The one-key
// (bigint) form, a hash of the three parts, is a space apart from the two-key locks (7302: a
// client's balance). A cancelled reservation's services are only placed, never checked: no lock.
async function factsAndLock(ctx: RequestContext, placement: Placement, start: string): Promise<Facts> {
  const [facts] = await ctx.db.prepared<Facts>(
    sql`select r.date::text as date, r.status, r.site_id,
          (select duration from service s where s.id = ${placement.serviceId} and ${inScope(ctx, 'service', 's')}) as duration,
          exists (select 1 from service_reservation_service o where o.service_reservation_id = r.id
            and o.end_at = r.date + ${`${start}:00`}::time and o.id <> ${placement.id ?? 0}) as follows,
          (select price from service_site_price p where p.service_id = ${placement.serviceId} and p.site_id = r.site_id) as price,
          case when r.status <> 'cancelado' then
            pg_advisory_xact_lock(hashtextextended('7301:' || ${placement.specialistId}::int || ':' || r.date::text, 0)) end as locked
        from service_reservation r
        where r.id = ${Number(placement.reservationId)} and ${inScope(ctx, 'service_reservation', 'r')}`,
    ctx.tx,
  );
  if (!facts) {
    throw badPayload('La reserva no existe.');
  }
  return facts;
}

// "Ana ya atiende a Laura Gómez (Corte de cabello) de 10:00 AM a 10:45 AM."
async function clashError(ctx: RequestContext, problem: BookingProblem): Promise<ApiError> {
  const [clash] = await ctx.db.rows<{
    who: string;
    client: string | null;
    service: string;
    start: string;
    finish: string;
  }>(
    sql`select sp.name as who, nullif(trim(concat_ws(' ', c.first_name, c.last_name)), '') as client, s.name as service,
          to_char(srs.start_at, 'HH24:MI') as start, to_char(srs.end_at, 'HH24:MI') as finish
        from service_reservation_service srs
        join specialist sp on sp.id = srs.specialist_id
        join service s on s.id = srs.service_id
        join service_reservation r on r.id = srs.service_reservation_id
        left join client c on c.id = r.client_id
        where srs.id = ${Number(problem.bookingId)} and ${inScope(ctx, 'service_reservation_service', 'srs', { allSites: true })}`,
    ctx.tx,
  );
  const message = clash
    ? `${clash.who} ya atiende a ${clash.client ?? 'otro cliente'} (${clash.service}) de ${formatTime12h(clash.start)} a ${formatTime12h(clash.finish)}.`
    : problem.message;
  return new ApiError('SCHEDULE_CONFLICT', message, {
    reason: problem.code,
    service_reservation_service_id: problem.bookingId ?? null,
  });
}

export async function problemError(ctx: RequestContext, problem: BookingProblem): Promise<ApiError> {
  if (problem.code === 'choque_con_reserva') {
    return clashError(ctx, problem);
  }
  if (problem.code === 'recurso_ocupado') {
    return new ApiError('SCHEDULE_CONFLICT', problem.message, {
      reason: problem.code,
      service_reservation_service_id: problem.bookingId ?? null,
    });
  }
  return new ApiError('BUSINESS_RULE', problem.message, { reason: problem.code });
}

async function specialistName(ctx: RequestContext, specialistId: number) {
  const [row] = await ctx.db.rows<{ name: string }>(
    sql`select name from specialist sp where sp.id = ${specialistId} and ${inScope(ctx, 'specialist', 'sp')}`,
    ctx.tx,
  );
  return row?.name ?? 'El especialista';
}

// Places a reservation service in time and checks it against every rule of the calendar: the
// site's hours and closed days, the 15-minute grid, that the specialist works at the site, offers
// the service, is available and not absent, and is free (busy parts only: a processing gap is
// free). Writes the derived columns into `row`. A cancelled reservation's service is only placed.
// Answers the service's price at the reservation's site (null when it has none there).
export async function placeService(ctx: RequestContext, row: Row, placement: Placement) {
  const start = placement.time.slice(0, 5);
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(start)) {
    throw badPayload('La hora del servicio va en formato HH:mm.');
  }
  const parent = await factsAndLock(ctx, placement, start);
  row.date = parent.date;
  row.site_id = parent.site_id;
  row.is_cancelled = parent.status === 'cancelado';
  if (parent.duration === null) {
    throw badPayload('El servicio no existe.');
  }
  const duration = placement.duration ?? parent.duration;
  row.duration = duration;
  if (row.is_cancelled) {
    row.start_at = `${parent.date} ${start}:00`;
    row.end_at = `${parent.date} ${endTime(start, duration)}`;
    row.processing_start_at = null;
    row.processing_end_at = null;
    return { price: parent.price };
  }
  const data = await loadCalendarData(ctx, {
    siteId: parent.site_id,
    from: parent.date,
    to: parent.date,
    serviceIds: [placement.serviceId],
    specialistIds: [placement.specialistId],
    durations: new Map([[placement.serviceId, duration]]),
    resources: false,
  });
  if (data.specialists.length === 0) {
    throw new ApiError(
      'BUSINESS_RULE',
      `${await specialistName(ctx, placement.specialistId)} no atiende en esta sede o está inactivo.`,
      { reason: 'especialista_desconocido' },
    );
  }
  const check = checkBooking(data, {
    date: parent.date,
    start,
    services: [{ serviceId: placement.serviceId, specialistId: placement.specialistId }],
    ignoreBusyIds: placement.id ? [placement.id] : [],
    followsAnother: parent.follows,
  });
  if (!check.ok) {
    throw await problemError(ctx, check.problem);
  }
  const [placed] = check.booking.services;
  const gap = gapOf(placed);
  row.start_at = `${parent.date} ${placed.start}:00`;
  row.end_at = `${parent.date} ${placed.end}:00`;
  row.processing_start_at = gap ? `${parent.date} ${gap.start}:00` : null;
  row.processing_end_at = gap ? `${parent.date} ${gap.end}:00` : null;
  return { price: parent.price };
}

// The processing gap is what the busy parts leave uncovered between the start and the end.
function gapOf(placed: { start: string; end: string; busy: { start: string; end: string }[] }) {
  const [first, second] = placed.busy;
  if (second) {
    return { start: first.end, end: second.start };
  }
  if (first && first.start > placed.start) {
    return { start: placed.start, end: first.start };
  }
  if (first && first.end < placed.end) {
    return { start: first.end, end: placed.end };
  }
  return null;
}
