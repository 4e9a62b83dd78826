import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { siteMoment } from '@sari/domain/zoned-time';
import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { notFound } from '../../platform/errors';
import { pdfResponse, renderPdf } from '../../platform/pdf';
import { paymentLabel, salePaymentLines } from './sale-payments';

type Receipt = {
  id: number;
  date: Date | string;
  company: string;
  tax_id: string | null;
  site: string;
  address: string | null;
  time_zone: string;
  header: string | null;
  client: string | null;
  total: number;
  subtotal: number;
  discount_total: number;
  change_given: number;
  status: string;
  lines: { name: string; specialist: string | null; amount: number; total: number; discount: number }[];
  // Every payment line (decision 032): methods, the balance used, the advance, what is owed.
  payments: { code: string; method: string; amount: number; refunded: number }[];
  // Tips are the specialists' money, paid with the sale but apart from its total.
  tips: { specialist: string; method: string; amount: number }[];
  refunded_total: number;
};

// The sale's receipt as a PDF: company (with its NIT), the site (with its address), the day and
// time on the site's wall clock, receipt header, lines, totals, how it was paid and the tips.
export async function saleReceipt(ctx: OperationContext, input: { id: number }) {
  const [sale] = await ctx.db.rows<Receipt>(
    sql`select h.id, h.date_created as date, c.name as company, c.tax_id, s.name as site, s.address, s.time_zone, h.total, h.subtotal, h.discount_total,
          h.change_given, h.status,
          (select value from setting where subscriber_owner_company_id = h.subscriber_owner_company_id and key = 'receipt_header') as header,
          nullif(trim(concat_ws(' ', cl.first_name, cl.last_name)), '') as client,
          coalesce((select json_agg(json_build_object('name', concat(coalesce(sv.name, pr.name,
              (select pk.name from wallet_instrument w join session_package pk on pk.id = w.session_package_id
                where w.history_payment_detail_id = d.id),
              case d.line_type when 'gift_card' then 'Tarjeta de regalo' when 'package' then 'Plan de sesiones'
                when 'membership' then 'Membresía' end),
              -- A service paid with a session of a package (decision 051): "Plan: 3 de 10".
              (select ' · Plan: ' || d.package_session || ' de ' || w.initial_units from wallet_entry e
                join wallet_instrument w on w.id = e.wallet_instrument_id
                where e.history_payment_detail_id = d.id and e.kind = 'redeem')), 'specialist', sp.name,
            'amount', d.amount, 'total', d.total, 'discount', d.discount_total) order by d.id)
            from history_payment_detail d left join service sv on sv.id = d.service_id left join product pr on pr.id = d.product_id
            left join specialist sp on sp.id = d.specialist_id where d.history_payment_id = h.id), '[]') as lines,
          coalesce((select json_agg(json_build_object('code', l.code, 'method', ${paymentLabel(sql`l.code`, sql`pm.name`)},
              'amount', l.paid, 'refunded', l.refunded))
            from (${salePaymentLines(sql`select h.*`)}) l
            left join payment_method pm on pm.subscriber_owner_company_id = h.subscriber_owner_company_id and pm.code = l.code),
            '[]') as payments,
          coalesce((select json_agg(json_build_object('specialist', concat_ws(' ', sp.name, sp.last_name),
              'method', coalesce(pm.name, mm.payment_methods_name), 'amount', t.amount) order by t.id)
            from history_payment_tip t join specialist sp on sp.id = t.specialist_id
            left join money_movement mm on mm.id = t.money_movement_id
            left join payment_method pm on pm.subscriber_owner_company_id = h.subscriber_owner_company_id
              and pm.code = mm.payment_methods_name
            where t.history_payment_id = h.id), '[]') as tips, h.refunded_total
        from history_payment h join subscriber_owner_company c on c.id = h.subscriber_owner_company_id
        join site s on s.id = h.site_id left join client cl on cl.id = h.client_id
        where h.id = ${input.id} and ${inScope(ctx, 'history_payment', 'h')}`,
    ctx.tx,
  );
  if (!sale) {
    throw notFound('La venta no existe o no tienes acceso a ella.');
  }
  const moment = siteMoment(sale.date, sale.time_zone);
  const body = await renderPdf({
    title: `${sale.company} · Recibo #${sale.id}`,
    header: [
      ...(sale.tax_id ? [`NIT ${sale.tax_id}`] : []),
      ...(sale.header ? [sale.header] : []),
      `Sede: ${sale.site}${sale.address ? ` · ${sale.address}` : ''}`,
      `Fecha: ${formatDate(moment.date)} ${moment.time}`,
      `Cliente: ${sale.client ?? 'Consumidor final'}`,
      ...(sale.status === 'anulado' ? ['ANULADA'] : []),
    ],
    table: {
      columns: [
        { label: 'Concepto', width: 220 },
        { label: 'Especialista', width: 130 },
        { label: 'Cant.', width: 50, align: 'right' },
        { label: 'Valor', width: 100, align: 'right' },
      ],
      rows: sale.lines.map((line) => [
        line.discount > 0 ? `${line.name} (desc. ${formatMoney(line.discount)})` : line.name,
        line.specialist ?? '',
        String(line.amount),
        formatMoney(line.total),
      ]),
    },
    totals: [
      ['Subtotal', formatMoney(sale.subtotal)],
      ['Descuentos', formatMoney(sale.discount_total)],
      ['Total', formatMoney(sale.total)],
      ...sale.payments.map((payment): [string, string] => [
        payment.code === 'credito' ? 'Queda a crédito' : `Pagado (${payment.method})`,
        formatMoney(payment.amount),
      ]),
      ...(sale.change_given > 0 ? [['Cambio', formatMoney(sale.change_given)] as [string, string]] : []),
      ...sale.payments
        .filter((payment) => payment.refunded > 0)
        .map((payment): [string, string] => [`Devuelto (${payment.method})`, formatMoney(-payment.refunded)]),
      ...sale.tips.map((tip): [string, string] => [
        `Propina (${tip.specialist}, ${tip.method})`,
        formatMoney(tip.amount),
      ]),
      ...(Number(sale.refunded_total) > 0
        ? [['Neto', formatMoney(sale.total - Number(sale.refunded_total))] as [string, string]]
        : []),
    ],
    footer: ['Gracias por tu visita.'],
  });
  return pdfResponse(body, `recibo-${sale.id}.pdf`);
}
