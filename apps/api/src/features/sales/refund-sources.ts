import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inOrder } from '../../shared/sql';

// How a sale was paid, as the parts a refund gives back in proportion: money per method, the
// client's balances it drew, the reservation's advance, and what was left owed (credito).
export type Source =
  | { kind: 'method'; method: string; amount: number }
  | { kind: 'deposit'; origin: 'history' | 'client'; id: number; amount: number }
  | { kind: 'advance'; amount: number }
  | { kind: 'credit'; id: number; amount: number; remaining: number };

export async function paymentSources(
  ctx: OperationContext,
  saleId: number,
  total: number,
): Promise<Source[]> {
  const [methods, deposits, credits] = await inOrder([
    () =>
      ctx.db.rows<{ method: string; amount: number }>(
        sql`select m.payment_methods_name as method, sum(m.amount)::bigint as amount
          from history_payment_method hm join money_movement m on m.id = hm.money_movement_id
          where hm.history_payment_id = ${saleId} group by m.payment_methods_name order by min(m.id)`,
        ctx.tx,
      ),
    () =>
      ctx.db.rows<{ history: number | null; client: number | null; amount: number }>(
        sql`select origin_history_payment_deposit_id as history, origin_client_deposit_id as client, amount
          from deposit_credit_detail where used_history_payment_id = ${saleId} order by id`,
        ctx.tx,
      ),
    () =>
      ctx.db.rows<{ id: number; remaining: number; amount: number }>(
        sql`select d.id, d.remaining_amount as remaining,
            d.remaining_amount + coalesce((select sum(c.amount) from credit_payment c where c.history_payment_deposit_id = d.id), 0)::bigint as amount
          from history_payment_deposit d where d.history_payment_id = ${saleId} and d.tipo = 'credito'`,
        ctx.tx,
      ),
  ]);
  const sources: Source[] = [
    ...credits.map((c) => ({
      kind: 'credit' as const,
      id: c.id,
      amount: Number(c.amount),
      remaining: Number(c.remaining),
    })),
    ...deposits.map((d) => ({
      kind: 'deposit' as const,
      origin: d.history ? ('history' as const) : ('client' as const),
      id: (d.history ?? d.client)!,
      amount: Number(d.amount),
    })),
    ...methods.map((m) => ({ kind: 'method' as const, method: m.method, amount: Number(m.amount) })),
  ];
  // Money kept as the client's abono (an overpayment) is not the sale's: it stays their balance.
  let excess = sources.reduce((sum, source) => sum + source.amount, 0) - total;
  for (const source of [...sources].reverse()) {
    if (excess > 0 && source.kind === 'method') {
      const cut = Math.min(excess, source.amount);
      source.amount -= cut;
      excess -= cut;
    }
  }
  // What the parts above do not explain is the advance the reservation had paid.
  const explained = sources.reduce((sum, source) => sum + source.amount, 0);
  if (total > explained) {
    sources.push({ kind: 'advance', amount: total - explained });
  }
  return sources.filter((source) => source.amount > 0);
}

// A source's part of the money refunded between `before` and `after` (cumulative), so that
// refunding the whole sale in several steps gives each source back exactly what it paid.
export function shareOf(source: Source, total: number, before: number, after: number): number {
  if (total <= 0) {
    return 0;
  }
  const upTo = (refunded: number) => Math.round((source.amount * refunded) / total);
  return upTo(after) - upTo(before);
}
