import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition';
import { rollupIn } from './parts';

// Each service sold in the range: how many times, the discounts given, total net of refunds.
export const salesService: ReportDefinition = {
  id: 'salesService',
  columns: [
    { key: 'service', label: 'Servicio', type: 'text' },
    { key: 'units', label: 'Veces', type: 'number', total: true },
    { key: 'discounts', label: 'Descuentos', type: 'money', total: true },
    { key: 'total', label: 'Total', type: 'money', total: true },
    { key: 'average', label: 'Precio promedio', type: 'money' },
  ],
  defaultSort: '-total',
  chart: { kind: 'bar', x: 'service', series: ['total'] },
  rollups: true,
  query: (f) => sql`
    select sv.name as service, sum(r.units)::int as units, sum(r.discounts)::bigint as discounts,
      sum(r.net)::bigint as total, round(sum(r.net)::numeric / nullif(sum(r.units), 0))::bigint as average
    from sys_report_item_day r join service sv on sv.id = r.service_id
    where ${rollupIn(f)} and r.line_type = 'service'
    group by r.service_id, sv.name`,
};
