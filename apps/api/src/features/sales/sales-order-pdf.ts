import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { notFound } from '../../platform/errors';
import { pdfResponse, renderPdf } from '../../platform/pdf';

const TITLES: Record<string, string> = {
  quote: 'Cotización',
  confirmed: 'Pedido',
  delivered: 'Pedido entregado',
  invoiced: 'Pedido facturado',
  cancelled: 'Pedido cancelado',
};

type Document = {
  company: string;
  site: string;
  client: string | null;
  status: string;
  order_date: string;
  notes: string | null;
  total: number;
  lines: { name: string; quantity: number; price: number; discount: number; total: number }[];
};

// The quote (or the order) as the client receives it.
export async function salesOrderPdf(ctx: OperationContext, input: { id: number }) {
  const [order] = await ctx.db.rows<Document>(
    sql`select c.name as company, s.name as site, nullif(trim(concat_ws(' ', cl.first_name, cl.last_name)), '') as client,
          o.status, o.order_date::text as order_date, o.notes, o.total,
          coalesce((select json_agg(json_build_object('name', p.name, 'quantity', l.quantity, 'price', l.unit_price,
            'discount', l.discount, 'total', l.total) order by l.id)
            from sales_order_line l join product p on p.id = l.product_id where l.sales_order_id = o.id), '[]') as lines
        from sales_order o join subscriber_owner_company c on c.id = o.subscriber_owner_company_id
        join site s on s.id = o.site_id left join client cl on cl.id = o.client_id
        where o.id = ${input.id} and ${inScope(ctx, 'sales_order', 'o')}`,
    ctx.tx,
  );
  if (!order) {
    throw notFound('El pedido no existe o no tienes acceso a él.');
  }
  const body = await renderPdf({
    title: `${order.company} · ${TITLES[order.status] ?? 'Pedido'} #${input.id}`,
    header: [
      `Cliente: ${order.client ?? '—'}`,
      `Sede: ${order.site}`,
      `Fecha: ${formatDate(order.order_date)}`,
    ],
    table: {
      columns: [
        { label: 'Producto', width: 210 },
        { label: 'Cant.', width: 50, align: 'right' },
        { label: 'Precio', width: 80, align: 'right' },
        { label: 'Desc.', width: 70, align: 'right' },
        { label: 'Total', width: 90, align: 'right' },
      ],
      rows: order.lines.map((line) => [
        line.name,
        String(line.quantity),
        formatMoney(line.price),
        formatMoney(line.discount),
        formatMoney(line.total),
      ]),
    },
    totals: [['Total', formatMoney(order.total)]],
    footer: order.notes ? [`Notas: ${order.notes}`] : [],
  });
  return pdfResponse(body, `pedido-${input.id}.pdf`);
}
