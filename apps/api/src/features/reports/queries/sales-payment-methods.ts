import { sql } from 'drizzle-orm';
import { paymentLabel } from '../../sales/sale-payments';
import type { ReportDefinition } from '../report-definition';
import { rollupIn } from './parts';

// How the sales of the range were paid, per payment line (sale-payments.ts, decision 032): what
// each method took in (cash net of the change given), the client's balance used, the advance and
// what was left owed, in how many sales; what refunds took back of each line is taken off (on the
// sale's day, as the sales summary does), so the report's net is the day's sales net of refunds.
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
  // The day's sums per payment line (daily-rollups.ts).
  rollups: true,
  query: (f) => sql`
    select ${paymentLabel(sql`t.code`, sql`pm.name`)} as method, sum(t.sales)::int as sales,
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
