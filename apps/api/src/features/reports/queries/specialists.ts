import { sql } from 'drizzle-orm';
import { ApiError } from '../../../shared/errors';
import type { ReportColumn, ReportDefinition, ReportFilters } from '../report-definition';
import { localDateTime, specialistName } from './parts';
import { KIND_LABEL, payLines } from './specialist-lines';

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
  query: (f) => sql`
    select ${specialistName('sp')} as specialist,
      coalesce(sum(l.units) filter (where l.kind = 'service'), 0)::int as services,
      coalesce(sum(l.sold) filter (where l.kind = 'service'), 0)::bigint as service_sales,
      coalesce(sum(l.sold) filter (where l.kind = 'product'), 0)::bigint as product_sales,
      sum(l.commission)::bigint as commission, sum(l.consumable)::bigint as consumables,
      sum(l.tip)::bigint as tips, sum(l.advance)::bigint as advances, sum(l.pay)::bigint as pay
    from (${payLines(f)}) l join specialist sp on sp.id = l.specialist_id
    group by l.specialist_id, sp.name, sp.last_name`,
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
