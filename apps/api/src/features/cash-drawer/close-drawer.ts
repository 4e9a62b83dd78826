import type { closeDrawer as closeContract } from '@sari/contracts/cash-drawer';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { ApiError, notFound } from '../../platform/errors';
import { openSession } from '../../shared/money';
import { expectedBySession } from './drawer-totals';

// Closing: each method counted against what the session's movements say it should hold.
export async function closeDrawer(ctx: OperationContext, input: z.output<(typeof closeContract)['input']>) {
  const [session] = await ctx.db.rows<{ site_id: number; status: string }>(
    sql`select site_id, status from cash_drawer_session c where c.id = ${input.id} and ${inScope(ctx, 'cash_drawer_session', 'c')} for update`,
    ctx.tx,
  );
  if (!session) {
    throw notFound('La caja no existe o no tienes acceso a ella.');
  }
  if (session.status !== 'open') {
    throw new ApiError('CONFLICT', 'Esta caja ya está cerrada.');
  }
  await openSession(ctx, session.site_id);
  const expected = await expectedBySession(ctx, input.id);
  const counted = new Map(input.counts.map((count) => [count.payment_methods_name, count.counted_amount]));
  const methods = [...new Set([...expected.map((e) => e.payment_methods_name), ...counted.keys()])];
  const counts = methods.map((method) => {
    const should = expected.find((e) => e.payment_methods_name === method)?.expected ?? 0;
    const got = counted.get(method) ?? 0;
    return {
      payment_methods_name: method,
      expected_amount: should,
      counted_amount: got,
      difference: got - should,
    };
  });
  for (const count of counts) {
    await ctx.db.rows(
      sql`insert into cash_drawer_count (subscriber_owner_company_id, cash_drawer_session_id, payment_methods_name,
            expected_amount, counted_amount, difference)
          values (${ctx.user.companyId}, ${input.id}, ${count.payment_methods_name}, ${count.expected_amount},
            ${count.counted_amount}, ${count.difference})`,
      ctx.tx,
    );
  }
  await ctx.db.rows(
    sql`update cash_drawer_session set status = 'closed', closed_by = ${ctx.user.sariUserId}, closed_at = sari_now(),
          notes = concat_ws(E'\\n', notes, ${input.notes ?? null}::text)
        where id = ${input.id}`,
    ctx.tx,
  );
  return { id: input.id, counts };
}
