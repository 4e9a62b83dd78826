import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition';
import { chargedSale } from './parts';

// Each site's sales in the range: count, gross, refunds, net and average ticket.
export const salesSite: ReportDefinition = {
  id: 'salesSite',
  columns: [
    { key: 'site', label: 'Sede', type: 'text' },
    { key: 'sales', label: 'Ventas', type: 'number', total: true },
    { key: 'gross', label: 'Vendido', type: 'money', total: true },
    { key: 'refunded', label: 'Devuelto', type: 'money', total: true },
    { key: 'total', label: 'Total', type: 'money', total: true },
    { key: 'average', label: 'Ticket promedio', type: 'money' },
  ],
  defaultSort: '-total',
  chart: { kind: 'bar', x: 'site', series: ['total'] },
  query: (f) => sql`
    select s.name as site, count(*)::int as sales, sum(h.total)::bigint as gross,
      sum(h.refunded_total)::bigint as refunded, sum(h.total - h.refunded_total)::bigint as total,
      round(avg(h.total - h.refunded_total))::bigint as average
    from history_payment h join site s on s.id = h.site_id
    where ${chargedSale(f)}
    group by h.site_id, s.name`,
};
