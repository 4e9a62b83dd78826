import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition';
import { fullName } from './parts';

// The sales orders (comercializadora_productos) dated in the range, each with its state, units
// and total; cancelled ones are listed with a zero total.
export const salesOrder: ReportDefinition = {
  id: 'salesOrder',
  columns: [
    { key: 'order', label: 'Pedido', type: 'number' },
    { key: 'date', label: 'Fecha', type: 'date' },
    { key: 'client', label: 'Cliente', type: 'text' },
    { key: 'site', label: 'Sede', type: 'text' },
    { key: 'status', label: 'Estado', type: 'text' },
    { key: 'units', label: 'Unidades', type: 'number', total: true },
    { key: 'total', label: 'Total', type: 'money', total: true },
  ],
  defaultSort: '-date',
  query: (f) => sql`
    select o.id as "order", o.order_date::text as date, coalesce(${fullName('c')}, 'Sin cliente') as client,
      s.name as site,
      case o.status when 'quote' then 'Cotización' when 'confirmed' then 'Confirmado' when 'delivered' then 'Entregado'
        when 'invoiced' then 'Facturado' else 'Anulado' end as status,
      coalesce((select sum(l.quantity) from sales_order_line l where l.sales_order_id = o.id), 0)::int as units,
      (case when o.status = 'cancelled' then 0 else o.total end)::bigint as total
    from sales_order o join site s on s.id = o.site_id left join client c on c.id = o.client_id
    where o.subscriber_owner_company_id = ${f.companyId} and ${f.sites(sql`o.site_id`)}
      and o.order_date between ${f.from}::date and ${f.to}::date`,
};
