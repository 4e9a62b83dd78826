import { sql } from 'drizzle-orm';
import type { Services } from '../../access/operation';
import type { JobHandler } from '../../jobs/runner';
import type { Mail } from '../../platform/mailer';
import { deliver } from '../messages/deliver';
import { bookingOutgoing } from './booking-mails';
import { links } from './links';
import {
  cancelledMail,
  confirmationMail,
  movedMail,
  type Offer,
  ratingMail,
  reminderMail,
  waitlistOfferMail,
} from './messages';
import { type ReservationDetails, reservationDetails } from './reservation-details';

type Failed = {
  id: number;
  kind: string;
  company_id: number;
  site_id: number;
  reservation_id: number | null;
  client_id: number | null;
  queued_at: string;
  // The job that sent it: what else that job sent (e-mail already among its channels).
  job: string;
};

type Ready = { mail: (to: string) => Mail; email: string; details: ReservationDetails | null };

// The e-mail of a reservation's message, written again from the reservation as it stands.
async function reservationMail(services: Services, failed: Failed): Promise<Ready | null> {
  const { db, config } = services;
  const to = links(config);
  const details = failed.reservation_id
    ? await reservationDetails(db, undefined, failed.reservation_id)
    : null;
  if (!details?.client_email || !details.start) {
    return null;
  }
  const booking: Partial<Record<string, (email: string) => Mail>> = {
    confirmation: (email) => confirmationMail(details, email, to.manage(details.id)),
    moved: (email) => movedMail(details, email, to.manage(details.id)),
    cancelled: (email) => cancelledMail(details, email, to.book(details.slug, details.site_id)),
    reminder: (email) => reminderMail(details, email, to.manage(details.id)),
  };
  if (failed.kind === 'rating') {
    // The link is still unused: she has not rated meanwhile.
    const [open] = await db.rows<{ token: string }>(
      sql`select token from qualification where service_reservation_id = ${details.id} and used_at is null`,
    );
    return open
      ? {
          mail: (email) => ratingMail(details, email, to.rate(open.token)),
          email: details.client_email,
          details,
        }
      : null;
  }
  // A change or a cancellation told after the fact: the cancellation only while it stands, the
  // others only while the booking is still on.
  const stillTrue =
    failed.kind === 'cancelled' ? details.status === 'cancelado' : details.status !== 'cancelado';
  const compose = booking[failed.kind];
  return compose && stillTrue ? { mail: compose, email: details.client_email, details } : null;
}

// The waitlist offer has no reservation: the client's entry at that site whose offer was made
// last before the message was written, while she still waits and its time is ahead.
async function offerMail(services: Services, failed: Failed): Promise<Ready | null> {
  const { db, config } = services;
  const [entry] = await db.rows<Offer & { email: string | null; token: string }>(
    sql`select co.name as company, s.name as site, sv.name as service, sp.name as specialist,
          w.offer_date::text as date, to_char(w.offer_time, 'HH24:MI') as time,
          trim(concat_ws(' ', c.first_name, c.last_name)) as client, c.email, w.offer_token as token
        from waitlist_entry w
        join client c on c.id = w.client_id
        join site s on s.id = w.site_id
        join subscriber_owner_company co on co.id = w.subscriber_owner_company_id
        join service sv on sv.id = w.service_id
        join specialist sp on sp.id = w.offer_specialist_id
        where w.subscriber_owner_company_id = ${failed.company_id} and w.client_id = ${failed.client_id}
          and w.site_id = ${failed.site_id} and w.status = 'esperando' and w.offer_token is not null
          and w.offered_at <= ${failed.queued_at}::timestamptz
          and (w.offer_date + w.offer_time) at time zone s.time_zone > sari_now()
        order by w.offered_at desc, w.id desc limit 1`,
  );
  if (!entry?.email) {
    return null;
  }
  const claimUrl = links(config).claim(entry.token);
  return { mail: (email) => waitlistOfferMail(entry, email, claimUrl), email: entry.email, details: null };
}

// A WhatsApp message that Meta accepted and later reported failed: the same message by e-mail,
// once (the job's key is the log row), when the client has an address and the job that sent it
// did not already send it by e-mail (decision 059). Every kind a client is sent: the
// confirmation, the change, the cancellation, the reminder, the rating link and the waitlist
// offer; the answer inside a WhatsApp conversation (change_link) has no e-mail of its own.
export function mailFallbackJobs(services: Services): Record<string, JobHandler> {
  const { db } = services;
  return {
    'booking.mail-fallback': async (payload, job) => {
      const [failed] = await db.rows<Failed>(
        sql`select m.id, m.kind, m.subscriber_owner_company_id as company_id, m.site_id,
              m.service_reservation_id as reservation_id, m.client_id, m.queued_at::text as queued_at,
              split_part(m.send_key, ':', 1) as job
            from client_message m where m.id = ${Number(payload.message_id)} and m.status = 'failed'
              and not exists (select 1 from client_message e where e.channel = 'email' and e.kind = m.kind
                and split_part(e.send_key, ':', 1) = split_part(m.send_key, ':', 1))`,
      );
      if (!failed) {
        return;
      }
      const ready =
        failed.kind === 'waitlist_offer'
          ? await offerMail(services, failed)
          : await reservationMail(services, failed);
      if (!ready) {
        return;
      }
      await deliver(services, job, {
        ...(ready.details
          ? bookingOutgoing(ready.details)
          : {
              company_id: failed.company_id,
              site_id: failed.site_id,
              reservation_id: null,
              client_id: failed.client_id,
              phone: null,
              preference: null,
            }),
        kind: failed.kind as 'confirmation',
        email: ready.email,
        only: 'email',
        mail: ready.mail,
        whatsapp: { body: [] },
      });
    },
  };
}
