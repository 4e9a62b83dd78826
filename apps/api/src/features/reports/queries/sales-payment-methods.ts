import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition';
import { rollupIn } from './parts';

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
  // The day's sums per method (daily-rollups.ts): a sale's movements are made with it, on its day.
  rollups: true,
  query: (f) => sql`
    select coalesce(pm.name, t.code) as method, sum(t.sales)::int as sales,
      sum(t.received)::bigint as received, sum(t.refunded)::bigint as refunded,
      sum(t.received - t.refunded)::bigint as net
    from (
      select r.code, sum(r.sales) as sales, sum(r.received) as received, sum(r.refunded) as refunded
      from sys_report_payment_day r
      where ${rollupIn(f)}
      group by r.code) t
    left join payment_method pm on pm.subscriber_owner_company_id = ${f.companyId} and pm.code = t.code
    group by 1`,
};
