import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition';
import { rollupIn } from './parts';

// What is running out now: products whose stock at a counted site is at or below its minimum
// (products whose stock is not kept, current_stock null, are left out), and how many to reach it.
export const lowStocks: ReportDefinition = {
  id: 'lowStocks',
  columns: [
    { key: 'product', label: 'Producto', type: 'text' },
    { key: 'site', label: 'Sede', type: 'text' },
    { key: 'stock', label: 'Existencias', type: 'number', total: true },
    { key: 'min_stock', label: 'Mínimo', type: 'number', total: true },
    { key: 'missing', label: 'Faltan', type: 'number', total: true },
    { key: 'supplier', label: 'Proveedor', type: 'text' },
  ],
  defaultSort: '-missing',
  query: (f) => sql`
    select p.name as product, s.name as site, ps.current_stock as stock, ps.min_stock,
      greatest(ps.min_stock - ps.current_stock, 0) as missing, su.name as supplier
    from product_stock ps join product p on p.id = ps.product_id join site s on s.id = ps.site_id
    left join supplier su on su.id = p.supplier_id
    where ps.subscriber_owner_company_id = ${f.companyId} and ${f.sites(sql`ps.site_id`)} and p.is_active
      and ps.current_stock is not null and ps.current_stock <= ps.min_stock`,
};

// Each product sold in the range: units and total net of refunds, in how many sales.
export const productSales: ReportDefinition = {
  id: 'productSales',
  columns: [
    { key: 'product', label: 'Producto', type: 'text' },
    { key: 'sales', label: 'Ventas', type: 'number', total: true },
    { key: 'units', label: 'Unidades', type: 'number', total: true },
    { key: 'total', label: 'Total', type: 'money', total: true },
    { key: 'cost', label: 'Costo', type: 'money', total: true },
    { key: 'margin', label: 'Margen', type: 'money', total: true },
  ],
  defaultSort: '-total',
  chart: { kind: 'bar', x: 'product', series: ['total'] },
  // The day's sums per product (daily-rollups.ts: a sale counts once per product), the names
  // joined afterwards.
  rollups: true,
  query: (f) => sql`
    select p.name as product, sum(r.sales)::int as sales, sum(r.units)::int as units,
      sum(r.net)::bigint as total, (sum(r.units) * p.cost)::bigint as cost,
      (sum(r.net) - sum(r.units) * p.cost)::bigint as margin
    from sys_report_item_day r join product p on p.id = r.product_id
    where ${rollupIn(f)} and r.line_type = 'product'
    group by r.product_id, p.name, p.cost`,
};

// Units on the shelves now, per product and counted site, and what they are worth at cost.
export const stocks: ReportDefinition = {
  id: 'stocks',
  columns: [
    { key: 'product', label: 'Producto', type: 'text' },
    { key: 'site', label: 'Sede', type: 'text' },
    { key: 'stock', label: 'Existencias', type: 'number', total: true },
    { key: 'min_stock', label: 'Mínimo', type: 'number' },
    { key: 'cost', label: 'Costo unitario', type: 'money' },
    { key: 'value', label: 'Valor', type: 'money', total: true },
  ],
  defaultSort: 'product',
  query: (f) => sql`
    select p.name as product, s.name as site, ps.current_stock as stock, ps.min_stock, p.cost::bigint as cost,
      (greatest(ps.current_stock, 0) * p.cost)::bigint as value
    from product_stock ps join product p on p.id = ps.product_id join site s on s.id = ps.site_id
    where ps.subscriber_owner_company_id = ${f.companyId} and ${f.sites(sql`ps.site_id`)}
      and ps.current_stock is not null`,
};
