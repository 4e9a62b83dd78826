import { sql } from 'drizzle-orm';
import { drawerSums } from '../../cash-drawer/drawer-totals';
import type { ReportDefinition } from '../report-definition';
import { fullName, localDateTime } from './parts';

// Each drawer session opened in the range: its float, what came in and went out (the float
// apart), the balance it should hold (the drawer's own expected money, drawer-totals.ts), and
// what was counted at closing with the difference.
export const cashDrawer: ReportDefinition = {
  id: 'cashDrawer',
  columns: [
    { key: 'session', label: 'Caja', type: 'number' },
    { key: 'site', label: 'Sede', type: 'text' },
    { key: 'opened_at', label: 'Apertura', type: 'datetime' },
    { key: 'closed_at', label: 'Cierre', type: 'datetime' },
    { key: 'opened_by', label: 'Abrió', type: 'text' },
    { key: 'opening', label: 'Base', type: 'money', total: true },
    { key: 'income', label: 'Entradas', type: 'money', total: true },
    { key: 'outflow', label: 'Salidas', type: 'money', total: true },
    { key: 'balance', label: 'Saldo', type: 'money', total: true },
    { key: 'counted', label: 'Contado', type: 'money', total: true },
    { key: 'difference', label: 'Diferencia', type: 'money', total: true },
  ],
  defaultSort: '-opened_at',
  query: (f) => sql`
    select c.id as session, s.name as site, ${localDateTime(sql`c.opened_at`)} as opened_at,
      ${localDateTime(sql`c.closed_at`)} as closed_at, ${fullName('u')} as opened_by,
      m.opening as opening, m.income as income, m.outflow as outflow, m.expected as balance,
      k.counted::bigint as counted, k.difference::bigint as difference
    from cash_drawer_session c join site s on s.id = c.site_id left join sari_user u on u.id = c.opened_by
    cross join lateral (${drawerSums(sql`c.id`)}) m
    left join lateral (
      select sum(cc.counted_amount) as counted, sum(cc.difference) as difference
      from cash_drawer_count cc where cc.cash_drawer_session_id = c.id having count(*) > 0) k on true
    where c.subscriber_owner_company_id = ${f.companyId} and ${f.instantIn(sql`c.site_id`, sql`c.opened_at`)}`,
};

const TYPE_LABEL = sql`case m.type when 'sale' then 'Ventas' when 'deposit' then 'Abonos y pagos de crédito'
  when 'refund' then 'Devoluciones' when 'expense' then 'Egresos' when 'income' then 'Ingresos'
  when 'specialist_payout' then 'Pagos a especialistas' when 'specialist_advance' then 'Anticipos a especialistas'
  when 'tip' then 'Propinas' when 'advance' then 'Anticipos de reservas' when 'purchase' then 'Pagos a proveedores'
  else 'Ajustes' end`;

// Where the drawers' money came from and went to in the range, by kind of movement (the
// opening floats apart).
export const cashDrawerIncome: ReportDefinition = {
  id: 'cashDrawerIncome',
  columns: [
    { key: 'concept', label: 'Concepto', type: 'text' },
    { key: 'movements', label: 'Movimientos', type: 'number', total: true },
    { key: 'income', label: 'Entradas', type: 'money', total: true },
    { key: 'outflow', label: 'Salidas', type: 'money', total: true },
    { key: 'net', label: 'Neto', type: 'money', total: true },
  ],
  defaultSort: '-income',
  chart: { kind: 'bar', x: 'concept', series: ['income', 'outflow'] },
  query: (f) => sql`
    select ${TYPE_LABEL} as concept, count(*)::int as movements,
      coalesce(sum(m.amount) filter (where m.direction = 'in'), 0)::bigint as income,
      coalesce(sum(m.amount) filter (where m.direction = 'out'), 0)::bigint as outflow,
      sum(case when m.direction = 'in' then m.amount else -m.amount end)::bigint as net
    from money_movement m
    where m.subscriber_owner_company_id = ${f.companyId} and m.type <> 'opening'
      and ${f.instantIn(sql`m.site_id`, sql`m.date_created`)}
    group by 1`,
};

// What each payment method took in and paid out through the drawers in the range (every kind
// of movement, the opening floats apart).
export const cashDrawerPaymentMethods: ReportDefinition = {
  id: 'cashDrawerPaymentMethods',
  columns: [
    { key: 'method', label: 'Medio de pago', type: 'text' },
    { key: 'movements', label: 'Movimientos', type: 'number', total: true },
    { key: 'income', label: 'Entradas', type: 'money', total: true },
    { key: 'outflow', label: 'Salidas', type: 'money', total: true },
    { key: 'net', label: 'Neto', type: 'money', total: true },
  ],
  defaultSort: '-net',
  chart: { kind: 'pie', x: 'method', series: ['income'] },
  query: (f) => sql`
    select coalesce(pm.name, m.payment_methods_name) as method, count(*)::int as movements,
      coalesce(sum(m.amount) filter (where m.direction = 'in'), 0)::bigint as income,
      coalesce(sum(m.amount) filter (where m.direction = 'out'), 0)::bigint as outflow,
      sum(case when m.direction = 'in' then m.amount else -m.amount end)::bigint as net
    from money_movement m
    left join payment_method pm on pm.subscriber_owner_company_id = ${f.companyId} and pm.code = m.payment_methods_name
    where m.subscriber_owner_company_id = ${f.companyId} and m.type <> 'opening'
      and ${f.instantIn(sql`m.site_id`, sql`m.date_created`)}
    group by 1`,
};
