import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition';

// How much was sold each month of the range: sales, total net of refunds, average ticket.
// A month is the sale's site's own calendar month.
export const salesMonth: ReportDefinition = {
  id: 'salesMonth',
  columns: [
    { key: 'month', label: 'Mes', type: 'text' },
    { key: 'sales', label: 'Ventas', type: 'number', total: true },
    { key: 'total', label: 'Total', type: 'money', total: true },
    { key: 'average', label: 'Ticket promedio', type: 'money' },
  ],
  defaultSort: 'month',
  chart: { kind: 'bar', x: 'month', series: ['total'] },
  query: (f) => sql`
    select to_char((h.date_created at time zone s.time_zone), 'YYYY-MM') as month,
      count(*)::int as sales,
      sum(h.total - h.refunded_total)::bigint as total,
      round(avg(h.total - h.refunded_total))::bigint as average
    from history_payment h join site s on s.id = h.site_id
    where h.subscriber_owner_company_id = ${f.companyId} and h.status in ('pagado', 'parcial')
      and ${f.instantIn(sql`h.site_id`, sql`h.date_created`)}
    group by 1`,
};
