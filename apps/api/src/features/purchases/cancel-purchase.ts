import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { ApiError } from '../../platform/errors';
import { orderOf } from './purchase-order';

// What was not received is cancelled; what was received stays (and may still be returned).
export async function cancelPurchase(ctx: OperationContext, input: { id: number }) {
  const order = await orderOf(ctx, input.id);
  if (order.status === 'received' || order.status === 'cancelled') {
    throw new ApiError('CONFLICT', 'El pedido ya se recibió completo o ya está cancelado.');
  }
  const status = order.status === 'partial' ? 'received' : 'cancelled';
  if (order.status === 'partial') {
    // The rest will not come: the order is closed with what arrived.
    await ctx.db.rows(
      sql`update purchase_order_line set quantity = received_quantity where purchase_order_id = ${input.id} and received_quantity > 0`,
      ctx.tx,
    );
    await ctx.db.rows(
      sql`delete from purchase_order_line where purchase_order_id = ${input.id} and received_quantity = 0`,
      ctx.tx,
    );
  }
  await ctx.db.rows(sql`update purchase_order set status = ${status} where id = ${input.id}`, ctx.tx);
  return { id: input.id, status };
}
