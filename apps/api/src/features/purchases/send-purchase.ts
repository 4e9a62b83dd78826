import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { ApiError } from '../../platform/errors';
import { orderOf, pendingLines } from './purchase-order';

export async function sendPurchase(ctx: OperationContext, input: { id: number }) {
  const order = await orderOf(ctx, input.id);
  if (order.status !== 'draft') {
    throw new ApiError('CONFLICT', 'Solo un pedido en borrador se envía.');
  }
  const lines = await pendingLines(ctx, input.id);
  if (lines.length === 0) {
    throw new ApiError('BUSINESS_RULE', 'El pedido no tiene productos.');
  }
  await ctx.db.rows(sql`update purchase_order set status = 'ordered' where id = ${input.id}`, ctx.tx);
  return { id: input.id, status: 'ordered' };
}
