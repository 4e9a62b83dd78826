import type { Database } from '@sari/db/client';
import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { salePaymentLines } from '../sales/sale-payments';
import {
  busyMinutesOfService,
  charged,
  kept,
  linesOf,
  reportSettings,
  salesCommission,
} from './queries/parts';
import { lineCommission, lineConsumable, serviceRules } from './queries/specialist-lines';
import type { ReportFilters } from './report-definition';

// The reports' rollups per site and day (migrations 0015 and 0016, decision 026):
// sys_report_sale_day (charged sales), sys_report_client_sale_day (the same per client, net of
// refunds), sys_report_item_day (their lines left after refunds per service or product),
// sys_report_specialist_day (the same lines per specialist with their pay, and tips and advances),
// sys_report_payment_day (the day's sales per payment line, sale-payments.ts, with what refunds
// took back of each), sys_report_appointment_day
// (reservations per client) and sys_report_agenda_day (booked services per specialist and client,
// with the ratings). A write marks its site's day stale (a trigger); a report that reads the
// rollups first sums again the stale days of its sites and range, in its own transaction, so it
// always counts what is committed.

// Every rollup table: a stale day's rows are replaced in each (sumDays); the benchmark analyzes
// them.
export const ROLLUP_TABLES = [
  'sys_report_sale_day',
  'sys_report_client_sale_day',
  'sys_report_item_day',
  'sys_report_specialist_day',
  'sys_report_payment_day',
  'sys_report_appointment_day',
  'sys_report_agenda_day',
] as const;

// The advisory lock (with the company's id) on a company's stale marks: shared by the reports
// that take them, alone by the compaction.
const MARKS_LOCK = 7304;

// The stale days taken: site ids and dates as two array literals of one length, how many, and
// the first and last date.
type StaleDays = { sites: string; days: string; count: number; first: string; last: string };

// Sums again the stale days of the counted sites and range: takes the marks committed
// transactions left (a mark of a transaction still running is not visible and stays for the next
// report). First the statement's settings and the company's marks lock, shared with the other
// reports (compactStaleMarks takes it alone): its own statement, so the marks are read after it.
export async function refreshDailyRollups(ctx: OperationContext, f: ReportFilters) {
  await ctx.db.rows(
    sql`select ${reportSettings}, pg_advisory_xact_lock_shared(${MARKS_LOCK}, ${f.companyId}) as marks`,
    ctx.tx,
  );
  const [stale] = await ctx.db.rows<StaleDays>(
    sql`with gone as (
          delete from sys_report_stale_day
          where subscriber_owner_company_id = ${f.companyId} and ${f.sites(sql`site_id`)}
            and day between ${f.from}::date and ${f.to}::date
          returning site_id, day),
        stale as (select distinct site_id, day from gone)
        select (select '{' || string_agg(site_id::text, ',' order by site_id, day) || '}' from stale) as sites,
          (select '{' || string_agg(day::text, ',' order by site_id, day) || '}' from stale) as days,
          (select count(*)::int from stale) as count,
          (select min(day)::text from stale) as first, (select max(day)::text from stale) as last`,
    ctx.tx,
  );
  if (stale.count > 0) {
    await sumDays(ctx, f.companyId, stale);
  }
}

// Sums the days again: their rows are replaced in one statement. One report at a time per company
// sums (a transaction lock taken before the statement, so its snapshot sees what a report that
// summed the same day committed).
async function sumDays(
  ctx: OperationContext,
  companyId: number,
  { sites, days, count, first, last }: StaleDays,
) {
  await ctx.db.rows(sql`select pg_advisory_xact_lock(7303, ${companyId})`, ctx.tx);
  // A few days (what was written since the last report) read their sales and movements on the
  // (company, site, date_created) index, a lateral subquery per day kept from being flattened
  // (offset 0). Many days (a range summed for the first time) read the range's rows once, a day of
  // margin either side for any time zone, and join them to the days on their site's local day.
  // Each shape is the fast one for its case (decision 026, "Few days or many").
  const fewDays = count <= 100;
  const ofDay = (table: string, alias: string) => {
    const t = sql.raw(alias);
    return fewDays
      ? sql`stale x cross join lateral (
          select ${t}.* from ${sql.raw(table)} ${t}
          where ${t}.subscriber_owner_company_id = x.company_id and ${t}.site_id = x.site_id
            and ${t}.date_created >= x.starts and ${t}.date_created < x.ends offset 0) ${t}`
      : sql`stale x join (
          select ${t}.*, (${t}.date_created at time zone s.time_zone)::date as local_day
          from ${sql.raw(table)} ${t} join site s on s.id = ${t}.site_id
          where ${t}.subscriber_owner_company_id = ${companyId}
            and ${t}.date_created >= (${first}::date - 1)::timestamptz and ${t}.date_created < (${last}::date + 2)::timestamptz
          offset 0) ${t} on ${t}.site_id = x.site_id and ${t}.local_day = x.day`;
  };
  const salesOfDay = ofDay('history_payment', 'h');
  const movementsOfDay = ofDay('money_movement', 'm');
  // A reservation's date is its site's own day already: the (company, site, date) index.
  const reservationsOfDay = sql`stale x join service_reservation r on r.subscriber_owner_company_id = x.company_id
    and r.site_id = x.site_id and r.date = x.day`;
  await ctx.db.rows(
    sql`with stale as materialized (
          select x.site_id, x.day, s.subscriber_owner_company_id as company_id,
            (x.day::timestamp at time zone s.time_zone) as starts,
            ((x.day + 1)::timestamp at time zone s.time_zone) as ends
          from unnest(${sites}::int[], ${days}::date[]) as x(site_id, day)
          join site s on s.id = x.site_id and s.subscriber_owner_company_id = ${companyId}),
        ${sql.join(
          ROLLUP_TABLES.map(
            (table, index) => sql`${sql.raw(`old_${index}`)} as (delete from ${sql.raw(table)} r using stale x
              where r.subscriber_owner_company_id = x.company_id and r.site_id = x.site_id and r.day = x.day),`,
          ),
          sql`\n`,
        )}
        -- The day's charged sales, the voided too: what a voided sale took in stays received, and
        -- its refunds net it to nothing.
        day_sales as materialized (
          select x.company_id, x.site_id, x.day, h.id, h.total, h.amount_paid, h.refunded_total
          from ${salesOfDay} where h.status <> 'pendiente'),
        day_clients as (
          select x.company_id, x.site_id, x.day, h.client_id, count(*) as sales, sum(h.total) as gross,
            sum(h.refunded_total) as refunded
          from ${salesOfDay}
          where ${charged()}
          group by x.company_id, x.site_id, x.day, h.client_id),
        sales as (
          insert into sys_report_sale_day (subscriber_owner_company_id, site_id, day, sales, gross, refunded)
          select c.company_id, c.site_id, c.day, sum(c.sales), sum(c.gross), sum(c.refunded)
          from day_clients c
          group by c.company_id, c.site_id, c.day),
        clients as (
          insert into sys_report_client_sale_day (subscriber_owner_company_id, site_id, day, client_id, sales, total)
          select c.company_id, c.site_id, c.day, c.client_id, c.sales, c.gross - c.refunded
          from day_clients c),
        sold as (
          select l.company_id, l.site_id, l.day, l.sale_id, l.line_type, l.service_id, l.product_id, l.specialist_id,
            l.units, l.net, l.discount_total, ${salesCommission} as earned, ${lineCommission} as service_commission,
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
          select d.company_id, d.site_id, d.day, l.code, count(distinct l.sale_id), sum(l.paid), sum(l.refunded)
          from (${salePaymentLines(sql`select * from day_sales`)}) l
          join day_sales d on d.id = l.sale_id
          group by d.company_id, d.site_id, d.day, l.code),
        appointments as (
          insert into sys_report_appointment_day (subscriber_owner_company_id, site_id, day, client_id, appointments, kept,
            attended, no_shows, cancelled, services, value)
          select x.company_id, x.site_id, x.day, r.client_id, count(*),
            count(*) filter (where r.status not in ('cancelado', 'no_llego')),
            count(*) filter (where r.is_paid or r.status in ('cliente_llego', 'inicio_servicio')),
            count(*) filter (where r.status = 'no_llego'), count(*) filter (where r.status = 'cancelado'),
            coalesce(sum(k.services), 0), coalesce(sum(k.value), 0)
          from ${reservationsOfDay}
          left join lateral (
            select count(*) as services, sum(srs.price) as value from service_reservation_service srs
            where srs.service_reservation_id = r.id and not srs.is_cancelled) k on r.status not in ('cancelado', 'no_llego')
          group by x.company_id, x.site_id, x.day, r.client_id),
        agenda as (
          insert into sys_report_agenda_day (subscriber_owner_company_id, site_id, day, specialist_id, client_id, services,
            minutes, no_shows, cancelled, value, ratings, rating_sum)
          select u.company_id, u.site_id, u.day, u.specialist_id, u.client_id, sum(u.services), sum(u.minutes),
            sum(u.no_shows), sum(u.cancelled), sum(u.value), sum(u.ratings), sum(u.rating_sum)
          from (
            select x.company_id, x.site_id, x.day, srs.specialist_id, r.client_id,
              case when ${kept} then 1 else 0 end as services,
              case when ${kept} then ${busyMinutesOfService} else 0 end as minutes,
              case when r.status = 'no_llego' and not srs.is_cancelled then 1 else 0 end as no_shows,
              case when r.status = 'cancelado' or srs.is_cancelled then 1 else 0 end as cancelled,
              case when ${kept} then coalesce(srs.price, 0) else 0 end as value, 0 as ratings, 0 as rating_sum
            from ${reservationsOfDay} join service_reservation_service srs on srs.service_reservation_id = r.id
            union all
            -- A rating counts once for each specialist it rates on the reservation (all of them when
            -- it names none).
            select x.company_id, x.site_id, x.day, q.specialist_id, r.client_id, 0, 0, 0, 0, 0, 1, q.rating
            from ${reservationsOfDay} cross join lateral (
              select distinct q.id, srs.specialist_id, q.specialist_rating as rating
              from qualification q join service_reservation_service srs on srs.service_reservation_id = q.service_reservation_id
                and (q.specialist_id is null or q.specialist_id = srs.specialist_id)
              where q.service_reservation_id = r.id and q.specialist_rating is not null) q) u
          group by u.company_id, u.site_id, u.day, u.specialist_id, u.client_id)
        select 1`,
    ctx.tx,
  );
}

// Every writing transaction leaves its own mark per day it touched (decision 026), and only a
// report of that day takes them: a company that writes much and seldom opens its reports would
// keep one row per write. The marks of a day are kept as one, the newest of those committed, for
// each company, with no report taking marks meanwhile (the lock alone): a report that already
// read the marks but not yet the newest one's write could otherwise lose a mark it relied on.
// The marks of transactions still running are not seen and stay.
export async function compactStaleMarks(db: Database) {
  const companies = await db.rows<{ id: number }>(
    sql`select distinct subscriber_owner_company_id as id from (
          select subscriber_owner_company_id from sys_report_stale_day
          group by subscriber_owner_company_id, site_id, day having count(*) > 1) x`,
  );
  for (const { id } of companies) {
    await db.orm.transaction(async (tx) => {
      await db.rows(sql`select pg_advisory_xact_lock(${MARKS_LOCK}, ${id})`, tx);
      await db.rows(
        sql`delete from sys_report_stale_day d
            using (select site_id, day, max(txid) as newest from sys_report_stale_day
                   where subscriber_owner_company_id = ${id}
                   group by site_id, day having count(*) > 1) k
            where d.subscriber_owner_company_id = ${id} and d.site_id = k.site_id and d.day = k.day
              and d.txid < k.newest`,
        tx,
      );
    });
  }
}
