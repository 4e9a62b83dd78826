import type { payslipInput } from '@sari/contracts/specialist-pay';
import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import type { z } from 'zod';
import type { OperationContext } from '../../../access/operation';
import { pdfResponse, renderPdf } from '../../../platform/pdf';
import { payslipLines, payslipOf } from './payslip-data';

// The payslip as a PDF: every line, the commission per category, and what it comes to.
export async function specialistPayslipPdf(ctx: OperationContext, input: z.output<typeof payslipInput>) {
  const payslip = await payslipOf(ctx, input);
  const lines = await payslipLines(ctx, payslip.filters, input.id);
  const { totals } = payslip;
  const money = (value: number) => (value ? formatMoney(value) : '');
  const body = await renderPdf({
    title: `Nómina · ${payslip.specialist.name}`,
    header: [
      `Periodo: ${formatDate(input.from)} a ${formatDate(input.to)}`,
      ...payslip.categories.map(
        (row) =>
          `${row.category}: ${row.services} servicios, vendido ${formatMoney(row.sold)}, comisión ${formatMoney(row.commission)}, consumibles ${formatMoney(row.consumable)}`,
      ),
    ],
    table: {
      columns: [
        { label: 'Fecha', width: 62 },
        { label: 'Detalle', width: 130 },
        { label: 'Vendido', width: 62, align: 'right' },
        { label: 'Comisión', width: 62, align: 'right' },
        { label: 'Consumibles', width: 62, align: 'right' },
        { label: 'Propina / anticipo', width: 62, align: 'right' },
        { label: 'Neto', width: 60, align: 'right' },
      ],
      rows: lines.map((line) => [
        formatDate(line.date.slice(0, 10)),
        `${line.kind}${line.description ? `: ${line.description}` : ''}`,
        money(Number(line.sold)),
        money(Number(line.commission)),
        money(Number(line.consumable)),
        line.tip
          ? formatMoney(Number(line.tip))
          : line.advance
            ? `-${formatMoney(Number(line.advance))}`
            : '',
        formatMoney(Number(line.pay)),
      ]),
    },
    totals: [
      ['Comisión', formatMoney(totals.commission)],
      ['Consumibles', `-${formatMoney(totals.consumables)}`],
      ['Anticipos', `-${formatMoney(totals.advances)}`],
      ['Propinas', formatMoney(totals.tips)],
      ['Total a pagar', formatMoney(totals.total)],
    ],
    footer: payslip.payments.length
      ? payslip.payments.map(
          (payment) =>
            `Pagado en ${payment.site}: ${formatMoney(payment.amount)} (${formatDate(payment.period_start)} a ${formatDate(payment.period_end)}).`,
        )
      : ['Pendiente de pago.'],
  });
  return pdfResponse(body, `nomina-${input.id}-${input.from}-${input.to}.pdf`);
}
