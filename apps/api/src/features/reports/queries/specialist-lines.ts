import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters } from '../report-definition';
import { rollupIn } from '../sales-rollups';
import { netLines, percentOfRounded, specialistOnly } from './parts';

// The consumable discount per service category (null category: the general rule), as a plain
// subquery (a CTE would keep the year of lines out of the parallel workers).
const consumableRules = (f: ReportFilters): SQL => sql`
  select c.service_category_id as category,
    coalesce(sum(c.discount_value) filter (where c.discount_type = '%'), 0) as pct,
    coalesce(sum(c.discount_value) filter (where c.discount_type = 'fixed'), 0) as fixed
  from discount_consumable_product c
  where c.subscriber_owner_company_id = ${f.companyId} and c.is_active
  group by c.service_category_id`;

// The same rules per service of the company whose category has any (one join per line instead of
// the service's and then its category's).
const serviceRules = (f: ReportFilters): SQL => sql`
  select sv.id as service_id, r.pct, r.fixed
  from service sv join (${consumableRules(f)}) r on r.category = sv.service_category_id
  where sv.subscriber_owner_company_id = ${f.companyId}`;

// What a sold line (alias l, with rc its service's category's consumable rules) earns and what its
// consumables take, rounded per line: the lines and the totals below count alike. The general
// rules (no category) are a value computed once, not a join: a join on a constant condition ran
// above the parallel workers and sent every line through one process.
const lineCommission = sql`case when l.line_type <> 'service' or l.commission is null then 0
    when l.commission_type = '%' then ${percentOfRounded(sql`l.net`, sql`l.commission`)}
    else l.commission * l.units end`;
const generalRule = (f: ReportFilters, column: 'pct' | 'fixed'): SQL =>
  sql`(select g.${sql.identifier(column)} from (${consumableRules(f)}) g where g.category is null)`;
const lineConsumable = (f: ReportFilters): SQL => sql`case when l.line_type <> 'service' then 0
    else ${percentOfRounded(sql`l.net`, sql`coalesce(rc.pct, ${generalRule(f, 'pct')}, 0)`)}
      + coalesce(rc.fixed, ${generalRule(f, 'fixed')}, 0) * l.units end`;

// The sold lines that pay a specialist (theirs, not fully refunded), with the consumable rules of
// their service's category (rc); `joins` adds what else a reader needs.
const soldLines = (f: ReportFilters, joins: SQL = sql``): SQL => sql`(${netLines(f)}) l
    left join (${serviceRules(f)}) rc on rc.service_id = l.service_id ${joins}
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
      ${lineCommission} as commission, ${lineConsumable(f)} as consumable
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

// A day's sums of one service by one specialist (alias r, sales-rollups.ts, with rc its service's
// category's consumable rules): the consumables lineConsumable takes from each of its lines, rounded
// per line alike: a percentage of the nets that are whole hundreds is exact, summed at once, and
// every other net is rounded on its own.
const pctOf = (f: ReportFilters): SQL => sql`coalesce(rc.pct, ${generalRule(f, 'pct')}, 0)`;
const rollupConsumable = (f: ReportFilters): SQL => sql`${pctOf(f)} * r.round_net / 100
    + (select coalesce(sum(${percentOfRounded(sql`o.net`, pctOf(f))}), 0) from unnest(r.odd_nets) as o(net))
    + coalesce(rc.fixed, ${generalRule(f, 'fixed')}, 0) * r.units`;

// The same pay summed per specialist (the general participation), from the daily sums per site
// (sales-rollups.ts) instead of a year of lines: the sums of payLines' columns. Columns:
// specialist_id, services, service_sales, product_sales, commission, consumable, tip, advance (null
// where that side has none).
export const payTotals = (f: ReportFilters): SQL => sql`
  select r.specialist_id, sum(r.units) filter (where r.line_type = 'service') as services,
    sum(r.net) filter (where r.line_type = 'service') as service_sales,
    sum(r.net) filter (where r.line_type = 'product') as product_sales,
    sum(r.commission) filter (where r.line_type = 'service') as commission,
    sum(${rollupConsumable(f)}) filter (where r.line_type = 'service') as consumable,
    null::numeric as tip, null::numeric as advance
  from sys_report_sale_line_day r left join (${serviceRules(f)}) rc on rc.service_id = r.service_id
  where ${rollupIn(f)} and r.specialist_id is not null and ${specialistOnly(f, sql`r.specialist_id`)}
  group by r.specialist_id
  union all
  select m.specialist_id, null, null, null, null, null, sum(m.tips), sum(m.advances)
  from sys_report_specialist_money_day m
  where ${rollupIn(f, 'm')} and ${specialistOnly(f, sql`m.specialist_id`)}
  group by m.specialist_id`;

export const KIND_LABEL = sql`case l.kind when 'service' then 'Servicio' when 'product' then 'Producto'
  when 'tip' then 'Propina' else 'Anticipo' end`;
