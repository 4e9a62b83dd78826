import { sql } from 'drizzle-orm';
import { inScope } from '../../access/sql-scope';
import { ApiError, notFound } from '../../platform/errors';
import type { RequestContext } from '../../tenancy/context';

export type Order = { id: number; site_id: number; supplier_id: number; status: string; paid_total: number };
export type OrderLine = {
  id: number;
  product_id: number;
  name: string;
  quantity: number;
  received_quantity: number;
  returned: number;
  unit_cost_on_order: number;
  pending: number;
};

// One of the user's purchase orders, locked for the operation.
export async function orderOf(ctx: RequestContext, id: number): Promise<Order> {
  const [order] = await ctx.db.rows<Order>(
    sql`select id, site_id, supplier_id, status, paid_total from purchase_order o
        where o.id = ${id} and ${inScope(ctx, 'purchase_order', 'o')} for update`,
    ctx.tx,
  );
  if (!order) {
    throw notFound('El pedido no existe o no tienes acceso a él.');
  }
  return { ...order, paid_total: Number(order.paid_total) };
}

// The order's lines with what was received and returned, locked with the order (orderOf) for
// the rest of the operation: a receipt or return decides on figures no one else is changing.
export async function pendingLines(ctx: RequestContext, orderId: number): Promise<OrderLine[]> {
  const rows = await ctx.db.rows<OrderLine>(
    sql`select l.id, l.product_id, p.name, l.quantity, l.received_quantity, l.unit_cost_on_order,
          coalesce((select sum(r.quantity) from purchase_return_line r where r.purchase_order_line_id = l.id), 0)::int as returned,
          l.quantity - l.received_quantity as pending
        from purchase_order_line l join product p on p.id = l.product_id
        where l.purchase_order_id = ${orderId} order by l.id for update of l`,
    ctx.tx,
  );
  return rows.map((row) => ({ ...row, unit_cost_on_order: Number(row.unit_cost_on_order) }));
}

// A request's lines, one entry per order line with the quantities asked for it summed: the
// same line listed twice is checked (and moved) as its total, never as two allowances.
export function perLine(
  lines: OrderLine[],
  items: { purchase_order_line_id: number; quantity: number }[],
): { line: OrderLine; quantity: number }[] {
  const wanted = new Map<number, { line: OrderLine; quantity: number }>();
  for (const item of items) {
    const line = lines.find((candidate) => candidate.id === item.purchase_order_line_id);
    if (!line) {
      throw new ApiError('INVALID_PAYLOAD', 'Una línea no es de este pedido.');
    }
    const entry = wanted.get(line.id) ?? { line, quantity: 0 };
    entry.quantity += item.quantity;
    wanted.set(line.id, entry);
  }
  return [...wanted.values()];
}

// What is owed to the supplier for an order: what was received, minus what went back, minus
// what was paid.
export async function owedOn(ctx: RequestContext, orderId: number): Promise<number> {
  const [row] = await ctx.db.rows<{ owed: number }>(
    sql`select (coalesce((select sum(l.received_quantity * l.unit_cost_on_order) from purchase_order_line l where l.purchase_order_id = o.id), 0)
          - coalesce((select sum(r.total) from purchase_return r where r.purchase_order_id = o.id), 0)
          - o.paid_total)::bigint as owed
        from purchase_order o where o.id = ${orderId}`,
    ctx.tx,
  );
  return Number(row.owed);
}
