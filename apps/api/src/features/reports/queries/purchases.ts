import { type SQL, sql } from 'drizzle-orm';
import type { ReportDefinition, ReportFilters } from '../report-definition';

// The purchase orders of the range (by order date, the site's own day) that were sent to the
// supplier (drafts and cancelled ones apart), each with what was ordered, received, sent back,
// paid and is still owed.
const orders = (f: ReportFilters): SQL => sql`
  select o.id, o.site_id, o.supplier_id, o.order_date, o.total as ordered,
    coalesce((select sum(l.received_quantity * l.unit_cost_on_order) from purchase_order_line l where l.purchase_order_id = o.id), 0) as received,
    coalesce((select sum(r.total) from purchase_return r where r.purchase_order_id = o.id), 0) as returned,
    o.paid_total as paid
  from purchase_order o
  where o.subscriber_owner_company_id = ${f.companyId} and ${f.sites(sql`o.site_id`)}
    and o.order_date between ${f.from}::date and ${f.to}::date and o.status in ('ordered', 'partial', 'received')`;

const money = [
  { key: 'orders', label: 'Pedidos', type: 'number', total: true },
  { key: 'ordered', label: 'Pedido', type: 'money', total: true },
  { key: 'received', label: 'Recibido', type: 'money', total: true },
  { key: 'returned', label: 'Devuelto', type: 'money', total: true },
  { key: 'paid', label: 'Pagado', type: 'money', total: true },
  { key: 'owed', label: 'Por pagar', type: 'money', total: true },
] as const;

const sums = sql`count(*)::int as orders, sum(o.ordered)::bigint as ordered, sum(o.received)::bigint as received,
  sum(o.returned)::bigint as returned, sum(o.paid)::bigint as paid,
  sum(o.received - o.returned - o.paid)::bigint as owed`;

export const purchaseMonth: ReportDefinition = {
  id: 'purchaseMonth',
  columns: [{ key: 'month', label: 'Mes', type: 'text' }, ...money],
  defaultSort: 'month',
  chart: { kind: 'bar', x: 'month', series: ['ordered', 'received'] },
  query: (f) =>
    sql`select to_char(o.order_date, 'YYYY-MM') as month, ${sums} from (${orders(f)}) o group by 1`,
};

export const purchaseSite: ReportDefinition = {
  id: 'purchaseSite',
  columns: [{ key: 'site', label: 'Sede', type: 'text' }, ...money],
  defaultSort: '-ordered',
  chart: { kind: 'bar', x: 'site', series: ['ordered'] },
  query: (f) =>
    sql`select s.name as site, ${sums} from (${orders(f)}) o join site s on s.id = o.site_id group by o.site_id, s.name`,
};

export const purchaseSupplier: ReportDefinition = {
  id: 'purchaseSupplier',
  columns: [{ key: 'supplier', label: 'Proveedor', type: 'text' }, ...money],
  defaultSort: '-ordered',
  chart: { kind: 'pie', x: 'supplier', series: ['ordered'] },
  query: (f) =>
    sql`select su.name as supplier, ${sums} from (${orders(f)}) o join supplier su on su.id = o.supplier_id group by o.supplier_id, su.name`,
};

// Each product bought in the range: units ordered and received, their cost, average unit cost.
export const purchaseProduct: ReportDefinition = {
  id: 'purchaseProduct',
  columns: [
    { key: 'product', label: 'Producto', type: 'text' },
    { key: 'orders', label: 'Pedidos', type: 'number', total: true },
    { key: 'quantity', label: 'Unidades pedidas', type: 'number', total: true },
    { key: 'received_quantity', label: 'Unidades recibidas', type: 'number', total: true },
    { key: 'ordered', label: 'Costo pedido', type: 'money', total: true },
    { key: 'received', label: 'Costo recibido', type: 'money', total: true },
    { key: 'unit_cost', label: 'Costo unitario promedio', type: 'money' },
  ],
  defaultSort: '-ordered',
  query: (f) => sql`
    select p.name as product, count(distinct o.id)::int as orders, sum(l.quantity)::int as quantity,
      sum(l.received_quantity)::int as received_quantity, sum(l.quantity * l.unit_cost_on_order)::bigint as ordered,
      sum(l.received_quantity * l.unit_cost_on_order)::bigint as received,
      round(sum(l.quantity * l.unit_cost_on_order)::numeric / nullif(sum(l.quantity), 0))::bigint as unit_cost
    from (${orders(f)}) o join purchase_order_line l on l.purchase_order_id = o.id join product p on p.id = l.product_id
    group by l.product_id, p.name`,
};
