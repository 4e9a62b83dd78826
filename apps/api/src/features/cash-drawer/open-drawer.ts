import type { openDrawer as openContract } from '@sari/contracts/cash-drawer';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { ApiError } from '../../platform/errors';
import { lockDrawer, recordMovement } from '../../shared/money';
import { siteWithClock } from '../../shared/site-clock';

export async function openDrawer(ctx: OperationContext, input: z.output<(typeof openContract)['input']>) {
  await siteWithClock(ctx, input.site_id);
  await lockDrawer(ctx, input.site_id);
  const [open] = await ctx.db.rows(
    sql`select id from cash_drawer_session where site_id = ${input.site_id} and status = 'open' for update`,
    ctx.tx,
  );
  if (open) {
    throw new ApiError('CONFLICT', 'La caja de esta sede ya está abierta.');
  }
  const [session] = await ctx.db.rows<{ id: number }>(
    sql`insert into cash_drawer_session (subscriber_owner_company_id, site_id, opened_by, opening_amount, notes)
        values (${ctx.user.companyId}, ${input.site_id}, ${ctx.user.sariUserId}, ${input.opening_amount}, ${input.notes ?? null})
        returning id`,
    ctx.tx,
  );
  if (input.opening_amount > 0) {
    await recordMovement(ctx, {
      siteId: input.site_id,
      amount: input.opening_amount,
      direction: 'in',
      method: 'efectivo',
      type: 'opening',
      concept: 'Base de apertura',
      sessionId: session.id,
    });
  }
  return { id: session.id };
}
