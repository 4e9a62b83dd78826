import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition';
import { rollupIn, specialistName, specialistOnly } from './parts';

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
  // The day's sums per specialist (daily-rollups.ts; each line's commission was computed there),
  // the names joined to the sums.
  rollups: true,
  // Lines sold without a specialist (a product at the counter) are a row of their own, "Sin
  // especialista": the day's lines (sys_report_item_day) less the specialists' lines, so the
  // report adds up to the day's sales.
  query: (f) => sql`
    select ${specialistName('sp')} as specialist, coalesce(t.services, 0)::int as services,
      coalesce(t.service_total, 0)::bigint as service_total, coalesce(t.products, 0)::int as products,
      coalesce(t.product_total, 0)::bigint as product_total, t.total::bigint as total,
      coalesce(t.commission, 0)::bigint as commission
    from (
      select r.specialist_id, sum(r.services) as services, sum(r.service_sales) as service_total,
        sum(r.products) as products, sum(r.product_sales) as product_total,
        sum(r.service_sales + r.product_sales) as total, sum(r.commission) as commission
      from sys_report_specialist_day r
      where ${rollupIn(f)} and ${specialistOnly(f, sql`r.specialist_id`)}
      group by r.specialist_id
      having sum(r.lines) > 0) t
    join specialist sp on sp.id = t.specialist_id
    union all
    select 'Sin especialista', (i.services - s.services)::int, (i.service_total - s.service_total)::bigint,
      (i.products - s.products)::int, (i.product_total - s.product_total)::bigint,
      (i.service_total - s.service_total + i.product_total - s.product_total)::bigint, 0::bigint
    from (
      select coalesce(sum(r.units) filter (where r.line_type = 'service'), 0) as services,
        coalesce(sum(r.net) filter (where r.line_type = 'service'), 0) as service_total,
        coalesce(sum(r.units) filter (where r.line_type = 'product'), 0) as products,
        coalesce(sum(r.net) filter (where r.line_type = 'product'), 0) as product_total
      from sys_report_item_day r where ${rollupIn(f)}) i
    cross join (
      select coalesce(sum(r.services), 0) as services, coalesce(sum(r.service_sales), 0) as service_total,
        coalesce(sum(r.products), 0) as products, coalesce(sum(r.product_sales), 0) as product_total
      from sys_report_specialist_day r where ${rollupIn(f)}) s
    where ${f.specialistId === null ? sql`true` : sql`false`}
      and (i.services <> s.services or i.products <> s.products
        or i.service_total <> s.service_total or i.product_total <> s.product_total)`,
};
