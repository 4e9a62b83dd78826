import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { notFound } from '../../platform/errors';
import { pdfResponse, renderPdf } from '../../platform/pdf';

type OrderDocument = {
  company: string;
  site: string;
  supplier: string;
  tax_id: string | null;
  order_date: string;
  expected_date: string | null;
  notes: string | null;
  total: number;
  lines: { name: string; sku: string | null; quantity: number; cost: number }[];
};

// The order as the supplier receives it.
export async function purchasePdf(ctx: OperationContext, input: { id: number }) {
  const [order] = await ctx.db.rows<OrderDocument>(
    sql`select c.name as company, s.name as site, sp.name as supplier, sp.tax_id, o.order_date::text as order_date,
          o.expected_date::text as expected_date, o.notes, o.total,
          coalesce((select json_agg(json_build_object('name', p.name, 'sku', p.sku, 'quantity', l.quantity, 'cost', l.unit_cost_on_order) order by l.id)
            from purchase_order_line l join product p on p.id = l.product_id where l.purchase_order_id = o.id), '[]') as lines
        from purchase_order o join subscriber_owner_company c on c.id = o.subscriber_owner_company_id
        join site s on s.id = o.site_id join supplier sp on sp.id = o.supplier_id
        where o.id = ${input.id} and ${inScope(ctx, 'purchase_order', 'o')}`,
    ctx.tx,
  );
  if (!order) {
    throw notFound('El pedido no existe o no tienes acceso a él.');
  }
  const body = await renderPdf({
    title: `${order.company} · Pedido de compra #${input.id}`,
    header: [
      `Proveedor: ${order.supplier}${order.tax_id ? ` (NIT ${order.tax_id})` : ''}`,
      `Entregar en: ${order.site}`,
      `Fecha: ${formatDate(order.order_date)}${order.expected_date ? ` · Entrega esperada: ${formatDate(order.expected_date)}` : ''}`,
    ],
    table: {
      columns: [
        { label: 'Producto', width: 220 },
        { label: 'Referencia', width: 90 },
        { label: 'Cant.', width: 50, align: 'right' },
        { label: 'Costo', width: 70, align: 'right' },
        { label: 'Total', width: 70, align: 'right' },
      ],
      rows: order.lines.map((line) => [
        line.name,
        line.sku ?? '',
        String(line.quantity),
        formatMoney(line.cost),
        formatMoney(line.cost * line.quantity),
      ]),
    },
    totals: [['Total', formatMoney(order.total)]],
    footer: order.notes ? [`Notas: ${order.notes}`] : [],
  });
  return pdfResponse(body, `pedido-compra-${input.id}.pdf`);
}
