import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../tenancy/context';

export type MethodTotal = { payment_methods_name: string; in: number; out: number; expected: number };

// What each payment method of a session should hold: its movements in minus out, each counted
// once. The opening float is itself a movement in cash (type opening), so expected cash is
// float + cash in - cash out, never the float twice nor the previous session's close.
export async function expectedBySession(ctx: RequestContext, sessionId: number): Promise<MethodTotal[]> {
  const rows = await ctx.db.rows<{ method: string; in: number; out: number }>(
    sql`select payment_methods_name as method,
          coalesce(sum(amount) filter (where direction = 'in'), 0)::bigint as in,
          coalesce(sum(amount) filter (where direction = 'out'), 0)::bigint as out
        from money_movement where cash_drawer_session_id = ${sessionId}
        group by payment_methods_name`,
    ctx.tx,
  );
  const totals = rows.map((row) => ({
    payment_methods_name: row.method,
    in: Number(row.in),
    out: Number(row.out),
    expected: Number(row.in) - Number(row.out),
  }));
  if (!totals.some((total) => total.payment_methods_name === 'efectivo')) {
    totals.unshift({ payment_methods_name: 'efectivo', in: 0, out: 0, expected: 0 });
  }
  return totals.sort((a, b) =>
    a.payment_methods_name === 'efectivo'
      ? -1
      : b.payment_methods_name === 'efectivo'
        ? 1
        : a.payment_methods_name.localeCompare(b.payment_methods_name),
  );
}
