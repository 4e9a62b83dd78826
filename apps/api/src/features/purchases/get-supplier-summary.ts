import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { notFound } from '../../platform/errors';

export async function supplierSummary(ctx: OperationContext, input: { id: number }) {
  const [row] = await ctx.db.rows<{ orders: number; received: number; returned: number; paid: number }>(
    sql`select count(o.id)::int as orders,
          coalesce(sum((select sum(l.received_quantity * l.unit_cost_on_order) from purchase_order_line l where l.purchase_order_id = o.id)), 0)::bigint as received,
          coalesce(sum((select sum(r.total) from purchase_return r where r.purchase_order_id = o.id)), 0)::bigint as returned,
          coalesce(sum(o.paid_total), 0)::bigint as paid
        from supplier s left join purchase_order o on o.supplier_id = s.id and o.status <> 'cancelled' and ${inScope(ctx, 'purchase_order', 'o')}
        where s.id = ${input.id} and ${inScope(ctx, 'supplier', 's')}
        group by s.id`,
    ctx.tx,
  );
  if (!row) {
    throw notFound('El proveedor no existe o no tienes acceso a él.');
  }
  const received = Number(row.received);
  const returned = Number(row.returned);
  const paid = Number(row.paid);
  return { orders: row.orders, received, returned, paid, owed: received - returned - paid };
}
