import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition';

// How the sales of the range were paid: what each payment method took in (cash net of the
// change given), and in how many sales; refunds paid out by each method are taken off.
export const salesPaymentMethods: ReportDefinition = {
  id: 'salesPaymentMethods',
  columns: [
    { key: 'method', label: 'Medio de pago', type: 'text' },
    { key: 'sales', label: 'Ventas', type: 'number', total: true },
    { key: 'received', label: 'Recibido', type: 'money', total: true },
    { key: 'refunded', label: 'Devuelto', type: 'money', total: true },
    { key: 'net', label: 'Neto', type: 'money', total: true },
  ],
  defaultSort: '-net',
  chart: { kind: 'pie', x: 'method', series: ['net'] },
  query: (f) => sql`
    with moved as (
      select m.payment_methods_name as code, m.direction, m.amount, hm.history_payment_id
      from money_movement m left join history_payment_method hm on hm.money_movement_id = m.id
      where m.subscriber_owner_company_id = ${f.companyId} and m.type in ('sale', 'refund')
        and ${f.instantIn(sql`m.site_id`, sql`m.date_created`)}
    )
    select coalesce(pm.name, moved.code) as method,
      count(distinct moved.history_payment_id)::int as sales,
      coalesce(sum(moved.amount) filter (where moved.direction = 'in'), 0)::bigint as received,
      coalesce(sum(moved.amount) filter (where moved.direction = 'out'), 0)::bigint as refunded,
      (coalesce(sum(moved.amount) filter (where moved.direction = 'in'), 0)
        - coalesce(sum(moved.amount) filter (where moved.direction = 'out'), 0))::bigint as net
    from moved left join payment_method pm on pm.subscriber_owner_company_id = ${f.companyId} and pm.code = moved.code
    group by 1`,
};
