import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition';
import { netLines } from './parts';

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
  query: (f) => sql`
    select sv.name as service, sum(l.units)::int as units, sum(l.discount_total)::bigint as discounts,
      sum(l.net)::bigint as total, round(sum(l.net)::numeric / nullif(sum(l.units), 0))::bigint as average
    from (${netLines(f)}) l join service sv on sv.id = l.service_id
    where l.line_type = 'service' and l.units > 0
    group by l.service_id, sv.name`,
};
