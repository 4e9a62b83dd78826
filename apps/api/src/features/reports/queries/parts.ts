import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters } from '../report-definition';

// SQL pieces the reports share, so every report counts a sale, a line or a day the same way.

// What a report's statement runs with: a year of lines sorts and groups in memory rather than in
// temporary files, and without JIT, whose compiling costs more than it saves in a statement that
// runs once (decision 015). Both last until the operation's transaction ends.
export const reportSettings = sql`set_config('work_mem', '64MB', true) as work_mem, set_config('jit', 'off', true) as jit`;

// A sale that counts: charged (paid, or partly on credit).
export const charged = (h = 'h'): SQL => sql`${sql.identifier(h)}.status in ('pagado', 'parcial')`;

// Sales that count: charged at the counted sites within the range of each site's own days.
export const chargedSale = (f: ReportFilters, h = 'h'): SQL =>
  sql`${sql.identifier(h)}.subscriber_owner_company_id = ${f.companyId} and ${charged(h)}
    and ${f.instantIn(sql`${sql.identifier(h)}.site_id`, sql`${sql.identifier(h)}.date_created`)}`;

// Every line of the sales `from` joins as h (history_payment) and `where` keeps, with what is left
// of it after refunds: `units` and `net` (the line's total minus what its refunds took back), and
// `extra` columns of the join. The refunds are summed once and joined, not looked up per line, so
// the lines aggregate in parallel workers; their total is a bigint, so `net` is integer
// arithmetic. The join's second condition is always true but names the sale, so the refunds are
// matched to the range's lines and not to every line ever sold (decision 015, "Sale lines").
// Columns of history_payment_detail d, plus sale_id, site_id, client_id, date_created of the sale.
export const linesOf = (companyId: number, from: SQL, where: SQL, extra: SQL = sql``): SQL => sql`
  select ${extra} d.id, d.line_type, d.service_id, d.product_id, d.specialist_id, d.amount, d.total, d.discount_total,
    d.commission, d.commission_type, h.id as sale_id, h.site_id, h.client_id, h.date_created,
    (d.amount - coalesce(r.units, 0))::int as units, (d.total - coalesce(r.total, 0))::bigint as net
  from ${from} join history_payment_detail d on d.history_payment_id = h.id
  left join (
    select rl.history_payment_detail_id, sum(rl.amount) as units, sum(rl.total)::bigint as total from sale_refund_line rl
    where rl.subscriber_owner_company_id = ${companyId} group by rl.history_payment_detail_id) r
    on r.history_payment_detail_id = d.id and d.history_payment_id = h.id
  where ${where}`;

// The lines of the counted sales of the range.
export const netLines = (f: ReportFilters): SQL =>
  linesOf(f.companyId, sql`history_payment h`, chargedSale(f));

// Minutes a booked service (srs) keeps its specialist busy: its length (end - start) less its
// processing gap (none when null), the time another client can take.
export const busyMinutesOfService = sql`(extract(epoch from (srs.end_at - srs.start_at))
    - coalesce(extract(epoch from (srs.processing_end_at - srs.processing_start_at)), 0)) / 60.0`;

// A booked service (srs) of its reservation (r) that was (or will be) done: neither cancelled nor a
// no-show.
export const kept = sql`(r.status not in ('cancelado', 'no_llego') and not srs.is_cancelled)`;

// A person's name in one text.
export const fullName = (alias: string): SQL =>
  sql`nullif(trim(concat_ws(' ', ${sql.identifier(alias)}.first_name, ${sql.identifier(alias)}.last_name)), '')`;
export const specialistName = (alias: string): SQL =>
  sql`trim(concat_ws(' ', ${sql.identifier(alias)}.name, ${sql.identifier(alias)}.last_name))`;

// An instant as the wall-clock date (and time) of the site `s`.
export const localDate = (column: SQL, s = 's'): SQL =>
  sql`to_char((${column} at time zone ${sql.identifier(s)}.time_zone), 'YYYY-MM-DD')`;
export const localDateTime = (column: SQL, s = 's'): SQL =>
  sql`to_char((${column} at time zone ${sql.identifier(s)}.time_zone), 'YYYY-MM-DD"T"HH24:MI')`;

// round(amount * pct / 100.0) of whole numbers in integer arithmetic: halves away from zero, as
// numeric round() does, without a numeric division per line (decision 015, "Sale lines").
export const percentOfRounded = (amount: SQL, pct: SQL): SQL =>
  sql`(case when (${amount}) * (${pct}) < 0 then -((50 - (${amount}) * (${pct})) / 100)
    else ((${amount}) * (${pct}) + 50) / 100 end)`;

// The commission a sold line (alias l, net of refunds) earns: the one its sale recorded, a
// percentage of the net line or a fixed amount per unit.
export const salesCommission = sql`case when l.commission is null then 0 when l.commission_type = '%'
    then ${percentOfRounded(sql`l.net`, sql`l.commission`)} else l.commission * l.units end`;

// A percentage 0..100 with one decimal; null when there is nothing to divide by.
export const percent = (part: SQL, whole: SQL): SQL =>
  sql`round(100.0 * (${part}) / nullif(${whole}, 0), 1)::float8`;

// Only the asked specialist when there is one (a specialist user sees only themself).
export const specialistOnly = (f: ReportFilters, column: SQL): SQL =>
  f.specialistId === null ? sql`true` : sql`${column} = ${f.specialistId}`;

// The rows `r` of a daily rollup (daily-rollups.ts) of the counted sites and range.
export const rollupIn = (f: ReportFilters, r = 'r'): SQL =>
  sql`${sql.identifier(r)}.subscriber_owner_company_id = ${f.companyId} and ${f.sites(sql`${sql.identifier(r)}.site_id`)}
    and ${sql.identifier(r)}.day between ${f.from}::date and ${f.to}::date`;

// The category a line of prepaid value sold is counted in (decision 052): its own, by line type.
export const prepaidCategory = (lineType: SQL): SQL =>
  sql`case ${lineType} when 'gift_card' then 'Tarjetas de regalo' when 'package' then 'Planes de sesiones'
    when 'membership' then 'Membresías' else 'Otros prepagados' end`;
