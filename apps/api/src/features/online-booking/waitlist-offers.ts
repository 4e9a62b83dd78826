import { randomBytes } from 'node:crypto';
import type { claimWaitlistOffer as contract } from '@sari/contracts/online-booking';
import { checkBooking } from '@sari/domain/booking-check';
import { nextGridTime } from '@sari/domain/time-slots';
import { wallClock } from '@sari/domain/zoned-time';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PublicContext, Services } from '../../access/operation';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import { ApiError, fromDatabaseError, notFound } from '../../platform/errors';
import { idSet } from '../../platform/sql';
import type { RequestContext } from '../../tenancy/context';
import { bookFromWaitlist } from '../calendar/book-from-waitlist';
import { loadCalendarData } from '../calendar/calendar-data';
import { waitlistMatches } from '../calendar/find-waitlist-matches';
import { deliver, type Outgoing } from '../messages/deliver';
import { bookingToken, links } from './links';
import { type Offer, offerTemplateBody, waitlistOfferMail } from './messages';
import { companyUser } from './public-company';

type Input = z.output<(typeof contract)['input']>;

// How many waiting clients hear of one freed slot; the first to claim it gets it.
const OFFERS_PER_SLOT = 3;

type Freed = { company: number; site: number; date: string; start: string; end: string; specialist: number };

// The times about to be freed (a reservation cancelled, moved or deleted; one of its services
// moved or deleted): each becomes a job that offers it to the waitlist once the change commits.
export async function offerFreedTimes(
  ctx: RequestContext,
  where: { reservations?: number[]; services?: number[] },
) {
  const filter = where.reservations
    ? sql`srs.service_reservation_id in ${idSet(where.reservations)}`
    : sql`srs.id in ${idSet(where.services ?? [])}`;
  const freed = await ctx.db.rows<Freed & { id: number }>(
    sql`select srs.id, srs.subscriber_owner_company_id as company, srs.site_id as site, srs.date::text as date,
          to_char(srs.start_at, 'HH24:MI') as start, to_char(srs.end_at, 'HH24:MI') as end, srs.specialist_id as specialist
        from service_reservation_service srs
        where ${filter} and not srs.is_cancelled and srs.date >= sari_now()::date - 1
          and srs.subscriber_owner_company_id = ${ctx.user.companyId}`,
    ctx.tx,
  );
  for (const { id, ...slot } of freed) {
    await enqueue(ctx.db, ctx.tx, {
      kind: 'waitlist.offer',
      key: `waitlist-offer:${id}:${slot.date}T${slot.start}`,
      payload: slot,
    });
  }
}

// Offers a freed time to the first waiting clients it fits (their days, hours, service and
// specialist), each by e-mail with a link of their own, if the time is still free and ahead.
export function waitlistJobs(services: Services): Record<string, JobHandler> {
  const { db, config } = services;
  const to = links(config);
  return {
    'waitlist.offer': async (payload, job) => {
      const slot = payload as unknown as Freed;
      // Written first, sent after the commit; a retry keeps the tokens already sent.
      const messages: Outgoing[] = [];
      await db.orm.transaction(async (tx) => {
        const user = await companyUser(db, tx, slot.company);
        const ctx: RequestContext = { db, tx, user };
        const [site] = await db.rows<{ name: string; time_zone: string; company: string }>(
          sql`select s.name, s.time_zone, co.name as company from site s
              join subscriber_owner_company co on co.id = s.subscriber_owner_company_id where s.id = ${slot.site}`,
          tx,
        );
        const now = wallClock(site.time_zone, db.clock.now());
        const matches = await waitlistMatches(ctx, {
          site_id: slot.site,
          date: slot.date,
          start: slot.start,
          end: slot.end,
          specialist_id: slot.specialist,
        });
        let offered = 0;
        for (const match of matches) {
          if (offered >= OFFERS_PER_SLOT) {
            break;
          }
          if (!match.email && !match.phone) {
            continue;
          }
          const time = nextGridTime([match.time_from, slot.start].sort()[1]);
          const data = await loadCalendarData(ctx, {
            siteId: slot.site,
            from: slot.date,
            to: slot.date,
            serviceIds: [match.service_id],
            specialistIds: [slot.specialist],
          });
          const check = checkBooking(data, {
            date: slot.date,
            start: time,
            services: [{ serviceId: match.service_id, specialistId: slot.specialist }],
            now: { date: now.date, time: now.time },
          });
          if (!check.ok) {
            continue;
          }
          const fresh = `${match.id}.${randomBytes(24).toString('base64url')}`;
          const [offer] = await db.rows<{ token: string }>(
            sql`update waitlist_entry set
                  offer_token = case when offer_date = ${slot.date}::date and offer_time = ${time}::time
                    and offer_specialist_id = ${slot.specialist} then offer_token else ${fresh} end,
                  offer_date = ${slot.date}, offer_time = ${time}, offer_specialist_id = ${slot.specialist}, offered_at = sari_now()
                where id = ${match.id} and status = 'esperando'
                returning offer_token as token`,
            tx,
          );
          if (!offer) {
            continue;
          }
          const specialist = data.specialists.find((row) => row.id === slot.specialist)?.name ?? '';
          const details: Offer = {
            company: site.company,
            site: site.name,
            service: match.service_name,
            specialist,
            date: slot.date,
            time,
            client: match.client_name,
          };
          const claimUrl = to.claim(offer.token);
          messages.push({
            kind: 'waitlist_offer',
            company_id: slot.company,
            site_id: slot.site,
            reservation_id: null,
            client_id: match.client_id,
            email: match.email,
            phone: match.phone,
            preference: match.message_channel,
            mail: (email) => waitlistOfferMail(details, email, claimUrl),
            whatsapp: { body: offerTemplateBody(details, claimUrl) },
          });
          offered++;
        }
      });
      for (const message of messages) {
        await deliver(services, job, message);
      }
    },
  };
}

// The link of an offer books the time for its client through the calendar's waitlist booking
// (placed and checked under the specialist's lock; the database refuses an overlap): the first
// claim wins, the others are told it is taken and stay on the list.
export async function claimWaitlistOffer(ctx: PublicContext, input: Input) {
  const [entry] = await ctx.db.rows<{
    id: number;
    company: number;
    status: string;
    offer_date: string;
    offer_time: string;
    offer_specialist_id: number;
    service_reservation_id: number | null;
    email: string | null;
    time_zone: string;
  }>(
    sql`select w.id, w.subscriber_owner_company_id as company, w.status, w.offer_date::text as offer_date,
          to_char(w.offer_time, 'HH24:MI') as offer_time, w.offer_specialist_id, w.service_reservation_id, c.email, s.time_zone
        from waitlist_entry w join client c on c.id = w.client_id join site s on s.id = w.site_id
        where w.offer_token = ${input.token} for update of w`,
    ctx.tx,
  );
  if (!entry) {
    throw notFound('Esta oferta ya no existe o el enlace no es válido.');
  }
  if (entry.status !== 'esperando') {
    throw new ApiError(
      'CONFLICT',
      entry.status === 'reservado'
        ? 'Ya tienes una cita desde la lista de espera.'
        : 'Esta solicitud de la lista de espera se canceló.',
    );
  }
  const now = wallClock(entry.time_zone, ctx.db.clock.now());
  if (`${entry.offer_date} ${entry.offer_time}` <= `${now.date} ${now.time}`) {
    throw new ApiError('CONFLICT', 'Este horario ya pasó. Seguirás en la lista de espera.');
  }
  const user = await companyUser(ctx.db, ctx.tx, entry.company);
  let booked: { reservation_id: number };
  try {
    booked = await bookFromWaitlist(
      { ...ctx, user },
      {
        id: entry.id,
        date: entry.offer_date,
        time: entry.offer_time,
        specialist_id: entry.offer_specialist_id,
      },
    );
  } catch (error) {
    const known = error instanceof ApiError ? error : fromDatabaseError(error);
    if (known?.status === 409) {
      throw new ApiError(
        'SCHEDULE_CONFLICT',
        'Otra persona de la lista de espera tomó este horario primero. Seguirás en la lista.',
      );
    }
    throw error;
  }
  await ctx.db.rows(
    sql`update service_reservation set is_online = true where id = ${booked.reservation_id}`,
    ctx.tx,
  );
  if (entry.email) {
    await enqueue(ctx.db, ctx.tx, {
      kind: 'booking.mail',
      key: `booking-confirmed:${booked.reservation_id}`,
      payload: { reservation_id: booked.reservation_id, to: entry.email, event: 'confirmed' },
    });
    ctx.afterCommit(async () => ctx.services.wakeJobs());
  }
  return {
    reservation_id: booked.reservation_id,
    token: bookingToken(ctx.services.config, booked.reservation_id),
    date: entry.offer_date,
    start: entry.offer_time,
  };
}
