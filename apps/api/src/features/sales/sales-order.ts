import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { notFound } from '../../platform/errors';
import { moveStock } from '../../shared/stock';

// A sales order as its use-cases (confirm, deliver, cancel, invoice) read and move it: the order
// locked, its lines, the stock its units move and its status.
type Order = { id: number; site_id: number; client_id: number | null; status: string; total: number };

type Line = {
  id: number;
  product_id: number;
  name: string;
  quantity: number;
  delivered_quantity: number;
  unit_price: number;
  discount: number;
  total: number;
};

export async function orderOf(ctx: OperationContext, id: number) {
  const [order] = await ctx.db.rows<Order>(
    sql`select id, site_id, client_id, status, total from sales_order o where o.id = ${id} and ${inScope(ctx, 'sales_order', 'o')} for update`,
    ctx.tx,
  );
  if (!order) {
    throw notFound('El pedido no existe o no tienes acceso a él.');
  }
  return { ...order, total: Number(order.total) };
}

export const linesOf = (ctx: OperationContext, id: number) =>
  ctx.db
    .rows<Line>(
      sql`select l.id, l.product_id, p.name, l.quantity, l.delivered_quantity, l.unit_price, l.discount, l.total
          from sales_order_line l join product p on p.id = l.product_id where l.sales_order_id = ${id} order by l.id`,
      ctx.tx,
    )
    .then((rows) =>
      rows.map((row) => ({
        ...row,
        unit_price: Number(row.unit_price),
        discount: Number(row.discount),
        total: Number(row.total),
      })),
    );

// The units each line moves: what it has delivered goes back (direction 1), or what the request
// delivers now leaves the shelf (direction -1), each a stock movement of the order.
export async function move(
  ctx: OperationContext,
  order: Order,
  units: Map<number, number>,
  direction: -1 | 1,
) {
  for (const line of await linesOf(ctx, order.id)) {
    const quantity = units.get(line.id) ?? 0;
    if (quantity === 0) {
      continue;
    }
    await moveStock(ctx, {
      productId: line.product_id,
      siteId: order.site_id,
      change: direction * quantity,
      type: direction < 0 ? 'sale' : 'return',
      reason: direction < 0 ? `Entrega del pedido #${order.id}` : `Pedido #${order.id} cancelado`,
      productName: line.name,
      salesOrderId: order.id,
    });
    await ctx.db.rows(
      sql`update sales_order_line set delivered_quantity = delivered_quantity - ${direction * quantity}::int where id = ${line.id}`,
      ctx.tx,
    );
  }
}

export async function setStatus(ctx: OperationContext, id: number, status: string) {
  await ctx.db.rows(sql`update sales_order set status = ${status} where id = ${id}`, ctx.tx);
  return { id, status };
}
