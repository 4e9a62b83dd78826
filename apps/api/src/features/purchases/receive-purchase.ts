import type { receivePurchase as contract } from '@sari/contracts/purchases';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { ApiError } from '../../platform/errors';
import { moveStock } from '../../shared/stock';
import { type OrderLine, orderOf, pendingLines, perLine } from './purchase-order';

type Input = z.output<(typeof contract)['input']>;

// Receiving, all at once or line by line: the units enter the site's stock as purchase
// movements, the product keeps the cost paid, and the order becomes partial or received.
export async function receivePurchase(ctx: OperationContext, input: Input) {
  const order = await orderOf(ctx, input.id);
  if (order.status !== 'ordered' && order.status !== 'partial' && order.status !== 'draft') {
    throw new ApiError('CONFLICT', 'Este pedido ya se recibió completo o está cancelado.');
  }
  const lines = await pendingLines(ctx, input.id);
  const wanted: { line: OrderLine; quantity: number }[] =
    input.lines.length === 0
      ? lines.filter((line) => line.pending > 0).map((line) => ({ line, quantity: line.pending }))
      : perLine(lines, input.lines);
  for (const { line, quantity } of wanted) {
    if (quantity > line.pending) {
      throw new ApiError('BUSINESS_RULE', `De "${line.name}" faltan ${line.pending} por recibir.`);
    }
  }
  if (wanted.length === 0) {
    throw new ApiError('CONFLICT', 'No queda nada por recibir en este pedido.');
  }
  for (const { line, quantity } of wanted) {
    await moveStock(ctx, {
      productId: line.product_id,
      siteId: order.site_id,
      change: quantity,
      type: 'purchase',
      reason: `Pedido de compra #${input.id}`,
      purchaseOrderId: input.id,
    });
    await ctx.db.rows(
      sql`update purchase_order_line set received_quantity = received_quantity + ${quantity} where id = ${line.id}`,
      ctx.tx,
    );
    await ctx.db.rows(
      sql`update product set cost = ${line.unit_cost_on_order} where id = ${line.product_id}`,
      ctx.tx,
    );
  }
  const [left] = await ctx.db.rows<{ pending: number }>(
    sql`select coalesce(sum(quantity - received_quantity), 0)::int as pending from purchase_order_line where purchase_order_id = ${input.id}`,
    ctx.tx,
  );
  const status = left.pending === 0 ? 'received' : 'partial';
  await ctx.db.rows(
    sql`update purchase_order set status = ${status}, received_at = sari_now() where id = ${input.id}`,
    ctx.tx,
  );
  return { id: input.id, status, received_units: wanted.reduce((sum, item) => sum + item.quantity, 0) };
}
