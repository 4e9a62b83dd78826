import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition';
import { rollupIn } from './parts';

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
  rollups: true,
  query: (f) => sql`
    select s.name as site, sum(r.sales)::int as sales, sum(r.gross)::bigint as gross,
      sum(r.refunded)::bigint as refunded, sum(r.gross - r.refunded)::bigint as total,
      round(sum(r.gross - r.refunded)::numeric / sum(r.sales))::bigint as average
    from sys_report_sale_day r join site s on s.id = r.site_id
    where ${rollupIn(f)}
    group by r.site_id, s.name`,
};
