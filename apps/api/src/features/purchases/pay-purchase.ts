import type { payPurchase as payContract } from '@sari/contracts/purchases';
import { formatMoney } from '@sari/domain/money';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { ApiError } from '../../platform/errors';
import { checkMethod, openSession, recordMovement } from '../../shared/money';
import { orderOf, owedOn } from './purchase-order';

// A payment to the supplier from the site's open drawer (an expense); never more than is owed.
export async function payPurchase(ctx: OperationContext, input: z.output<(typeof payContract)['input']>) {
  const order = await orderOf(ctx, input.id);
  const owed = await owedOn(ctx, input.id);
  if (input.amount > owed) {
    throw new ApiError('BUSINESS_RULE', `Se le deben ${formatMoney(owed)} al proveedor por este pedido.`, {
      owed,
    });
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
