import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition';
import { chargedSale, fullName, localDate } from './parts';

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
  query: (f) => sql`
    select coalesce(${fullName('c')}, 'Consumidor final') as client,
      count(*)::int as sales, sum(h.total - h.refunded_total)::bigint as total,
      round(avg(h.total - h.refunded_total))::bigint as average,
      max(${localDate(sql`h.date_created`)}) as last_purchase
    from history_payment h join site s on s.id = h.site_id left join client c on c.id = h.client_id
    where ${chargedSale(f)}
    group by h.client_id, c.first_name, c.last_name`,
};
