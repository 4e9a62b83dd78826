import { sql } from 'drizzle-orm';
import type { Services } from '../../access/operation';
import { enqueueSelected } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import { idArray } from '../../platform/sql';
import type { RequestContext } from '../../tenancy/context';
import type { Written } from '../calendar/written-reservations';
import { deliver } from '../messages/deliver';
import { links } from './links';
import { cancelledMail, confirmationMail, movedMail, reminderMail, templateBody } from './messages';
import { reminderHoursSql } from './public-company';
import { type ReservationDetails, reservationDetails } from './reservation-details';

// The e-mails about one booking (confirmed, moved, cancelled) and its reminder. Each is a job:
// queued in the transaction that changed the booking, sent after it commits, retried if the
// mail server fails, and read fresh when sent (a booking cancelled meanwhile is not confirmed).

// The client's side of a booking for deliver(): her contact, her preference, the reservation.
export function bookingOutgoing(details: ReservationDetails) {
  return {
    company_id: details.company_id,
    site_id: details.site_id,
    reservation_id: details.id,
    client_id: details.client_id,
    phone: details.client_phone,
    preference: details.client_channel,
  };
}

// The quick replies of the reminder's template: "Confirmo" and "Necesito cambiar" (decision 054).
export const REMINDER_REPLIES = (reservationId: number) => [
  `confirmo:${reservationId}`,
  `cambiar:${reservationId}`,
];

export function bookingMailJobs(services: Services): Record<string, JobHandler> {
  const { db, config } = services;
  const to = links(config);
  return {
    'booking.mail': async (payload, job) => {
      const details = await reservationDetails(db, undefined, Number(payload.reservation_id));
      const address = payload.to ? String(payload.to) : null;
      // A reservation without services has no time to tell.
      if (!details?.start) {
        return;
      }
      if (payload.event === 'cancelled') {
        const bookUrl = to.book(details.slug, details.site_id);
        await deliver(services, job, {
          ...bookingOutgoing(details),
          kind: 'cancelled',
          email: address,
          mail: (email) => cancelledMail(details, email, bookUrl),
          whatsapp: { body: templateBody(details, bookUrl) },
        });
        return;
      }
      if (details.status === 'cancelado') {
        return;
      }
      const moved = payload.event === 'moved';
      const compose = moved ? movedMail : confirmationMail;
      const manageUrl = to.manage(details.id);
      await deliver(services, job, {
        ...bookingOutgoing(details),
        kind: moved ? 'moved' : 'confirmation',
        email: address,
        mail: (email) => compose(details, email, manageUrl),
        whatsapp: { body: templateBody(details, manageUrl) },
      });
    },
    // Sent only if the booking still starts when it did when the reminder was planned.
    'booking.reminder': async (payload, job) => {
      const details = await reservationDetails(db, undefined, Number(payload.reservation_id));
      if (
        !details ||
        (!details.client_email && !details.client_phone) ||
        details.status !== 'confirmada' ||
        `${details.date} ${details.start}` !== payload.start
      ) {
        return;
      }
      const manageUrl = to.manage(details.id);
      await deliver(services, job, {
        ...bookingOutgoing(details),
        kind: 'reminder',
        email: details.client_email,
        mail: (email) => reminderMail(details, email, manageUrl),
        whatsapp: { body: templateBody(details, manageUrl), quickReplies: REMINDER_REPLIES(details.id) },
      });
    },
  };
}

// Plans the reminder of each written reservation: the company's hours before its first
// service, for a confirmed booking of a client with an e-mail or a phone, when that moment is still ahead.
// A moved booking gets a new reminder (the key holds the start); the old one finds the start
// changed and stays silent. The reservations are given by id or by one of their services. One
// statement: each reservation's start and its company's reminder hours are read where the jobs
// are written.
export async function planReminders(ctx: RequestContext, written: Written) {
  if (written.reservations.length === 0 && written.services.length === 0) {
    return;
  }
  await enqueueSelected(
    ctx.db,
    ctx.tx,
    sql`select 'booking.reminder', 'reminder:' || x.id || ':' || x.date || 'T' || x.start,
          jsonb_build_object('reservation_id', x.id, 'start', x.date || ' ' || x.start), x.run_at
        from (
          select r.id, r.date::text as date, to_char(min(srs.start_at), 'HH24:MI') as start,
            (r.date + min(srs.start_at)::time) at time zone s.time_zone - make_interval(hours => h.hours) as run_at,
            h.hours
          from service_reservation r
          join site s on s.id = r.site_id
          join client c on c.id = r.client_id
          join service_reservation_service srs on srs.service_reservation_id = r.id and not srs.is_cancelled
          left join setting st on st.subscriber_owner_company_id = r.subscriber_owner_company_id and st.key = 'reminder_hours'
          cross join lateral (select ${reminderHoursSql(sql`st.value`)} as hours) h
          where r.id = any(array(select unnest(${idArray(written.reservations)})
              union select x.service_reservation_id from service_reservation_service x where x.id = any(${idArray(written.services)})))
            and r.status = 'confirmada' and (c.email is not null or c.phone_digits is not null)
            and r.date >= sari_now()::date - 1
          group by r.id, s.time_zone, h.hours) x
        where x.hours > 0 and x.run_at > sari_now()`,
  );
}
