import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition';
import { prepaidCategory, rollupIn } from './parts';

// What each category sold in the range: service categories and product categories, units and
// totals net of refunds. Prepaid value sold (gift cards; packages and memberships when they are
// sold as their own lines) is a category of its own, kind "Prepagado": it is money taken in but
// not revenue until it is redeemed (decision 052), so it is never mixed with the products. The
// categories add up to the sales reports' total.
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
  // The day's sums per service or product (daily-rollups.ts), named and grouped by category.
  rollups: true,
  query: (f) => sql`
    select case when t.line_type in ('service', 'product') then coalesce(sc.name, pc.name, 'Sin categoría')
        else ${prepaidCategory(sql`t.line_type`)} end as category,
      case t.line_type when 'service' then 'Servicio' when 'product' then 'Producto' else 'Prepagado' end as kind,
      sum(t.units)::int as units, sum(t.net)::bigint as total
    from (
      select r.line_type, r.service_id, r.product_id, sum(r.units) as units, sum(r.net) as net
      from sys_report_item_day r
      where ${rollupIn(f)}
      group by r.line_type, r.service_id, r.product_id) t
    left join service sv on sv.id = t.service_id left join service_category sc on sc.id = sv.service_category_id
    left join product p on p.id = t.product_id left join product_category pc on pc.id = p.product_category_id
    group by 1, 2`,
};
