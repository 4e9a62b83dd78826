import { randomBytes } from 'node:crypto';
import { zonedInstant } from '@sari/domain/zoned-time';
import { sql } from 'drizzle-orm';
import type { Services } from '../../access/operation';
import { enqueue, enqueueSelected } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import type { RequestContext } from '../../tenancy/context';
import { deliver } from '../messages/deliver';
import { bookingOutgoing } from './booking-mails';
import { links } from './links';
import { type LowRating, lowRatingMail, ratingMail, templateBody } from './messages';
import { reservationDetails } from './reservation-details';

// A rating of 1 or 2 (service or specialist) alerts the managers at once.
export const LOW_RATING = 2;

// A visit was charged: its client will get the one-time rating link when the visit is over (its
// last service's end at the site's wall clock, by the business clock), never before: a visit paid
// ahead is rated after it happens. The job reads the visit again then (a cancelled one stays silent).
export async function requestRating(ctx: RequestContext, reservationId: number) {
  await enqueueSelected(
    ctx.db,
    ctx.tx,
    sql`select 'rating.request', 'rating:' || r.id, jsonb_build_object('reservation_id', r.id),
          greatest(sari_now(), coalesce(max(srs.end_at) at time zone s.time_zone, sari_now()))
        from service_reservation r
        join site s on s.id = r.site_id
        left join service_reservation_service srs on srs.service_reservation_id = r.id and not srs.is_cancelled
        where r.id = ${reservationId}
        group by r.id, s.time_zone`,
  );
}

type Visit = {
  id: number;
  company: string;
  company_id: number;
  site_id: number;
  site: string;
  date: string;
  services: string[];
  specialist: string | null;
  client_id: number | null;
  client: string;
  phone: string | null;
  used_at: string | null;
  service_rating: number | null;
  specialist_rating: number | null;
  comment: string | null;
};

export async function visitOf(
  ctx: Pick<RequestContext, 'db' | 'tx'>,
  where: ReturnType<typeof sql>,
  lock = false,
) {
  const [visit] = await ctx.db.rows<Visit>(
    sql`select q.id, co.name as company, co.id as company_id, s.id as site_id, s.name as site, r.date::text as date,
          coalesce((select array_agg(sv.name order by srs.start_at) from service_reservation_service srs
            join service sv on sv.id = srs.service_id where srs.service_reservation_id = r.id and not srs.is_cancelled), '{}') as services,
          sp.name as specialist, c.id as client_id, trim(concat_ws(' ', c.first_name, c.last_name)) as client, c.phone,
          q.used_at, q.service_rating, q.specialist_rating, q.comment
        from qualification q
        join service_reservation r on r.id = q.service_reservation_id
        join site s on s.id = r.site_id
        join subscriber_owner_company co on co.id = q.subscriber_owner_company_id
        left join specialist sp on sp.id = q.specialist_id
        left join client c on c.id = q.client_id
        where ${where} ${lock ? sql`for update of q` : sql``}`,
    ctx.tx,
  );
  return visit;
}

export const lowRatingOf = (
  visit: Visit & { service_rating: number; specialist_rating: number },
): LowRating => ({
  company: visit.company,
  client: visit.client,
  phone: visit.phone,
  date: visit.date,
  site: visit.site,
  services: visit.services,
  specialist: visit.specialist,
  service_rating: visit.service_rating,
  specialist_rating: visit.specialist_rating,
  comment: visit.comment,
});

export function ratingJobs(services: Services): Record<string, JobHandler> {
  const { db, config, mailer } = services;
  const to = links(config);
  return {
    // The link is made when it is sent: one per visit, to a client with an e-mail or a phone.
    'rating.request': async (payload, job) => {
      const details = await reservationDetails(db, undefined, Number(payload.reservation_id));
      if (!details || (!details.client_email && !details.client_phone) || details.status === 'cancelado') {
        return;
      }
      // Moved to a later time after it was paid: the link waits for the visit's new end.
      const end = zonedInstant(details.date, details.end || '00:00', details.time_zone);
      if (end.getTime() > db.clock.now().getTime()) {
        await enqueue(db, undefined, {
          kind: 'rating.request',
          key: `rating:${details.id}:${end.toISOString()}`,
          payload: { reservation_id: details.id },
          runAt: end,
        });
        return;
      }
      const token = `${details.id}.${randomBytes(24).toString('base64url')}`;
      const [made] = await db.rows<{ token: string }>(
        sql`insert into qualification (subscriber_owner_company_id, service_reservation_id, client_id, specialist_id, token)
            select ${details.company_id}, ${details.id}, ${details.client_id}, ${details.services[0]?.specialist_id ?? null}, ${token}
            where not exists (select 1 from qualification where service_reservation_id = ${details.id})
            returning token`,
      );
      const [existing] = made
        ? [made]
        : await db.rows<{ token: string; used_at: string | null }>(
            sql`select token, used_at from qualification where service_reservation_id = ${details.id} and used_at is null`,
          );
      if (existing) {
        const rateUrl = to.rate(existing.token);
        await deliver(services, job, {
          ...bookingOutgoing(details),
          kind: 'rating',
          email: details.client_email,
          mail: (email) => ratingMail(details, email, rateUrl),
          whatsapp: { body: templateBody(details, rateUrl) },
        });
      }
    },
    // Every active administrator who works at the visit's site.
    'rating.alert': async (payload) => {
      const visit = await visitOf({ db }, sql`q.id = ${Number(payload.qualification_id)}`);
      if (!visit || visit.service_rating === null || visit.specialist_rating === null) {
        return;
      }
      const managers = await db.rows<{ email: string }>(
        sql`select distinct u.email from sari_user u
            join sari_user_role ur on ur.sari_user_id = u.id
            join sari_role ro on ro.id = ur.sari_role_id and ro.system_key = 'administrador'
            where u.subscriber_owner_company_id = ${visit.company_id} and u.is_active
              and (not exists (select 1 from sari_user_sites us where us.sari_user_id = u.id)
                or exists (select 1 from sari_user_sites us where us.sari_user_id = u.id and us.site_id = ${visit.site_id}))`,
      );
      const rating = lowRatingOf(visit as Visit & { service_rating: number; specialist_rating: number });
      for (const manager of managers) {
        await mailer.send(
          lowRatingMail(rating, manager.email, visit.client_id ? to.client(visit.client_id) : config.baseUrl),
        );
      }
    },
  };
}
