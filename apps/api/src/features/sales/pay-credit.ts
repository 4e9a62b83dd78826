import type { payCredit as payContract } from '@sari/contracts/sales';
import { formatMoney } from '@sari/domain/money';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { ApiError } from '../../platform/errors';
import { recordMovement } from '../../shared/money';
import { clientBalance } from './client-balance';
import { intoDrawer, ownClient } from './client-money';

// A payment of what the client owes: the oldest credito first; never more than the debt.
export async function payCredit(ctx: OperationContext, input: z.output<(typeof payContract)['input']>) {
  await ownClient(ctx, input.id);
  const { credits, owed } = await clientBalance(ctx, input.id);
  if (input.amount > owed) {
    throw new ApiError('BUSINESS_RULE', `El cliente debe ${formatMoney(owed)}: no se recibe más que eso.`, {
      owed,
    });
  }
  const session = await intoDrawer(ctx, input.site_id, input.paymentMethod);
  const movement = await recordMovement(ctx, {
    siteId: input.site_id,
    amount: input.amount,
    direction: 'in',
    method: input.paymentMethod,
    type: 'deposit',
    concept: 'Pago de crédito',
    sessionId: session,
    clientId: input.id,
  });
  let left = input.amount;
  for (const credit of credits) {
    const paid = Math.min(left, credit.remaining);
    if (paid <= 0) {
      break;
    }
    await ctx.db.rows(
      sql`update history_payment_deposit set remaining_amount = remaining_amount - ${paid} where id = ${credit.id}`,
      ctx.tx,
    );
    await ctx.db.rows(
      sql`insert into credit_payment (subscriber_owner_company_id, history_payment_deposit_id, money_movement_id, amount)
          values (${ctx.user.companyId}, ${credit.id}, ${movement}, ${paid})`,
      ctx.tx,
    );
    await ctx.db.rows(
      sql`update history_payment h set status = 'pagado' where h.id = (select history_payment_id from history_payment_deposit where id = ${credit.id})
            and h.status = 'parcial' and not exists (select 1 from history_payment_deposit d where d.history_payment_id = h.id and d.tipo = 'credito' and d.remaining_amount > 0)`,
      ctx.tx,
    );
    left -= paid;
  }
  return { paid: input.amount, balance: (await clientBalance(ctx, input.id)).balance };
}
