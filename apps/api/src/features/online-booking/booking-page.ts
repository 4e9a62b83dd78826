import { sql } from 'drizzle-orm';
import type { PublicContext } from '../../access/operation';
import { servicePromotions } from '../sales/service-promotions';
import { companyBySlug } from './public-company';

// Only what the visitor needs: sites open to online booking, services and specialists marked
// bookable online, prices per site, and the company's rules. No client data, no staff data.
export async function bookingPage(ctx: PublicContext, input: { slug: string }) {
  const { company, rules } = await companyBySlug(ctx.db, ctx.tx, input.slug);
  const sites = await ctx.db.rows<{
    id: number;
    name: string;
    address: string | null;
    phone: string | null;
    time_zone: string;
  }>(
    sql`select id, name, address, phone, time_zone from site
        where subscriber_owner_company_id = ${company.id} and is_active and online_booking order by name`,
    ctx.tx,
  );
  const services = await ctx.db.rows<{
    id: number;
    name: string;
    duration: number;
    deposit: number;
    prices: { site_id: number; price: number }[];
  }>(
    sql`select s.id, s.name, s.duration, s.online_deposit as deposit,
          coalesce((select json_agg(json_build_object('site_id', p.site_id, 'price', p.price)) from service_site_price p where p.service_id = s.id), '[]') as prices
        from service s where s.subscriber_owner_company_id = ${company.id} and s.is_active and s.online_booking order by s.name`,
    ctx.tx,
  );
  const specialists = await ctx.db.rows<{
    id: number;
    name: string;
    site_ids: number[];
    service_ids: number[];
  }>(
    sql`select sp.id, sp.name,
          coalesce((select array_agg(site_id order by site_id) from specialist_site where specialist_id = sp.id), '{}') as site_ids,
          coalesce((select array_agg(service_id order by service_id) from service_specialist where specialist_id = sp.id), '{}') as service_ids
        from specialist sp where sp.subscriber_owner_company_id = ${company.id} and sp.is_active and sp.online_booking order by sp.name`,
    ctx.tx,
  );
  // Promotions of services still to run at some site (ended ones are not the visitor's business).
  const promotions = await servicePromotions(ctx, sql`d.subscriber_owner_company_id = ${company.id}`, {
    from: sql`(sari_now() - interval '1 day')::date`,
  });
  return {
    company: { name: company.name, logo: company.logo },
    sites,
    services: services.map((service) => ({ ...service, deposit: Number(service.deposit) })),
    specialists,
    promotions,
    rules: {
      min_notice_minutes: rules.min_notice_minutes,
      max_days: rules.max_days,
      cancel_hours: rules.cancel_hours,
      privacy_policy_url: rules.privacy_policy_url,
      gift_cards_online: rules.gift_cards_online,
    },
  };
}
