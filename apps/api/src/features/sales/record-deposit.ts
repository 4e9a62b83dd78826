import type { recordDeposit as depositContract } from '@sari/contracts/sales';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { recordMovement } from '../../shared/money';
import { clientBalance } from './client-balance';
import { intoDrawer, ownClient } from './client-money';

// Money the client leaves in favour (spec: client_deposit), into the site's open drawer.
export async function recordDeposit(
  ctx: OperationContext,
  input: z.output<(typeof depositContract)['input']>,
) {
  await ownClient(ctx, input.id);
  const session = await intoDrawer(ctx, input.site_id, input.paymentMethod);
  const movement = await recordMovement(ctx, {
    siteId: input.site_id,
    amount: input.amount,
    direction: 'in',
    method: input.paymentMethod,
    type: 'deposit',
    concept: 'Abono del cliente',
    sessionId: session,
    clientId: input.id,
    notes: input.notes,
  });
  const [row] = await ctx.db.rows<{ id: number }>(
    sql`insert into client_deposit (subscriber_owner_company_id, client_id, site_id, remaining_amount, money_movement_id)
        values (${ctx.user.companyId}, ${input.id}, ${input.site_id}, ${input.amount}, ${movement}) returning id`,
    ctx.tx,
  );
  return { id: row.id, balance: (await clientBalance(ctx, input.id)).balance };
}
