import type { advanceToBalance as contract } from '@sari/contracts/sales';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { ApiError } from '../../platform/errors';
import { heldAdvance, markReturned } from './cancelled-advance';
import { clientBalance } from './client-balance';

// "Pasar al saldo a favor" (decision 067): the money advance of a cancelled reservation becomes
// the client's balance (a client_deposit of the reservation's site, spent by the spec's balance
// rule like any abono). The pesos stay in the drawer they came into, so no movement is written:
// they were counted there as an advance and now as her balance.
export async function advanceToBalance(ctx: OperationContext, input: z.output<(typeof contract)['input']>) {
  const held = await heldAdvance(ctx, input.id, input.amount);
  if (!held.clientId) {
    throw new ApiError(
      'BUSINESS_RULE',
      'La cita no tiene cliente: su anticipo no puede quedar como saldo a favor. Devuélvelo desde la caja.',
      { reason: 'sin_cliente' },
    );
  }
  const [deposit] = await ctx.db.rows<{ id: number }>(
    sql`insert into client_deposit (subscriber_owner_company_id, client_id, site_id, remaining_amount)
        values (${ctx.user.companyId}, ${held.clientId}, ${held.siteId}, ${held.total}) returning id`,
    ctx.tx,
  );
  await markReturned(
    ctx,
    held.advances.map((advance) => advance.id),
    { depositId: deposit.id },
  );
  return {
    amount: held.total,
    advances: held.advances.map((advance) => advance.id),
    money_movement_ids: [],
    client_deposit_id: deposit.id,
    balance: (await clientBalance(ctx, held.clientId)).balance,
  };
}
