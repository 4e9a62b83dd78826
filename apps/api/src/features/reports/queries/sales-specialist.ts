import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition';
import { netLines, specialistName, specialistOnly } from './parts';

// What each specialist sold in the range: services and products (net of refunds) and the
// commission those lines earn.
export const salesSpecialist: ReportDefinition = {
  id: 'salesSpecialist',
  columns: [
    { key: 'specialist', label: 'Especialista', type: 'text' },
    { key: 'services', label: 'Servicios', type: 'number', total: true },
    { key: 'service_total', label: 'Total servicios', type: 'money', total: true },
    { key: 'products', label: 'Productos', type: 'number', total: true },
    { key: 'product_total', label: 'Total productos', type: 'money', total: true },
    { key: 'total', label: 'Total', type: 'money', total: true },
    { key: 'commission', label: 'Comisión', type: 'money', total: true },
  ],
  defaultSort: '-total',
  chart: { kind: 'bar', x: 'specialist', series: ['service_total', 'product_total'] },
  query: (f) => sql`
    select ${specialistName('sp')} as specialist,
      coalesce(sum(l.units) filter (where l.line_type = 'service'), 0)::int as services,
      coalesce(sum(l.net) filter (where l.line_type = 'service'), 0)::bigint as service_total,
      coalesce(sum(l.units) filter (where l.line_type = 'product'), 0)::int as products,
      coalesce(sum(l.net) filter (where l.line_type = 'product'), 0)::bigint as product_total,
      sum(l.net)::bigint as total,
      coalesce(sum(case when l.commission is null then 0 when l.commission_type = '%' then round(l.net * l.commission / 100.0)
        else l.commission * l.units end), 0)::bigint as commission
    from (${netLines(f)}) l join specialist sp on sp.id = l.specialist_id
    where l.units > 0 and ${specialistOnly(f, sql`l.specialist_id`)}
    group by l.specialist_id, sp.name, sp.last_name`,
};
