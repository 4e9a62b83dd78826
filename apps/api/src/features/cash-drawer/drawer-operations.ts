import type {
  closeDrawer as closeContract,
  drawerMovement as moveContract,
  openDrawer as openContract,
} from '@sari/contracts/cash-drawer';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { inScope, requireSite } from '../../access/sql-scope';
import { ApiError, notFound } from '../../platform/errors';
import { checkMethod, lockDrawer, openSession, recordMovement } from '../../shared/money';
import { siteWithClock } from '../../shared/site-clock';
import { can } from '../../tenancy/context';
import { expectedBySession } from './drawer-totals';

async function blindCount(ctx: OperationContext) {
  const [row] = await ctx.db.rows<{ value: string | null }>(
    sql`select value from setting s where ${inScope(ctx, 'setting', 's')} and key = 'cash_blind_count'`,
    ctx.tx,
  );
  return row?.value === 'true';
}

export async function drawerStatus(ctx: OperationContext, input: { site_id: number }) {
  await siteWithClock(ctx, input.site_id);
  const [session] = await ctx.db.rows<{
    id: number;
    opened_at: string;
    opening_amount: number;
    opened_by: string | null;
  }>(
    sql`select c.id, c.opened_at::text as opened_at, c.opening_amount,
          nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as opened_by
        from cash_drawer_session c left join sari_user u on u.id = c.opened_by
        where c.site_id = ${input.site_id} and c.status = 'open' and ${inScope(ctx, 'cash_drawer_session', 'c')}`,
    ctx.tx,
  );
  const blind = await blindCount(ctx);
  // A blind count hides what is expected from whoever counts; an administrator still sees it.
  const showExpected = session && (!blind || can(ctx.user, 'settings', 'update'));
  return {
    session: session ? { ...session, opening_amount: Number(session.opening_amount) } : null,
    expected: showExpected ? await expectedBySession(ctx, session.id) : [],
    blind,
  };
}

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
