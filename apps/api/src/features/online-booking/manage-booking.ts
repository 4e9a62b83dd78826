import type { movePublicBooking as moveContract } from '@sari/contracts/online-booking';
import { checkBooking } from '@sari/domain/booking-check';
import { addDays } from '@sari/domain/local-days';
import { wallClock } from '@sari/domain/zoned-time';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext, PublicContext } from '../../access/operation';
import { updateItems } from '../../items/write';
import { enqueue } from '../../jobs/queue';
import { ApiError, fromDatabaseError, notFound } from '../../platform/errors';
import { verifyToken } from '../../platform/signed-token';
import { getCollection } from '../../tenancy/meta';
import { loadCalendarData } from '../calendar/calendar-data';
import { heldSale } from '../calendar/paid-visit';
import { noticeOnlineChange } from './online-notices';
import { companyUser, onlineRules } from './public-company';
import { canChange, type ReservationDetails, reservationDetails } from './reservation-details';

type MoveInput = z.output<(typeof moveContract)['input']>;

const GONE = 'Este enlace no es válido o la cita ya no existe.';

// A booking link lives until some days after its visit (decision 016): until the visit it shows,
// moves and cancels it; after it, it only shows it; then it is refused.
export const LINK_DAYS_AFTER_VISIT = 7;
const EXPIRED = `Este enlace venció: sirve hasta ${LINK_DAYS_AFTER_VISIT} días después de la cita. Si necesitas algo de esa cita, llama a la sede.`;

// The reservation a booking link names, with its company's rules; the row is locked so a
// cancel and a move from two tabs happen one after the other.
async function linked(ctx: PublicContext, token: string) {
  const id = verifyToken(ctx.services.config.authSecret, 'booking', token);
  if (!id) {
    throw notFound(GONE);
  }
  await ctx.db.rows(sql`select id from service_reservation where id = ${id} for update`, ctx.tx);
  const details = await reservationDetails(ctx.db, ctx.tx, id);
  if (!details) {
    throw notFound(GONE);
  }
  if (addDays(details.date, LINK_DAYS_AFTER_VISIT) < wallClock(details.time_zone, ctx.db.clock.now()).date) {
    throw new ApiError('GONE', EXPIRED, { reason: 'enlace_vencido' });
  }
  const rules = await onlineRules(ctx.db, ctx.tx, details.company_id);
  const octx: OperationContext = { ...ctx, user: await companyUser(ctx.db, ctx.tx, details.company_id) };
  return { details, rules, octx };
}

function view(details: ReservationDetails, cancelHours: number, now: Date) {
  return {
    company: details.company,
    site: details.site,
    address: details.address,
    date: details.date,
    start: details.start,
    end: details.end,
    status: details.status,
    services: details.services.map((service) => ({
      name: service.name,
      specialist: service.specialist,
      start: service.start,
    })),
    deposit: details.deposit,
    can_change: canChange(details, cancelHours, now),
    cancel_hours: cancelHours,
    slug: details.slug,
    site_id: details.site_id,
    service_ids: details.services.map((service) => service.service_id),
  };
}

function refuseChange(details: ReservationDetails, cancelHours: number, now: Date) {
  if (details.status === 'cancelado') {
    throw new ApiError('CONFLICT', 'Esta cita ya está cancelada.');
  }
  if (!canChange(details, cancelHours, now)) {
    throw new ApiError(
      'BUSINESS_RULE',
      details.status === 'confirmada'
        ? `Las citas se cambian o cancelan en línea hasta ${cancelHours} horas antes. Llama a la sede, por favor.`
        : 'Esta cita ya no se puede cambiar en línea. Llama a la sede, por favor.',
    );
  }
}

async function mailClient(ctx: PublicContext, details: ReservationDetails, event: 'moved' | 'cancelled') {
  if (!details.client_email) {
    return;
  }
  await enqueue(ctx.db, ctx.tx, {
    kind: 'booking.mail',
    key: `booking-${event}:${details.id}:${ctx.db.clock.now().getTime()}`,
    payload: { reservation_id: details.id, to: details.client_email, event },
  });
  ctx.afterCommit(async () => ctx.services.wakeJobs());
}

export async function publicBooking(ctx: PublicContext, input: { token: string }) {
  const { details, rules } = await linked(ctx, input.token);
  return view(details, rules.cancel_hours, ctx.db.clock.now());
}

// Cancelled through the items engine, as the calendar would: the time is freed (and offered to
// the waitlist), open calendars hear of it, and the client gets a note.
export async function cancelPublicBooking(ctx: PublicContext, input: { token: string }) {
  const { details, rules, octx } = await linked(ctx, input.token);
  refuseChange(details, rules.cancel_hours, ctx.db.clock.now());
  // The client's words for the calendar's rule (the hook refuses it anyway, paid-visit.ts).
  if (await heldSale(octx, details.id)) {
    throw new ApiError(
      'CONFLICT',
      'Esta cita ya está pagada, así que no se cancela desde el enlace. Llama a la sede para cancelarla y acordar la devolución de tu dinero.',
      { reason: 'cita_pagada' },
    );
  }
  await updateItems(octx, getCollection('service_reservation')!, [
    {
      id: details.id,
      status: 'cancelado',
      cancel_reason: 'Cancelada por el cliente desde el enlace de su cita',
    },
  ]);
  const after = (await reservationDetails(ctx.db, ctx.tx, details.id))!;
  await mailClient(ctx, after, 'cancelled');
  await noticeOnlineChange(ctx, after, 'cancelled');
  return view(after, rules.cancel_hours, ctx.db.clock.now());
}

// Same services, another day or time: each keeps its specialist when free, else any online
// specialist of the site takes it. The new time follows the online rules like a new booking.
export async function movePublicBooking(ctx: PublicContext, input: MoveInput) {
  const { details, rules, octx } = await linked(ctx, input.token);
  refuseChange(details, rules.cancel_hours, ctx.db.clock.now());
  const now = wallClock(details.time_zone, ctx.db.clock.now());
  const online = await ctx.db.rows<{ id: number }>(
    sql`select sp.id from specialist sp where sp.subscriber_owner_company_id = ${details.company_id}
          and sp.is_active and sp.online_booking
          and exists (select 1 from specialist_site ss where ss.specialist_id = sp.id and ss.site_id = ${details.site_id})`,
    ctx.tx,
  );
  const ownIds = details.services.map((service) => service.specialist_id);
  const data = await loadCalendarData(octx, {
    siteId: details.site_id,
    from: input.date,
    to: input.date,
    serviceIds: [...new Set(details.services.map((service) => service.service_id))],
    specialistIds: [...new Set([...ownIds, ...online.map((row) => row.id)])],
  });
  // The reservation's own time does not stand in its way.
  const own = new Set(details.services.map((service) => service.id));
  for (const specialist of data.specialists) {
    specialist.busy = specialist.busy.filter((part) => !own.has(Number(part.id)));
  }
  const window = {
    now: { date: now.date, time: now.time },
    minNoticeMinutes: rules.min_notice_minutes,
    maxDaysAhead: rules.max_days,
  };
  const attempt = (keep: boolean) =>
    checkBooking(data, {
      date: input.date,
      start: input.time,
      services: details.services.map((service) => ({
        serviceId: service.service_id,
        specialistId: keep ? service.specialist_id : null,
      })),
      ...window,
    });
  let check = attempt(true);
  if (
    !check.ok &&
    ['choque_con_reserva', 'especialista_ausente', 'fuera_de_disponibilidad'].includes(check.problem.code)
  ) {
    check = attempt(false);
  }
  if (!check.ok) {
    const taken = ['choque_con_reserva', 'sin_especialista_libre'].includes(check.problem.code);
    throw new ApiError(
      taken ? 'SCHEDULE_CONFLICT' : 'BUSINESS_RULE',
      taken ? 'Ese horario ya está ocupado. Elige otro, por favor.' : check.problem.message,
      { reason: check.problem.code },
    );
  }
  try {
    await updateItems(octx, getCollection('service_reservation')!, [
      {
        id: details.id,
        date: input.date,
        service_reservation_service: {
          update: check.booking.services.map((service, index) => ({
            id: details.services[index].id,
            service_time: service.start,
            specialist_id: service.specialistId,
          })),
        },
      },
    ]);
  } catch (error) {
    const known = error instanceof ApiError ? error : fromDatabaseError(error);
    if (known?.status === 409) {
      throw new ApiError('SCHEDULE_CONFLICT', 'Ese horario se acaba de ocupar. Elige otro, por favor.');
    }
    throw error;
  }
  const after = (await reservationDetails(ctx.db, ctx.tx, details.id))!;
  await mailClient(ctx, after, 'moved');
  await noticeOnlineChange(ctx, after, 'moved');
  return view(after, rules.cancel_hours, ctx.db.clock.now());
}
