import { sql } from 'drizzle-orm';
import type { PublicContext } from '../../access/operation';
import { notFound } from '../../shared/errors';
import { idSet } from '../../shared/sql';

export type OnlineOffer = {
  site: { id: number; name: string; time_zone: string };
  // The client owes this before the visit: the sum of the chosen services' online deposits.
  deposit: number;
  // Who may be booked online at the site for these services (a chosen one, or everyone).
  specialistIds: number[];
};

// What a visitor may book at one site of a company: the site open to online booking, services
// marked bookable online, specialists marked bookable online who work there. Anything else is
// answered as absent, whatever it is (another company's id included).
export async function onlineOffer(
  ctx: PublicContext,
  companyId: number,
  siteId: number,
  serviceIds: number[],
  specialistId: number | null,
): Promise<OnlineOffer> {
  // The site, the services and the specialists in one round trip.
  const [found] = await ctx.db.rows<{
    site: OnlineOffer['site'] | null;
    services: { id: number; online_deposit: number }[];
    specialists: number[];
  }>(
    sql`select
        (select json_build_object('id', id, 'name', name, 'time_zone', time_zone) from site
          where id = ${siteId} and subscriber_owner_company_id = ${companyId} and is_active and online_booking) as site,
        (select coalesce(json_agg(json_build_object('id', id, 'online_deposit', online_deposit)), '[]') from service
          where subscriber_owner_company_id = ${companyId} and id in ${idSet(serviceIds)} and is_active and online_booking) as services,
        (select coalesce(json_agg(sp.id), '[]') from specialist sp
          where sp.subscriber_owner_company_id = ${companyId} and sp.is_active and sp.online_booking
            and exists (select 1 from specialist_site ss where ss.specialist_id = sp.id and ss.site_id = ${siteId})
            ${specialistId ? sql`and sp.id = ${specialistId}` : sql``}) as specialists`,
    ctx.tx,
  );
  const { site, services, specialists } = found;
  if (!site) {
    throw notFound('Esta sede no recibe reservas en línea.');
  }
  if (new Set(serviceIds).size !== services.length) {
    throw notFound('Uno de los servicios no se reserva en línea.');
  }
  if (specialistId && specialists.length === 0) {
    throw notFound('Este especialista no recibe reservas en línea en esta sede.');
  }
  const deposits = new Map(services.map((service) => [service.id, Number(service.online_deposit)]));
  return {
    site,
    deposit: serviceIds.reduce((sum, id) => sum + (deposits.get(id) ?? 0), 0),
    // Nobody bookable: an id no specialist has, so the calendar reads no one (not everyone).
    specialistIds: specialists.length ? specialists : [0],
  };
}
