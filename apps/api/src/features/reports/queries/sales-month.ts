import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition';
import { rollupIn } from './parts';

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
  rollups: true,
  query: (f) => sql`
    select to_char(r.day, 'YYYY-MM') as month, sum(r.sales)::int as sales,
      sum(r.gross - r.refunded)::bigint as total,
      round(sum(r.gross - r.refunded)::numeric / sum(r.sales))::bigint as average
    from sys_report_sale_day r
    where ${rollupIn(f)}
    group by 1`,
};
