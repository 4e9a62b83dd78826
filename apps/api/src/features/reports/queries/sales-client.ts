import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition';
import { chargedSale, fullName } from './parts';

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
  // Grouped by the client's id alone, the 50,000 names joined to the groups afterwards; the last
  // purchase is the latest wall-clock time of the sale's site (its date is the latest date),
  // formatted once per client instead of once per sale; the average is the same division avg()
  // makes (numeric sum over the count).
  query: (f) => sql`
    select coalesce(${fullName('c')}, 'Consumidor final') as client, a.sales::int as sales, a.total::bigint as total,
      round(a.total / a.sales)::bigint as average, to_char(a.last_at, 'YYYY-MM-DD') as last_purchase
    from (
      select h.client_id, count(*)::numeric as sales, sum(h.total - h.refunded_total) as total,
        max(h.date_created at time zone s.time_zone) as last_at
      from history_payment h join site s on s.id = h.site_id
      where ${chargedSale(f)}
      group by h.client_id) a
    left join client c on c.id = a.client_id`,
};
