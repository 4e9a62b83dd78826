import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition';
import { netLines } from './parts';

// What each category sold in the range: service categories and product categories, units and
// totals net of refunds.
export const salesCategory: ReportDefinition = {
  id: 'salesCategory',
  columns: [
    { key: 'category', label: 'Categoría', type: 'text' },
    { key: 'kind', label: 'Tipo', type: 'text' },
    { key: 'units', label: 'Unidades', type: 'number', total: true },
    { key: 'total', label: 'Total', type: 'money', total: true },
  ],
  defaultSort: '-total',
  chart: { kind: 'pie', x: 'category', series: ['total'] },
  query: (f) => sql`
    select coalesce(sc.name, pc.name, 'Sin categoría') as category,
      case when l.line_type = 'service' then 'Servicio' else 'Producto' end as kind,
      sum(l.units)::int as units, sum(l.net)::bigint as total
    from (${netLines(f)}) l
    left join service sv on sv.id = l.service_id left join service_category sc on sc.id = sv.service_category_id
    left join product p on p.id = l.product_id left join product_category pc on pc.id = p.product_category_id
    where l.units > 0
    group by 1, 2`,
};
