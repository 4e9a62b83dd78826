import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
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
