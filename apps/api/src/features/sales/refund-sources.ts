import { type RefundSource, refundShares, refundSources } from '@sari/domain/refund-shares';
import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inOrder } from '../../platform/sql';

export type Source = RefundSource;

type Sale = { id: number; total: number; amountPaid: number; reservationId: number | null };

// How the sale was paid, read from its rows, as the parts a refund gives back in proportion
// (refundSources in packages/domain refund-shares.ts).
export async function paymentSources(ctx: OperationContext, sale: Sale): Promise<Source[]> {
  const [methods, deposits, credits, advances, wallet] = await inOrder([
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
        ? ctx.db.rows<{ method: string | null; amount: number; instrument: number | null }>(
            // A gift card's advance (decision 056) names its card: what the sale took of it goes
            // back there (refundSources), never to the drawer.
            sql`select m.payment_methods_name as method, a.advance_payment as amount, a.wallet_instrument_id as instrument
              from advance_payment a left join money_movement m on m.id = a.money_movement_id
              where a.service_reservation_id = ${sale.reservationId} and a.is_used
              order by a.id`,
            ctx.tx,
          )
        : Promise.resolve([]),
    () =>
      ctx.db.rows<{ instrument: number; amount: number }>(
        // Pesos only: a session a package paid is not money the sale received (decision 051).
        sql`select e.wallet_instrument_id as instrument, sum(-e.units)::bigint as amount from wallet_entry e
            join wallet_instrument w on w.id = e.wallet_instrument_id and w.unit = 'pesos'
            where e.history_payment_id = ${sale.id} and e.kind = 'redeem'
            group by e.wallet_instrument_id order by min(e.id)`,
        ctx.tx,
      ),
  ]);
  return refundSources({
    total: sale.total,
    amountPaid: sale.amountPaid,
    methods: methods.map((row) => ({ method: row.method, amount: Number(row.amount) })),
    deposits: deposits.map((row) => ({
      origin: row.history ? 'history' : 'client',
      id: (row.history ?? row.client)!,
      amount: Number(row.amount),
    })),
    credits: credits.map((row) => ({ id: row.id, remaining: Number(row.remaining) })),
    advances: advances.map((row) => ({
      method: row.method,
      amount: Number(row.amount),
      instrumentId: row.instrument,
    })),
    wallet: wallet.map((row) => ({ instrumentId: row.instrument, amount: Number(row.amount) })),
  });
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
