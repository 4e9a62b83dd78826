import { formatDate } from '@sari/domain/dates';
import { type SQL, sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { inOrder } from '../../platform/sql';
import { siteWithClock } from '../../shared/site-clock';
import { paymentLabel, salePaymentLines } from './sale-payments';

type Group = { key: string; label: string; count: number; total: number };

// The sales of a range of the sites' own days (each sale on its site's wall clock), by day,
// payment line (each method, the balance used, the advance, what was left owed: decision 032),
// specialist, service and product. Voided sales do not count; refunds do not either: what was
// given back is taken off, by day and by payment line alike, so both add up to the total.
export async function salesSummary(
  ctx: OperationContext,
  input: { site_id: number; from: string; to: string },
) {
  if (input.site_id) {
    await siteWithClock(ctx, input.site_id);
  }
  const sales = sql`select h.* from history_payment h join site s on s.id = h.site_id
    where ${inScope(ctx, 'history_payment', 'h')} and h.status in ('pagado', 'parcial')
      and (${input.site_id} = 0 or h.site_id = ${input.site_id})
      and (h.date_created at time zone s.time_zone)::date between ${input.from}::date and ${input.to}::date`;
  const grouped = (select: SQL) =>
    ctx.db
      .rows<Group>(select, ctx.tx)
      .then((rows) => rows.map((row) => ({ ...row, count: Number(row.count), total: Number(row.total) })));
  const [totals, byDay, byMethod, bySpecialist, byService, byProduct] = await inOrder([
    () =>
      ctx.db.rows<{ count: number; total: number }>(
        sql`select count(*)::int as count, coalesce(sum(total - refunded_total), 0)::bigint as total from (${sales}) sale`,
        ctx.tx,
      ),
    () =>
      grouped(
        sql`select (sale.date_created at time zone s.time_zone)::date::text as key, '' as label, count(*) as count,
            sum(sale.total - sale.refunded_total) as total
          from (${sales}) sale join site s on s.id = sale.site_id group by 1 order by 1`,
      ),
    () =>
      grouped(
        sql`select l.code as key, ${paymentLabel(sql`l.code`, sql`pm.name`)} as label, count(distinct l.sale_id) as count,
            sum(l.paid - l.refunded) as total
          from (${salePaymentLines(sales)}) l
          left join payment_method pm on pm.subscriber_owner_company_id = ${ctx.user.companyId} and pm.code = l.code
          group by 1, 2 having sum(l.paid - l.refunded) <> 0 order by 4 desc`,
      ),
    () =>
      grouped(
        sql`select coalesce(d.specialist_id, 0)::text as key, coalesce(sp.name, 'Sin especialista') as label, count(*) as count,
            sum(d.total) as total
          from (${sales}) sale join history_payment_detail d on d.history_payment_id = sale.id
          left join specialist sp on sp.id = d.specialist_id group by 1, 2 order by 4 desc`,
      ),
    () =>
      grouped(
        sql`select d.service_id::text as key, sv.name as label, count(*) as count, sum(d.total) as total
          from (${sales}) sale join history_payment_detail d on d.history_payment_id = sale.id
          join service sv on sv.id = d.service_id group by 1, 2 order by 4 desc limit 50`,
      ),
    () =>
      grouped(
        sql`select d.product_id::text as key, pr.name as label, sum(d.amount) as count, sum(d.total) as total
          from (${sales}) sale join history_payment_detail d on d.history_payment_id = sale.id
          join product pr on pr.id = d.product_id group by 1, 2 order by 4 desc limit 50`,
      ),
  ]);
  return {
    total: Number(totals[0].total),
    count: totals[0].count,
    byDay: byDay.map((day) => ({ ...day, label: formatDate(day.key) })),
    byMethod,
    bySpecialist,
    byService,
    byProduct,
  };
}
