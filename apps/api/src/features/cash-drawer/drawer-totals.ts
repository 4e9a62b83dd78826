import { expectedByMethod, type MethodExpected } from '@sari/domain/drawer';
import { type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../tenancy/context';

export type MethodTotal = MethodExpected;

// What a drawer session should hold, from its money movements (`session` is its id, a value or
// a column), per payment method when `byMethod`: the one query of expected money
// (packages/domain drawer.ts says why), read by the drawer's status and closing per method and
// by the cash-drawer report per session. `opening` is the float, `income` what else came in,
// `outflow` what went out, `expected` what came in (the float with it) less what went out.
export const drawerSums = (session: SQL | number, { byMethod = false } = {}) => sql`
  select ${byMethod ? sql`mm.payment_methods_name as method,` : sql``}
    coalesce(sum(mm.amount) filter (where mm.direction = 'in' and mm.type = 'opening'), 0)::bigint as opening,
    coalesce(sum(mm.amount) filter (where mm.direction = 'in' and mm.type <> 'opening'), 0)::bigint as income,
    coalesce(sum(mm.amount) filter (where mm.direction = 'out'), 0)::bigint as outflow,
    coalesce(sum(case when mm.direction = 'in' then mm.amount else -mm.amount end), 0)::bigint as expected
  from money_movement mm where mm.cash_drawer_session_id = ${session}
  ${byMethod ? sql`group by mm.payment_methods_name` : sql``}`;

// What each payment method of a session should hold, cash first.
export async function expectedBySession(ctx: RequestContext, sessionId: number): Promise<MethodTotal[]> {
  const rows = await ctx.db.rows<{
    method: string;
    opening: number;
    income: number;
    outflow: number;
    expected: number;
  }>(drawerSums(sessionId, { byMethod: true }), ctx.tx);
  return expectedByMethod(
    rows.map((row) => ({
      payment_methods_name: row.method,
      in: Number(row.opening) + Number(row.income),
      out: Number(row.outflow),
      expected: Number(row.expected),
    })),
  );
}
