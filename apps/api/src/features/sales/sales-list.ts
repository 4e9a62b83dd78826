import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { siteWithClock } from '../../shared/site-clock';

type Input = {
  site_id: number;
  from: string;
  to: string;
  client_id?: number;
  specialist_id?: number;
  method?: string;
  page: number;
  limit: number;
};

type Row = {
  id: number;
  date_created: string;
  day: string;
  status: string;
  total: string | number;
  amount_paid: string | number;
  refunded_total: string | number;
  site_name: string;
  client: { id: number; first_name: string; last_name: string | null } | null;
  methods: string[] | null;
  filter_count: string | number;
};

// Ventas: the sales of a range of the sites' own days (each sale on its site's wall clock, the
// spec's filter-date rule as the reports and the sales summary apply it), with the list's
// filters, newest first, one page and how many match.
export async function salesList(ctx: OperationContext, input: Input) {
  if (input.site_id) {
    await siteWithClock(ctx, input.site_id);
  }
  const where = sql`${inScope(ctx, 'history_payment', 'h')}
        and (${input.site_id} = 0 or h.site_id = ${input.site_id})
        and (h.date_created at time zone s.time_zone)::date between ${input.from}::date and ${input.to}::date
        and (${input.client_id ?? 0} = 0 or h.client_id = ${input.client_id ?? 0})
        and (${input.specialist_id ?? 0} = 0 or exists (select 1 from history_payment_detail d
          where d.history_payment_id = h.id and d.specialist_id = ${input.specialist_id ?? 0}))
        and (${input.method ?? ''} = '' or exists (select 1 from history_payment_method hm
          join money_movement mm on mm.id = hm.money_movement_id
          where hm.history_payment_id = h.id and mm.payment_methods_name = ${input.method ?? ''}))`;
  const rows = await ctx.db.rows<Row>(
    sql`select h.id, to_char(h.date_created at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as date_created,
        (h.date_created at time zone s.time_zone)::date::text as day, h.status, h.total, h.amount_paid,
        h.refunded_total, s.name as site_name,
        case when c.id is null then null
          else json_build_object('id', c.id, 'first_name', c.first_name, 'last_name', c.last_name) end as client,
        (select json_agg(distinct mm.payment_methods_name) from history_payment_method hm
          join money_movement mm on mm.id = hm.money_movement_id where hm.history_payment_id = h.id) as methods,
        count(*) over () as filter_count
      from history_payment h join site s on s.id = h.site_id left join client c on c.id = h.client_id
      where ${where}
      order by h.date_created desc, h.id desc
      limit ${input.limit} offset ${(input.page - 1) * input.limit}`,
    ctx.tx,
  );
  let filterCount = rows.length ? Number(rows[0].filter_count) : 0;
  if (!rows.length && input.page > 1) {
    // A page past the end still says how many there are.
    const [counted] = await ctx.db.rows<{ n: number }>(
      sql`select count(*)::int as n from history_payment h join site s on s.id = h.site_id where ${where}`,
      ctx.tx,
    );
    filterCount = counted.n;
  }
  return {
    data: rows.map(({ filter_count: _count, ...row }) => ({
      ...row,
      total: Number(row.total),
      amount_paid: Number(row.amount_paid),
      refunded_total: Number(row.refunded_total),
      methods: (row.methods ?? []).sort(),
    })),
    meta: { filter_count: filterCount },
  };
}
