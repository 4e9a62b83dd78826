import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters } from '../report-definition';
import { netLines, specialistOnly } from './parts';

// The consumable discount per service category (null category: the general rule), as a plain
// subquery joined twice (a CTE would keep the year of lines out of the parallel workers).
const consumableRules = (f: ReportFilters): SQL => sql`
  select c.service_category_id as category,
    coalesce(sum(c.discount_value) filter (where c.discount_type = '%'), 0) as pct,
    coalesce(sum(c.discount_value) filter (where c.discount_type = 'fixed'), 0) as fixed
  from discount_consumable_product c
  where c.subscriber_owner_company_id = ${f.companyId} and c.is_active
  group by c.service_category_id`;

// Every line of a specialist's pay in the range (decision 015), one row each:
// - 'service': a service they performed on a charged sale, net of refunds: what it sold, the
//   commission the sale recorded for its category (a percentage of the net line, or a fixed
//   amount per service), and the consumables discount of its category (the category's active
//   rules, or when it has none the rules without a category: a percentage of the net line and/or
//   a fixed amount per service);
// - 'product': a product they sold (sold only: no commission);
// - 'tip': a tip for them taken in a drawer;
// - 'advance': an advance paid to them from a drawer.
// `pay` = commission - consumable + tip - advance.
export const payLines = (f: ReportFilters, only: SQL = specialistOnly(f, sql`specialist_id`)): SQL => sql`
  with sold as (
    select l.specialist_id, l.site_id, l.date_created as at, l.line_type as kind,
      coalesce(sv.name, p.name) as description, sc.name as category, l.sale_id, l.units, l.net as sold,
      case when l.line_type <> 'service' or l.commission is null then 0
        when l.commission_type = '%' then round(l.net * l.commission / 100.0)
        else l.commission * l.units end as commission,
      case when l.line_type <> 'service' then 0
        else round(l.net * coalesce(rc.pct, rg.pct, 0) / 100.0) + coalesce(rc.fixed, rg.fixed, 0) * l.units end as consumable
    from (${netLines(f)}) l
    left join service sv on sv.id = l.service_id left join service_category sc on sc.id = sv.service_category_id
    left join product p on p.id = l.product_id
    left join (${consumableRules(f)}) rc on rc.category = sv.service_category_id
    left join (${consumableRules(f)}) rg on rg.category is null
    where l.specialist_id is not null and l.units > 0
  ), lines as (
    select specialist_id, site_id, at, kind, description, category, sale_id, units, sold, commission, consumable,
      0 as tip, 0 as advance
    from sold
    union all
    select m.specialist_id, m.site_id, m.date_created, case when m.type = 'tip' then 'tip' else 'advance' end,
      m.concept, null, null, 0, 0, 0, 0,
      case when m.type = 'tip' then m.amount else 0 end, case when m.type = 'tip' then 0 else m.amount end
    from money_movement m
    where m.subscriber_owner_company_id = ${f.companyId} and m.type in ('tip', 'specialist_advance')
      and m.specialist_id is not null and ${f.instantIn(sql`m.site_id`, sql`m.date_created`)}
  )
  select specialist_id, site_id, at, kind, description, category, sale_id, units, sold::bigint as sold,
    commission::bigint as commission, consumable::bigint as consumable, tip::bigint as tip, advance::bigint as advance,
    (commission - consumable + tip - advance)::bigint as pay
  from lines where ${only}`;

export const KIND_LABEL = sql`case l.kind when 'service' then 'Servicio' when 'product' then 'Producto'
  when 'tip' then 'Propina' else 'Anticipo' end`;
