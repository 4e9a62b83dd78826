import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition';
import { netLines, percentOfRounded, specialistName, specialistOnly } from './parts';

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
  // Summed by the specialist's id where the lines are read (in the parallel workers), and the 100
  // names joined to the sums afterwards instead of to every line.
  query: (f) => sql`
    select ${specialistName('sp')} as specialist, coalesce(t.services, 0)::int as services,
      coalesce(t.service_total, 0)::bigint as service_total, coalesce(t.products, 0)::int as products,
      coalesce(t.product_total, 0)::bigint as product_total, t.total::bigint as total,
      coalesce(t.commission, 0)::bigint as commission
    from (
      select l.specialist_id,
        sum(l.units) filter (where l.line_type = 'service') as services,
        sum(l.net) filter (where l.line_type = 'service') as service_total,
        sum(l.units) filter (where l.line_type = 'product') as products,
        sum(l.net) filter (where l.line_type = 'product') as product_total,
        sum(l.net) as total,
        sum(case when l.commission is null then 0 when l.commission_type = '%'
          then ${percentOfRounded(sql`l.net`, sql`l.commission`)}
          else l.commission * l.units end) as commission
      from (${netLines(f)}) l
      where l.units > 0 and ${specialistOnly(f, sql`l.specialist_id`)}
      group by l.specialist_id) t
    join specialist sp on sp.id = t.specialist_id`,
};
