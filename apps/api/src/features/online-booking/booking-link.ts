import { addDays } from '@sari/domain/local-days';
import { wallClock } from '@sari/domain/zoned-time';
import { sql } from 'drizzle-orm';
import type { OperationContext, PublicContext } from '../../access/operation';
import { enqueue } from '../../jobs/queue';
import { ApiError, notFound } from '../../platform/errors';
import { verifyToken } from '../../platform/signed-token';
import { companyUser, onlineRules } from './public-company';
import { canChange, type ReservationDetails, reservationDetails } from './reservation-details';

// What the booking-link use-cases (show, cancel, move a public booking) share: the reservation
// a link names, what the visitor sees of it, when it may still change, and the client's e-mail.
const GONE = 'Este enlace no es válido o la cita ya no existe.';

// A booking link lives until some days after its visit (decision 016): until the visit it shows,
// moves and cancels it; after it, it only shows it; then it is refused.
export const LINK_DAYS_AFTER_VISIT = 7;

const EXPIRED = `Este enlace venció: sirve hasta ${LINK_DAYS_AFTER_VISIT} días después de la cita. Si necesitas algo de esa cita, llama a la sede.`;

// The reservation a booking link names, with its company's rules; the row is locked so a
// cancel and a move from two tabs happen one after the other.
export async function linked(ctx: PublicContext, token: string) {
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

export function view(details: ReservationDetails, cancelHours: number, now: Date) {
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

export function refuseChange(details: ReservationDetails, cancelHours: number, now: Date) {
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

export async function mailClient(
  ctx: PublicContext,
  details: ReservationDetails,
  event: 'moved' | 'cancelled',
) {
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
