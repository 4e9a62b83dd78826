import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { charged, linesOf, reportSettings, salesCommission } from './queries/parts';
import type { ReportFilters } from './report-definition';

// The sales rollups per site and day (migration 0015, decision 026): sys_report_sale_day (charged
// sales), sys_report_sale_line_day (their lines left after refunds), sys_report_payment_day (sale
// and refund movements per method) and sys_report_specialist_money_day (tips and advances). A write
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
  await ctx.db.rows(
    sql`with stale as materialized (
          select x.site_id, x.day, s.subscriber_owner_company_id as company_id,
            (x.day::timestamp at time zone s.time_zone) as starts,
            ((x.day + 1)::timestamp at time zone s.time_zone) as ends
          from unnest(${sites}::int[], ${days}::date[]) as x(site_id, day)
          join site s on s.id = x.site_id and s.subscriber_owner_company_id = ${companyId}),
        old_sales as (delete from sys_report_sale_day r using stale x where r.site_id = x.site_id and r.day = x.day),
        old_lines as (delete from sys_report_sale_line_day r using stale x where r.site_id = x.site_id and r.day = x.day),
        old_payments as (delete from sys_report_payment_day r using stale x where r.site_id = x.site_id and r.day = x.day),
        old_money as (delete from sys_report_specialist_money_day r using stale x where r.site_id = x.site_id and r.day = x.day),
        sales as (
          insert into sys_report_sale_day (subscriber_owner_company_id, site_id, day, sales, gross, refunded)
          select x.company_id, x.site_id, x.day, count(*), sum(h.total), sum(h.refunded_total)
          from stale x join history_payment h on h.subscriber_owner_company_id = x.company_id
            and h.site_id = x.site_id and h.date_created >= x.starts and h.date_created < x.ends
          where ${charged()}
          group by x.company_id, x.site_id, x.day),
        lines as (
          insert into sys_report_sale_line_day (subscriber_owner_company_id, site_id, day, line_type, service_id,
            product_id, specialist_id, sales, units, net, discounts, commission, round_net, odd_nets)
          select l.company_id, l.site_id, l.day, l.line_type, l.service_id, l.product_id, l.specialist_id,
            count(*) filter (where l.first), sum(l.units), sum(l.net), sum(l.discount_total), sum(${salesCommission}),
            coalesce(sum(l.net) filter (where l.net >= 0 and l.net % 100 = 0), 0),
            coalesce(array_agg(l.net) filter (where l.net < 0 or l.net % 100 <> 0), '{}')
          from (
            select l.*, row_number() over (partition by l.sale_id, l.line_type, l.service_id, l.product_id
              order by l.specialist_id nulls first, l.id) = 1 as first
            from (${linesOf(
              companyId,
              sql`stale x join history_payment h on h.subscriber_owner_company_id = x.company_id
                and h.site_id = x.site_id and h.date_created >= x.starts and h.date_created < x.ends`,
              charged(),
              sql`x.company_id, x.day,`,
            )}) l
            where l.units > 0) l
          group by l.company_id, l.site_id, l.day, l.line_type, l.service_id, l.product_id, l.specialist_id),
        specialist_money as (
          insert into sys_report_specialist_money_day (subscriber_owner_company_id, site_id, day, specialist_id, tips, advances)
          select x.company_id, x.site_id, x.day, m.specialist_id,
            coalesce(sum(m.amount) filter (where m.type = 'tip'), 0),
            coalesce(sum(m.amount) filter (where m.type <> 'tip'), 0)
          from stale x join money_movement m on m.subscriber_owner_company_id = x.company_id
            and m.site_id = x.site_id and m.date_created >= x.starts and m.date_created < x.ends
          where m.type in ('tip', 'specialist_advance') and m.specialist_id is not null
          group by x.company_id, x.site_id, x.day, m.specialist_id),
        payments as (
          insert into sys_report_payment_day (subscriber_owner_company_id, site_id, day, code, sales, received, refunded)
          select x.company_id, x.site_id, x.day, m.payment_methods_name, count(distinct hm.history_payment_id),
            coalesce(sum(m.amount) filter (where m.direction = 'in'), 0),
            coalesce(sum(m.amount) filter (where m.direction = 'out'), 0)
          from stale x join money_movement m on m.subscriber_owner_company_id = x.company_id
            and m.site_id = x.site_id and m.date_created >= x.starts and m.date_created < x.ends
          left join history_payment_method hm on hm.money_movement_id = m.id
          where m.type in ('sale', 'refund')
          group by x.company_id, x.site_id, x.day, m.payment_methods_name)
        select 1`,
    ctx.tx,
  );
}

// The rollup rows `r` of the counted sites and range.
export const rollupIn = (f: ReportFilters, r = 'r') =>
  sql`${sql.identifier(r)}.subscriber_owner_company_id = ${f.companyId} and ${f.sites(sql`${sql.identifier(r)}.site_id`)}
    and ${sql.identifier(r)}.day between ${f.from}::date and ${f.to}::date`;
