import type { DepositSource } from '@sari/domain/checkout-plan';
import { sql } from 'drizzle-orm';
import { inScope } from '../../access/sql-scope';
import type { RequestContext } from '../../tenancy/context';

// One spender of a client's balance at a time, across every server process: two cashiers
// charging the same client wait for each other instead of both spending the same abono.
export async function lockClient(ctx: RequestContext, clientId: number) {
  await ctx.db.prepared(sql`select pg_advisory_xact_lock(7302, ${clientId})`, ctx.tx);
}

// The same lock, taken only when the client is one the user may see, as a column of a caller's
// statement (a checkout reads it with its site): 1 when it is (and is now locked), 0, and no
// lock, when it is not. (The lock is an output of the inner select, evaluated once the row is
// found; PostgreSQL keeps a volatile output that nothing reads.)
export const lockOwnClientColumn = (ctx: RequestContext, clientId: number) =>
  sql`(select count(*)::int from (select pg_advisory_xact_lock(7302, c.id) from client c
        where c.id = ${clientId} and ${inScope(ctx, 'client', 'c')}) locked)`;

// The lock in a statement of its own; false, and no lock, when the client is not one of the user's.
export async function lockOwnClient(ctx: RequestContext, clientId: number) {
  const [row] = await ctx.db.prepared<{ found: number }>(
    sql`select ${lockOwnClientColumn(ctx, clientId)} as found`,
    ctx.tx,
  );
  return row.found > 0;
}

// The client's balance as the deposit calls read it (spec-coverage 7; every site of the company): abono
// remainders and standalone deposits, oldest first, and what they owe (credito remainders, oldest
// first), in one statement.
export async function clientBalance(ctx: RequestContext, clientId: number) {
  const rows = await ctx.db.prepared<DepositSource & { date: string; owed: boolean }>(
    sql`select b.owed, b.origin, b.id, b.remaining, b.date from (
          select false as owed, 'history' as origin, d.id, d.remaining_amount as remaining,
            h.date_created::text as date, null::timestamptz as at
          from history_payment_deposit d join history_payment h on h.id = d.history_payment_id
          where ${inScope(ctx, 'history_payment_deposit', 'd', { allSites: true })} and d.client_id = ${clientId}
            and d.tipo = 'abono' and d.remaining_amount > 0
          union all
          select false, 'client', c.id, c.remaining_amount, c.date_created::text, null
          from client_deposit c
          where ${inScope(ctx, 'client_deposit', 'c', { allSites: true })} and c.client_id = ${clientId} and c.remaining_amount > 0
          union all
          select true, 'history', d.id, d.remaining_amount, h.date_created::text, h.date_created
          from history_payment_deposit d join history_payment h on h.id = d.history_payment_id
          where ${inScope(ctx, 'history_payment_deposit', 'd', { allSites: true })} and d.client_id = ${clientId}
            and d.tipo = 'credito' and d.remaining_amount > 0) b
        order by b.owed, b.at, b.date, b.id`,
    ctx.tx,
  );
  const sources = rows.filter((row) => !row.owed).map(({ owed: _owed, ...source }) => source);
  const credits = rows
    .filter((row) => row.owed)
    .map((row) => ({ id: row.id, remaining: row.remaining, date: row.date }));
  const owed = credits.reduce((sum, credit) => sum + credit.remaining, 0);
  const available = sources.reduce((sum, source) => sum + source.remaining, 0);
  return { sources, credits, owed, balance: available - owed };
}
