import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters } from '../report-definition';
import { netLines, percentOfRounded, rollupIn, specialistOnly } from './parts';

// The consumable discount per service category (null category: the general rule), as a plain
// subquery (a CTE would keep the year of lines out of the parallel workers).
const consumableRules = (companyId: number): SQL => sql`
  select c.service_category_id as category,
    coalesce(sum(c.discount_value) filter (where c.discount_type = '%'), 0) as pct,
    coalesce(sum(c.discount_value) filter (where c.discount_type = 'fixed'), 0) as fixed
  from discount_consumable_product c
  where c.subscriber_owner_company_id = ${companyId} and c.is_active
  group by c.service_category_id`;

// The same rules per service of the company whose category has any (one join per line instead of
// the service's and then its category's).
export const serviceRules = (companyId: number): SQL => sql`
  select sv.id as service_id, r.pct, r.fixed
  from service sv join (${consumableRules(companyId)}) r on r.category = sv.service_category_id
  where sv.subscriber_owner_company_id = ${companyId}`;

// What a sold line (alias l, with rc its service's category's consumable rules) earns and what its
// consumables take, rounded per line: the lines and the totals below count alike. The general
// rules (no category) are a value computed once, not a join: a join on a constant condition ran
// above the parallel workers and sent every line through one process.
export const lineCommission = sql`case when l.line_type <> 'service' or l.commission is null then 0
    when l.commission_type = '%' then ${percentOfRounded(sql`l.net`, sql`l.commission`)}
    else l.commission * l.units end`;
const generalRule = (companyId: number, column: 'pct' | 'fixed'): SQL =>
  sql`(select g.${sql.identifier(column)} from (${consumableRules(companyId)}) g where g.category is null)`;
export const lineConsumable = (companyId: number): SQL => sql`case when l.line_type <> 'service' then 0
    else ${percentOfRounded(sql`l.net`, sql`coalesce(rc.pct, ${generalRule(companyId, 'pct')}, 0)`)}
      + coalesce(rc.fixed, ${generalRule(companyId, 'fixed')}, 0) * l.units end`;

// The sold lines that pay a specialist (theirs, not fully refunded), with the consumable rules of
// their service's category (rc); `joins` adds what else a reader needs.
const soldLines = (f: ReportFilters, joins: SQL = sql``): SQL => sql`(${netLines(f)}) l
    left join (${serviceRules(f.companyId)}) rc on rc.service_id = l.service_id ${joins}
    where l.specialist_id is not null and l.units > 0`;

// Tips for a specialist and advances paid to them, moved through a drawer in the range (alias m).
const tipsAndAdvances = (f: ReportFilters): SQL => sql`money_movement m
    where m.subscriber_owner_company_id = ${f.companyId} and m.type in ('tip', 'specialist_advance')
      and m.specialist_id is not null and ${f.instantIn(sql`m.site_id`, sql`m.date_created`)}`;

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
      ${lineCommission} as commission, ${lineConsumable(f.companyId)} as consumable
    from ${soldLines(f, sql`left join service sv on sv.id = l.service_id left join service_category sc on sc.id = sv.service_category_id left join product p on p.id = l.product_id`)}
  ), lines as (
    select specialist_id, site_id, at, kind, description, category, sale_id, units, sold, commission, consumable,
      0 as tip, 0 as advance
    from sold
    union all
    select m.specialist_id, m.site_id, m.date_created, case when m.type = 'tip' then 'tip' else 'advance' end,
      m.concept, null, null, 0, 0, 0, 0,
      case when m.type = 'tip' then m.amount else 0 end, case when m.type = 'tip' then 0 else m.amount end
    from ${tipsAndAdvances(f)}
  )
  select specialist_id, site_id, at, kind, description, category, sale_id, units, sold::bigint as sold,
    commission::bigint as commission, consumable::bigint as consumable, tip::bigint as tip, advance::bigint as advance,
    (commission - consumable + tip - advance)::bigint as pay
  from lines where ${only}`;

// The same pay summed per specialist (the general participation): the sums of payLines' columns,
// from the daily sums per site and specialist (daily-rollups.ts, decision 026), which computed each
// line's commission and consumables as payLines does. Columns: specialist_id, services,
// service_sales, product_sales, commission, consumable, tip, advance.
export const payTotals = (f: ReportFilters): SQL => sql`
  select r.specialist_id, sum(r.services) as services, sum(r.service_sales) as service_sales,
    sum(r.product_sales) as product_sales, sum(r.service_commission) as commission, sum(r.consumable) as consumable,
    sum(r.tips) as tip, sum(r.advances) as advance
  from sys_report_specialist_day r
  where ${rollupIn(f)} and ${specialistOnly(f, sql`r.specialist_id`)}
  group by r.specialist_id`;

export const KIND_LABEL = sql`case l.kind when 'service' then 'Servicio' when 'product' then 'Producto'
  when 'tip' then 'Propina' else 'Anticipo' end`;
