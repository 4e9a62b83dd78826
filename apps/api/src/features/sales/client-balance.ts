import type { DepositSource } from '@sari/domain/checkout-plan';
import { sql } from 'drizzle-orm';
import { inScope } from '../../access/sql-scope';
import type { RequestContext } from '../../tenancy/context';

// One spender of a client's balance at a time, across every server process: two cashiers
// charging the same client wait for each other instead of both spending the same abono.
export async function lockClient(ctx: RequestContext, clientId: number) {
  await ctx.db.rows(sql`select pg_advisory_xact_lock(7302, ${clientId})`, ctx.tx);
}

// The client's balance as the deposit calls read it (spec-coverage 7; every site of the company): abono
// remainders and standalone deposits, oldest first, and what they owe (credito remainders).
export async function clientBalance(ctx: RequestContext, clientId: number) {
  const sources = await ctx.db.rows<DepositSource & { date: string }>(
    sql`select 'history' as origin, d.id, d.remaining_amount as remaining, h.date_created::text as date
          from history_payment_deposit d join history_payment h on h.id = d.history_payment_id
          where ${inScope(ctx, 'history_payment_deposit', 'd', { allSites: true })} and d.client_id = ${clientId}
            and d.tipo = 'abono' and d.remaining_amount > 0
        union all
        select 'client', c.id, c.remaining_amount, c.date_created::text
          from client_deposit c
          where ${inScope(ctx, 'client_deposit', 'c', { allSites: true })} and c.client_id = ${clientId} and c.remaining_amount > 0
        order by date, id`,
    ctx.tx,
  );
  const credits = await ctx.db.rows<{ id: number; remaining: number; date: string }>(
    sql`select d.id, d.remaining_amount as remaining, h.date_created::text as date
        from history_payment_deposit d join history_payment h on h.id = d.history_payment_id
        where ${inScope(ctx, 'history_payment_deposit', 'd', { allSites: true })} and d.client_id = ${clientId}
          and d.tipo = 'credito' and d.remaining_amount > 0
        order by h.date_created, d.id`,
    ctx.tx,
  );
  const owed = credits.reduce((sum, credit) => sum + credit.remaining, 0);
  const available = sources.reduce((sum, source) => sum + source.remaining, 0);
  return { sources, credits, owed, balance: available - owed };
}
