import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { charged, linesOf, reportSettings, salesCommission } from './queries/parts';
import { lineCommission, lineConsumable, serviceRules } from './queries/specialist-lines';
import type { ReportFilters } from './report-definition';

// The sales rollups per site and day (migration 0015, decision 026): sys_report_sale_day (charged
// sales), sys_report_item_day (their lines left after refunds per service or product),
// sys_report_specialist_day (the same lines per specialist with their pay, and tips and advances)
// and sys_report_payment_day (sale and refund movements per method). A write
// marks its site's day stale (a trigger); a report that reads the rollups first sums again the
// stale days of its sites and range, in its own transaction, so it always counts what is committed.

// Sums again the stale days of the counted sites and range: takes the marks committed
// transactions left (a mark of a transaction still running is not visible and stays for the next
// report), with the report statement's settings in the same round trip. Answers how many days.
export async function refreshSalesRollups(ctx: OperationContext, f: ReportFilters) {
  const [answer] = await ctx.db.rows<{ sites: string | null; days: string | null }>(
    sql`with gone as (
          delete from sys_report_stale_day
          where subscriber_owner_company_id = ${f.companyId} and ${f.sites(sql`site_id`)}
            and day between ${f.from}::date and ${f.to}::date
          returning site_id, day),
        stale as (select distinct site_id, day from gone)
        select ${reportSettings},
          (select string_agg(site_id::text, ',' order by site_id, day) from stale) as sites,
          (select string_agg(day::text, ',' order by site_id, day) from stale) as days`,
    ctx.tx,
  );
  if (!answer.sites || !answer.days) {
    return 0;
  }
  await sumDays(ctx, f.companyId, `{${answer.sites}}`, `{${answer.days}}`);
  return answer.days.split(',').length;
}

// Sums the days (site ids and dates as two array literals of one length) again: their rows are
// replaced in one statement. One report at a time per company sums (a transaction lock taken
// before the statement, so its snapshot sees what a report that summed the same day committed).
async function sumDays(ctx: OperationContext, companyId: number, sites: string, days: string) {
  await ctx.db.rows(sql`select pg_advisory_xact_lock(7303, ${companyId})`, ctx.tx);
  // Each day's sales and movements are read on their (company, site, date_created) index, a
  // lateral join per day: a join with the days let the planner read every sale there is.
  const salesOfDay = sql`stale x cross join lateral (
      select h.* from history_payment h where h.subscriber_owner_company_id = x.company_id
        and h.site_id = x.site_id and h.date_created >= x.starts and h.date_created < x.ends) h`;
  const movementsOfDay = sql`stale x cross join lateral (
      select m.* from money_movement m where m.subscriber_owner_company_id = x.company_id
        and m.site_id = x.site_id and m.date_created >= x.starts and m.date_created < x.ends) m`;
  await ctx.db.rows(
    sql`with stale as materialized (
          select x.site_id, x.day, s.subscriber_owner_company_id as company_id,
            (x.day::timestamp at time zone s.time_zone) as starts,
            ((x.day + 1)::timestamp at time zone s.time_zone) as ends
          from unnest(${sites}::int[], ${days}::date[]) as x(site_id, day)
          join site s on s.id = x.site_id and s.subscriber_owner_company_id = ${companyId}),
        old_sales as (delete from sys_report_sale_day r using stale x where r.site_id = x.site_id and r.day = x.day),
        old_items as (delete from sys_report_item_day r using stale x where r.site_id = x.site_id and r.day = x.day),
        old_specialists as (
          delete from sys_report_specialist_day r using stale x where r.site_id = x.site_id and r.day = x.day),
        old_payments as (delete from sys_report_payment_day r using stale x where r.site_id = x.site_id and r.day = x.day),
        sales as (
          insert into sys_report_sale_day (subscriber_owner_company_id, site_id, day, sales, gross, refunded)
          select x.company_id, x.site_id, x.day, count(*), sum(h.total), sum(h.refunded_total)
          from ${salesOfDay}
          where ${charged()}
          group by x.company_id, x.site_id, x.day),
        sold as (
          select l.*, ${salesCommission} as earned, ${lineCommission} as service_commission,
            ${lineConsumable(companyId)} as consumable
          from (${linesOf(companyId, salesOfDay, charged(), sql`x.company_id, x.day,`)}) l
          left join (${serviceRules(companyId)}) rc on rc.service_id = l.service_id
          where l.units > 0),
        items as (
          insert into sys_report_item_day (subscriber_owner_company_id, site_id, day, line_type, service_id, product_id,
            sales, units, net, discounts)
          select l.company_id, l.site_id, l.day, l.line_type, l.service_id, l.product_id,
            count(distinct l.sale_id), sum(l.units), sum(l.net), sum(l.discount_total)
          from sold l
          group by l.company_id, l.site_id, l.day, l.line_type, l.service_id, l.product_id),
        specialists as (
          insert into sys_report_specialist_day (subscriber_owner_company_id, site_id, day, specialist_id, lines,
            services, service_sales, products, product_sales, commission, service_commission, consumable, tips, advances)
          select u.company_id, u.site_id, u.day, u.specialist_id, sum(u.lines), sum(u.services), sum(u.service_sales),
            sum(u.products), sum(u.product_sales), sum(u.commission), sum(u.service_commission), sum(u.consumable),
            sum(u.tips), sum(u.advances)
          from (
            select l.company_id, l.site_id, l.day, l.specialist_id, 1 as lines,
              case when l.line_type = 'service' then l.units else 0 end as services,
              case when l.line_type = 'service' then l.net else 0 end as service_sales,
              case when l.line_type = 'product' then l.units else 0 end as products,
              case when l.line_type = 'product' then l.net else 0 end as product_sales,
              l.earned as commission, l.service_commission, l.consumable, 0 as tips, 0 as advances
            from sold l where l.specialist_id is not null
            union all
            select x.company_id, x.site_id, x.day, m.specialist_id, 0, 0, 0, 0, 0, 0, 0, 0,
              case when m.type = 'tip' then m.amount else 0 end, case when m.type = 'tip' then 0 else m.amount end
            from ${movementsOfDay}
            where m.type in ('tip', 'specialist_advance') and m.specialist_id is not null) u
          group by u.company_id, u.site_id, u.day, u.specialist_id),
        payments as (
          insert into sys_report_payment_day (subscriber_owner_company_id, site_id, day, code, sales, received, refunded)
          select x.company_id, x.site_id, x.day, m.payment_methods_name, count(distinct hm.history_payment_id),
            coalesce(sum(m.amount) filter (where m.direction = 'in'), 0),
            coalesce(sum(m.amount) filter (where m.direction = 'out'), 0)
          from ${movementsOfDay}
          left join history_payment_method hm on hm.money_movement_id = m.id
          where m.type in ('sale', 'refund')
          group by x.company_id, x.site_id, x.day, m.payment_methods_name)
        select 1`,
    ctx.tx,
  );
}
