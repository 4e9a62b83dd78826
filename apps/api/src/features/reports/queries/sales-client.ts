import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition';
import { fullName, rollupIn } from './parts';

// Who bought in the range: sales, total net of refunds, average ticket and last purchase.
export const salesClient: ReportDefinition = {
  id: 'salesClient',
  columns: [
    { key: 'client', label: 'Cliente', type: 'text' },
    { key: 'sales', label: 'Ventas', type: 'number', total: true },
    { key: 'total', label: 'Total', type: 'money', total: true },
    { key: 'average', label: 'Ticket promedio', type: 'money' },
    { key: 'last_purchase', label: 'Última compra', type: 'date' },
  ],
  defaultSort: '-total',
  rollups: true,
  // The day's sums per client (daily-rollups.ts), grouped by the client's id alone and the 50,000
  // names joined to the groups afterwards; the last purchase is the latest of the sales' own days
  // at their sites; the average is the same division avg() makes (numeric sum over the count).
  query: (f) => sql`
    select coalesce(${fullName('c')}, 'Consumidor final') as client, a.sales::int as sales, a.total::bigint as total,
      round(a.total / a.sales)::bigint as average, a.last_purchase
    from (
      select r.client_id, sum(r.sales)::numeric as sales, sum(r.total) as total, max(r.day)::text as last_purchase
      from sys_report_client_sale_day r
      where ${rollupIn(f)}
      group by r.client_id) a
    left join client c on c.id = a.client_id`,
};
