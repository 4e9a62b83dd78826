import { sql } from 'drizzle-orm';
import { ApiError } from '../../../platform/errors';
import type { ReportColumn, ReportDefinition, ReportFilters } from '../report-definition';
import { localDateTime, specialistName } from './parts';
import { KIND_LABEL, payLines, payTotals } from './specialist-lines';

// Every specialist's participation in the range: services performed, what they sold,
// commission earned, tips, consumables discounted, advances, and the pay it comes to.
export const specialistGeneralParticipation: ReportDefinition = {
  id: 'specialistGeneralParticipation',
  columns: [
    { key: 'specialist', label: 'Especialista', type: 'text' },
    { key: 'services', label: 'Servicios', type: 'number', total: true },
    { key: 'service_sales', label: 'Ventas de servicios', type: 'money', total: true },
    { key: 'product_sales', label: 'Ventas de productos', type: 'money', total: true },
    { key: 'commission', label: 'Comisión', type: 'money', total: true },
    { key: 'consumables', label: 'Consumibles', type: 'money', total: true },
    { key: 'tips', label: 'Propinas', type: 'money', total: true },
    { key: 'advances', label: 'Anticipos', type: 'money', total: true },
    { key: 'pay', label: 'A pagar', type: 'money', total: true },
  ],
  defaultSort: 'specialist',
  chart: { kind: 'bar', x: 'specialist', series: ['commission', 'tips'] },
  // Each side of the pay summed per specialist from the daily sums (payTotals, decision 026), then
  // the two sides added and the names joined.
  rollups: true,
  query: (f) => sql`
    select ${specialistName('sp')} as specialist,
      coalesce(sum(t.services), 0)::int as services, coalesce(sum(t.service_sales), 0)::bigint as service_sales,
      coalesce(sum(t.product_sales), 0)::bigint as product_sales, coalesce(sum(t.commission), 0)::bigint as commission,
      coalesce(sum(t.consumable), 0)::bigint as consumables, coalesce(sum(t.tip), 0)::bigint as tips,
      coalesce(sum(t.advance), 0)::bigint as advances,
      (coalesce(sum(t.commission), 0) - coalesce(sum(t.consumable), 0) + coalesce(sum(t.tip), 0)
        - coalesce(sum(t.advance), 0))::bigint as pay
    from (${payTotals(f)}) t join specialist sp on sp.id = t.specialist_id
    group by t.specialist_id, sp.name, sp.last_name`,
};

const lineColumns: ReportColumn[] = [
  { key: 'date', label: 'Fecha', type: 'datetime' },
  { key: 'kind', label: 'Tipo', type: 'text' },
  { key: 'description', label: 'Detalle', type: 'text' },
  { key: 'category', label: 'Categoría', type: 'text' },
  { key: 'sale', label: 'Venta', type: 'number' },
  { key: 'sold', label: 'Vendido', type: 'money', total: true },
  { key: 'commission', label: 'Comisión', type: 'money', total: true },
  { key: 'consumable', label: 'Consumibles', type: 'money', total: true },
  { key: 'tip', label: 'Propina', type: 'money', total: true },
  { key: 'advance', label: 'Anticipo', type: 'money', total: true },
  { key: 'pay', label: 'Neto', type: 'money', total: true },
];

function oneSpecialist(f: ReportFilters): number {
  if (f.specialistId === null) {
    throw new ApiError('INVALID_PAYLOAD', 'Elige el especialista.', {}, [
      { field: 'specialist_id', message: 'Elige el especialista.' },
    ]);
  }
  return f.specialistId;
}

const linesOf = (f: ReportFilters, kinds: string[]) => sql`
  select ${localDateTime(sql`l.at`)} as date, ${KIND_LABEL} as kind, l.description, l.category, l.sale_id as sale,
    l.sold, l.commission, l.consumable, l.tip, l.advance, l.pay
  from (${payLines(f, sql`specialist_id = ${oneSpecialist(f)}`)}) l join site s on s.id = l.site_id
  where l.kind in (${sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )})`;

// One specialist's every line in the range: services, products sold, tips and advances.
export const specialistDetailedParticipation: ReportDefinition = {
  id: 'specialistDetailedParticipation',
  columns: lineColumns,
  defaultSort: 'date',
  query: (f) => linesOf(f, ['service', 'product', 'tip', 'advance']),
};

// The lines of one specialist's payslip for the range: what adds to or takes from their pay
// (services, tips, advances). The payslip operations (PDF, payout) read the same lines.
export const specialistPayslip: ReportDefinition = {
  id: 'specialistPayslip',
  columns: lineColumns,
  defaultSort: 'date',
  query: (f) => linesOf(f, ['service', 'tip', 'advance']),
};
