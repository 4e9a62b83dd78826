import type { drawerMovement as moveContract } from '@sari/contracts/cash-drawer';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { inScope, requireSite } from '../../access/sql-scope';
import { ApiError } from '../../platform/errors';
import { checkMethod, openSession, recordMovement } from '../../shared/money';

const OUT_TYPES = new Set(['expense', 'specialist_payout', 'specialist_advance']);

// An income or expense with a concept in the site's open drawer (the pay route's operation).
export async function drawerMovement(ctx: OperationContext, input: z.output<(typeof moveContract)['input']>) {
  requireSite(ctx.user, input.site_id);
  await checkMethod(ctx, input.payment_method);
  if (input.specialist_id) {
    const [own] = await ctx.db.rows(
      sql`select 1 from specialist s where s.id = ${input.specialist_id} and ${inScope(ctx, 'specialist', 's')}`,
      ctx.tx,
    );
    if (!own) {
      throw new ApiError('INVALID_FOREIGN_KEY', 'El especialista no existe.');
    }
  }
  const direction = OUT_TYPES.has(input.type) ? 'out' : 'in';
  const session = await openSession(ctx, input.site_id);
  const id = await recordMovement(ctx, {
    siteId: input.site_id,
    amount: input.amount,
    direction,
    method: input.payment_method,
    type: input.type,
    concept: input.concept,
    sessionId: session,
    specialistId: input.specialist_id ?? null,
  });
  return { id, direction: direction as 'in' | 'out' };
}
