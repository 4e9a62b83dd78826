import type { payPurchase as payContract, returnPurchase as returnContract } from '@sari/contracts/purchases';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { ApiError } from '../../platform/errors';
import { checkMethod, openSession, recordMovement } from '../../shared/money';
import { moveStock } from '../../shared/stock';
import { orderOf, owedOn, pendingLines, perLine } from './purchase-order';

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

// Units that go back to the supplier: out of the site's stock, recorded as a correction.
export async function returnPurchase(
  ctx: OperationContext,
  input: z.output<(typeof returnContract)['input']>,
) {
  const order = await orderOf(ctx, input.id);
  const wanted = perLine(await pendingLines(ctx, input.id), input.lines);
  for (const { line, quantity } of wanted) {
    if (quantity > line.received_quantity - line.returned) {
      throw new ApiError(
        'BUSINESS_RULE',
        `De "${line.name}" se recibieron ${line.received_quantity - line.returned} que se puedan devolver.`,
      );
    }
  }
  const [record] = await ctx.db.rows<{ id: number }>(
    sql`insert into purchase_return (subscriber_owner_company_id, purchase_order_id, reason, total, sari_user_id)
        values (${ctx.user.companyId}, ${input.id}, ${input.reason}, 0, ${ctx.user.sariUserId}) returning id`,
    ctx.tx,
  );
  let total = 0;
  for (const { line, quantity } of wanted) {
    await moveStock(ctx, {
      productId: line.product_id,
      siteId: order.site_id,
      change: -quantity,
      type: 'return',
      reason: `Devolución al proveedor, pedido #${input.id}: ${input.reason}`,
      productName: line.name,
      purchaseOrderId: input.id,
    });
    await ctx.db.rows(
      sql`insert into purchase_return_line (subscriber_owner_company_id, purchase_return_id, purchase_order_line_id, quantity)
          values (${ctx.user.companyId}, ${record.id}, ${line.id}, ${quantity})`,
      ctx.tx,
    );
    total += quantity * line.unit_cost_on_order;
  }
  await ctx.db.rows(sql`update purchase_return set total = ${total} where id = ${record.id}`, ctx.tx);
  return { id: record.id, total };
}

// A payment to the supplier from the site's open drawer (an expense); never more than is owed.
export async function payPurchase(ctx: OperationContext, input: z.output<(typeof payContract)['input']>) {
  const order = await orderOf(ctx, input.id);
  const owed = await owedOn(ctx, input.id);
  if (input.amount > owed) {
    throw new ApiError(
      'BUSINESS_RULE',
      `Se le deben $${owed.toLocaleString('es-CO')} al proveedor por este pedido.`,
      { owed },
    );
  }
  await checkMethod(ctx, input.paymentMethod);
  const session = await openSession(ctx, order.site_id);
  const movement = await recordMovement(ctx, {
    siteId: order.site_id,
    amount: input.amount,
    direction: 'out',
    method: input.paymentMethod,
    type: 'purchase',
    concept: `Pago del pedido de compra #${input.id}`,
    sessionId: session,
  });
  const [payment] = await ctx.db.rows<{ id: number }>(
    sql`insert into purchase_payment (subscriber_owner_company_id, purchase_order_id, money_movement_id, amount, sari_user_id)
        values (${ctx.user.companyId}, ${input.id}, ${movement}, ${input.amount}, ${ctx.user.sariUserId}) returning id`,
    ctx.tx,
  );
  await ctx.db.rows(
    sql`update purchase_order set paid_total = paid_total + ${input.amount} where id = ${input.id}`,
    ctx.tx,
  );
  return { id: payment.id, owed: owed - input.amount };
}
