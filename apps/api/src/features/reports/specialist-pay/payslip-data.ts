import { MAX_RANGE_DAYS } from '@sari/contracts/calendar-date';
import { daysBetween } from '@sari/domain/local-days';
import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../../access/operation';
import { inScope } from '../../../access/sql-scope';
import { ApiError, forbidden, notFound } from '../../../platform/errors';
import { can } from '../../../tenancy/context';
import { localDateTime } from '../queries/parts';
import { KIND_LABEL, payLines } from '../queries/specialist-lines';
import type { ReportFilters } from '../report-definition';
import { reportFilters } from '../run-report';

export type PayslipInput = { id: number; from: string; to: string; site_id: number };

// A payslip covers at most about a quarter: its every line goes into one PDF (the contract says
// so first; the pay use-case reads this too).
const MAX_DAYS = MAX_RANGE_DAYS.payslip;

type Totals = {
  services: number;
  sold: number;
  commission: number;
  consumables: number;
  tips: number;
  advances: number;
  total: number;
};

// The payslip's figures, all computed by the database over the specialist's pay lines (the same
// lines the participation and payslip reports list).
export async function payslipOf(ctx: OperationContext, input: PayslipInput) {
  if (daysBetween(input.from, input.to) >= MAX_DAYS) {
    throw new ApiError('INVALID_PAYLOAD', `Una nómina cubre como máximo ${MAX_DAYS} días.`);
  }
  // A specialist who does not manage the team sees only their own payslip.
  if (
    ctx.user.specialistId &&
    !can(ctx.user, 'specialists', 'update') &&
    ctx.user.specialistId !== input.id
  ) {
    throw forbidden('Solo puedes ver tu propia nómina.');
  }
  const [specialist] = await ctx.db.rows<{ id: number; name: string }>(
    sql`select s.id, trim(concat_ws(' ', s.name, s.last_name)) as name from specialist s
        where s.id = ${input.id} and ${inScope(ctx, 'specialist', 's')}`,
    ctx.tx,
  );
  if (!specialist) {
    throw notFound('El especialista no existe o no tienes acceso a él.');
  }
  const filters = await reportFilters(ctx, { ...input, specialist_id: input.id });
  const lines = payLines(filters, sql`specialist_id = ${input.id} and kind <> 'product'`);
  const [answer] = await ctx.db.rows<{
    categories: {
      category: string;
      services: number;
      sold: number;
      commission: number;
      consumable: number;
    }[];
    totals: Totals;
  }>(
    sql`with l as materialized (${lines})
        select coalesce((select json_agg(c order by c.category) from (
            select coalesce(l.category, 'Sin categoría') as category, sum(l.units)::int as services,
              sum(l.sold)::bigint as sold, sum(l.commission)::bigint as commission, sum(l.consumable)::bigint as consumable
            from l where l.kind = 'service' group by 1) c), '[]'::json) as categories,
          (select json_build_object('services', coalesce(sum(l.units), 0), 'sold', coalesce(sum(l.sold), 0),
            'commission', coalesce(sum(l.commission), 0), 'consumables', coalesce(sum(l.consumable), 0),
            'tips', coalesce(sum(l.tip), 0), 'advances', coalesce(sum(l.advance), 0), 'total', coalesce(sum(l.pay), 0))
            from l) as totals`,
    ctx.tx,
  );
  const payments = await paymentsOf(ctx, filters, input);
  return {
    specialist,
    from: input.from,
    to: input.to,
    site_id: input.site_id,
    categories: answer.categories.map((row) => ({
      ...row,
      services: Number(row.services),
      sold: Number(row.sold),
      commission: Number(row.commission),
      consumable: Number(row.consumable),
    })),
    totals: Object.fromEntries(
      Object.entries(answer.totals).map(([key, value]) => [key, Number(value)]),
    ) as Totals,
    payments,
    filters,
  };
}

// Payments of this specialist at the counted sites covering a day of the period.
async function paymentsOf(ctx: OperationContext, filters: ReportFilters, input: PayslipInput) {
  const rows = await ctx.db.rows<{
    id: number;
    site: string;
    period_start: string;
    period_end: string;
    amount: number;
    date_created: string;
  }>(
    sql`select p.id, s.name as site, p.period_start::text as period_start, p.period_end::text as period_end, p.amount,
          p.date_created::text as date_created
        from specialist_payment p join site s on s.id = p.site_id
        where p.specialist_id = ${input.id} and ${inScope(ctx, 'specialist_payment', 'p')} and ${filters.sites(sql`p.site_id`)}
          and daterange(p.period_start, p.period_end, '[]') && daterange(${input.from}::date, ${input.to}::date, '[]')
        order by p.period_start, p.id`,
    ctx.tx,
  );
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

// Every line of the payslip, oldest first, for the PDF (at most a quarter of one specialist).
export async function payslipLines(ctx: OperationContext, filters: ReportFilters, specialistId: number) {
  return ctx.db.rows<{
    date: string;
    kind: string;
    description: string | null;
    category: string | null;
    sold: number;
    commission: number;
    consumable: number;
    tip: number;
    advance: number;
    pay: number;
  }>(
    sql`select ${localDateTime(sql`l.at`)} as date, ${KIND_LABEL} as kind, l.description, l.category, l.sold,
          l.commission, l.consumable, l.tip, l.advance, l.pay
        from (${payLines(filters, sql`specialist_id = ${specialistId} and kind <> 'product'`)}) l join site s on s.id = l.site_id
        order by l.at, l.kind, l.description
        limit 5000`,
    ctx.tx,
  );
}
