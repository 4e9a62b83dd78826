import type { returnPurchase as returnContract } from '@sari/contracts/purchases';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { ApiError } from '../../platform/errors';
import { moveStock } from '../../shared/stock';
import { orderOf, pendingLines, perLine } from './purchase-order';

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
