import type { ServicePromotion } from '@sari/domain/promotions';
import { type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../tenancy/context';

export type PromotionRow = ServicePromotion & { name: string; weekdays: number; discount_type: string };

// The company's running service promotions whose window reaches `from` (and starts by `to`),
// with their sites and services, in id order: what the domain's rule (promotionsForService)
// chooses from. The checkout's cart asks it for the sale's day; the public booking page for
// the days a visitor can still book. `owner` is the scope of the company's rows (`d` is the
// promotion), as the caller may see them.
export function servicePromotions(
  ctx: Pick<RequestContext, 'db' | 'tx'>,
  owner: SQL,
  window: { from: SQL; to?: SQL },
): Promise<PromotionRow[]> {
  return ctx.db.prepared<PromotionRow>(promotionRows(owner, window), ctx.tx);
}

// The statement itself, for a caller that reads it inside a larger one (the checkout's catalogue).
export function promotionRows(owner: SQL, window: { from: SQL; to?: SQL }): SQL {
  return sql`select d.id, d.name, d.type_element, d.status, d.date_start::text as date_start, d.date_end::text as date_end,
          d.time_start::text as time_start, d.time_end::text as time_end, d.weekdays, d.discount_type, d.discount_value,
          coalesce((select json_agg(json_build_object('site_id', ps.site_id) order by ps.site_id)
            from discount_promotion_site ps where ps.discount_promotion_id = d.id), '[]') as sites,
          coalesce((select json_agg(json_build_object('service_id', pv.service_id) order by pv.service_id)
            from discount_promotion_service pv where pv.discount_promotion_id = d.id), '[]') as service
        from discount_promotion d
        where ${owner} and d.status = 'vigente' and d.type_element = 'servicio' and d.date_end >= ${window.from}
          ${window.to ? sql`and d.date_start <= ${window.to}` : sql``}
        order by d.id`;
}
