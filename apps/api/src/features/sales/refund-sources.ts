import { refundShares } from '@sari/domain/refund-shares';
import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inOrder } from '../../platform/sql';

// How a sale was paid, as the parts a refund gives back in proportion: money per method, the
// client's balances it drew, the reservation's advance (per the method it was paid with), and
// what was left owed (credito). Each `amount` is what that part paid of the sale, a fact fixed
// when the sale was charged: refunds and credit payments never change it.
export type Source =
  | { kind: 'method'; method: string; amount: number }
  | { kind: 'deposit'; origin: 'history' | 'client'; id: number; amount: number }
  | { kind: 'advance'; method: string; amount: number }
  | { kind: 'credit'; amount: number; rows: { id: number; remaining: number }[] };

type Sale = { id: number; total: number; amountPaid: number; reservationId: number | null };

export async function paymentSources(ctx: OperationContext, sale: Sale): Promise<Source[]> {
  const [methods, deposits, credits, advances] = await inOrder([
    () =>
      ctx.db.rows<{ method: string; amount: number }>(
        sql`select m.payment_methods_name as method, sum(m.amount)::bigint as amount
          from history_payment_method hm join money_movement m on m.id = hm.money_movement_id
          where hm.history_payment_id = ${sale.id} group by m.payment_methods_name order by min(m.id)`,
        ctx.tx,
      ),
    () =>
      ctx.db.rows<{ history: number | null; client: number | null; amount: number }>(
        sql`select origin_history_payment_deposit_id as history, origin_client_deposit_id as client, amount
          from deposit_credit_detail where used_history_payment_id = ${sale.id} order by id`,
        ctx.tx,
      ),
    () =>
      ctx.db.rows<{ id: number; remaining: number }>(
        sql`select d.id, d.remaining_amount as remaining from history_payment_deposit d
          where d.history_payment_id = ${sale.id} and d.tipo = 'credito' order by d.id`,
        ctx.tx,
      ),
    () =>
      sale.reservationId
        ? ctx.db.rows<{ method: string | null; amount: number }>(
            sql`select m.payment_methods_name as method, a.advance_payment as amount
              from advance_payment a left join money_movement m on m.id = a.money_movement_id
              where a.service_reservation_id = ${sale.reservationId} and a.is_used order by a.id`,
            ctx.tx,
          )
        : Promise.resolve([]),
  ]);
  const sources: Source[] = [];
  // The credito is what the sale left unpaid when it was charged (its remainder shrinks as the
  // client pays it and as refunds forgive it, so it is not read from there).
  const owed = sale.total - sale.amountPaid;
  if (credits.length > 0 && owed > 0) {
    sources.push({
      kind: 'credit',
      amount: owed,
      rows: credits.map((row) => ({ id: row.id, remaining: Number(row.remaining) })),
    });
  }
  for (const deposit of deposits) {
    sources.push({
      kind: 'deposit',
      origin: deposit.history ? 'history' : 'client',
      id: (deposit.history ?? deposit.client)!,
      amount: Number(deposit.amount),
    });
  }
  for (const method of methods) {
    sources.push({ kind: 'method', method: method.method, amount: Number(method.amount) });
  }
  // Money kept as the client's abono (an overpayment) is not the sale's: it stays their balance.
  let excess = sources.reduce((sum, source) => sum + source.amount, 0) - sale.total;
  for (const source of [...sources].reverse()) {
    if (excess > 0 && source.kind === 'method') {
      const cut = Math.min(excess, source.amount);
      source.amount -= cut;
      excess -= cut;
    }
  }
  // What the parts above do not explain is the advance the reservation had paid, given back
  // the way it came in (its advances oldest first; cash if none is found).
  let advance = sale.total - sources.reduce((sum, source) => sum + source.amount, 0);
  for (const row of [...advances, { method: 'efectivo', amount: Number.MAX_SAFE_INTEGER }]) {
    const amount = Math.min(advance, Number(row.amount));
    if (amount > 0) {
      const method = row.method ?? 'efectivo';
      const same = sources.find((source) => source.kind === 'advance' && source.method === method);
      if (same) {
        same.amount += amount;
      } else {
        sources.push({ kind: 'advance', method, amount });
      }
      advance -= amount;
    }
  }
  return sources.filter((source) => source.amount > 0);
}

// Each source's share of the refund `refund`, after the sale's earlier refunds (their totals,
// oldest first): largest remainder over what each has left, so the shares add up to the refund
// and the last refund gives each source exactly the rest of what it paid.
export function sharesOf(sources: Source[], earlier: number[], refund: number) {
  const shares = refundShares(
    sources.map((source) => source.amount),
    earlier,
    refund,
  );
  return sources.map((source, index) => ({ source, share: shares[index] }));
}
