import { type SQL, sql } from 'drizzle-orm';
import type { PublicContext } from '../../access/operation';
import { notFound } from '../../platform/errors';
import { idSet } from '../../platform/sql';
import { type KeptDays, keptDaysOf, WHOLE_COMPANY } from '../../shared/kept-days';
import { companyBySlug } from './public-company';

export type OnlineOffer = {
  site: { id: number; name: string; time_zone: string };
  // The client owes this before the visit: the sum of the chosen services' online deposits.
  deposit: number;
  // Who may be booked online at the site for these services (a chosen one, or everyone).
  specialistIds: number[];
};

type Found = {
  site: OnlineOffer['site'] | null;
  services: { id: number; online_deposit: number }[];
  specialists: number[];
};
type Question = { site_id: number; service_ids: number[]; specialist_id: number | null };

// The online offer's columns over the company row c of companyBySlug's statement.
function offerColumns(question: Question): SQL {
  const { site_id: siteId, service_ids: serviceIds, specialist_id: specialistId } = question;
  return sql`(select json_build_object('id', id, 'name', name, 'time_zone', time_zone) from site
          where id = ${siteId} and subscriber_owner_company_id = c.id and is_active and online_booking) as site,
        (select coalesce(json_agg(json_build_object('id', id, 'online_deposit', online_deposit)), '[]') from service
          where subscriber_owner_company_id = c.id and id in ${idSet(serviceIds)} and is_active and online_booking) as services,
        (select coalesce(json_agg(sp.id), '[]') from specialist sp
          where sp.subscriber_owner_company_id = c.id and sp.is_active and sp.online_booking
            and exists (select 1 from specialist_site ss where ss.specialist_id = sp.id and ss.site_id = ${siteId})
            ${specialistId ? sql`and sp.id = ${specialistId}` : sql``}) as specialists`;
}

// What a visitor may book at one site of a company: the site open to online booking, services
// marked bookable online, specialists marked bookable online who work there. Anything else is
// answered as absent, whatever it is (another company's id included).
function offerOf({ site, services, specialists }: Found, question: Question): OnlineOffer {
  if (!site) {
    throw notFound('Esta sede no recibe reservas en línea.');
  }
  if (new Set(question.service_ids).size !== services.length) {
    throw notFound('Uno de los servicios no se reserva en línea.');
  }
  if (question.specialist_id && specialists.length === 0) {
    throw notFound('Este especialista no recibe reservas en línea en esta sede.');
  }
  const deposits = new Map(services.map((service) => [service.id, Number(service.online_deposit)]));
  return {
    site,
    deposit: question.service_ids.reduce((sum, id) => sum + (deposits.get(id) ?? 0), 0),
    // Nobody bookable: an id no specialist has, so the calendar reads no one (not everyone).
    specialistIds: specialists.length ? specialists : [0],
  };
}

type Answer = Awaited<ReturnType<typeof companyBySlug<Found>>>;

// The company each public address was last found to be, per server's cache (a handful of
// addresses per server).
const companiesBySlug = new WeakMap<KeptDays<Answer>, Map<string, number>>();
const MAX_SLUGS = 10_000;

// A visitor's question to a company's public address: the company, its online rules and the
// online offer for the site, services and specialist asked about, in one statement. The answer is
// kept by this server until the company announces a change to its whole self (its settings, the
// company, a site, a service, a specialist or where she works: COMPANY_WIDE in
// calendar/reservation-hooks.ts; shared/kept-days.ts), so a visitor's questions read the
// database for their bookings only. Refusals (an address or offer that does not exist) are not
// kept; an address is read once before its answers are kept (its company's version must be taken
// before the read).
export async function companyOffer(ctx: PublicContext, slug: string, question: Question) {
  const cache = await keptDaysOf<Answer>(ctx.services.changes, 'las ofertas en línea', { maxWeight: 2_000 });
  const key = JSON.stringify([
    slug,
    question.site_id,
    [...new Set(question.service_ids)].sort((a, b) => a - b),
    question.specialist_id,
  ]);
  let companies = cache ? companiesBySlug.get(cache) : undefined;
  if (cache && !companies) {
    companies = new Map();
    companiesBySlug.set(cache, companies);
  }
  const known = companies?.get(slug);
  const version = cache && known !== undefined ? cache.versionOf(known, WHOLE_COMPANY) : undefined;
  let answer = version === undefined ? undefined : cache?.get(key, WHOLE_COMPANY, version);
  if (!answer) {
    answer = await companyBySlug<Found>(ctx.db, ctx.tx, slug, offerColumns(question));
    if (version !== undefined && answer.company.id === known) {
      cache?.put(key, WHOLE_COMPANY, version, answer);
    } else if (companies) {
      if (companies.size >= MAX_SLUGS) {
        companies.clear();
      }
      companies.set(slug, answer.company.id);
    }
  }
  const { extra, ...found } = answer;
  return { ...found, offer: offerOf(extra, question) };
}
