import { formatMoney } from '@sari/domain/money';
import { sql } from 'drizzle-orm';
import { inScope } from '../../access/sql-scope';
import { ApiError } from '../../platform/errors';
import type { RequestContext } from '../../tenancy/context';

// A sale of the reservation that still holds the client's money (paid, in whole or in part, and
// not all given back), and how much it holds.
export type HeldSale = { id: number; held: number };

// Read with the reservation's row locked, so a charge or a refund of the same visit waits for
// the cancellation (or the cancellation for them) and the answer is the one that commits. The
// lock is its own statement: under READ COMMITTED a statement that waited for a row lock still
// reads the other tables as they were when it began, so a sale committed while it waited would
// be missed and a visit just charged cancelled (found by the PostgreSQL concurrency test).
export async function heldSale(ctx: RequestContext, reservationId: number): Promise<HeldSale | null> {
  const [locked] = await ctx.db.rows<{ id: number }>(
    sql`select r.id from service_reservation r
        where r.id = ${reservationId} and ${inScope(ctx, 'service_reservation', 'r', { allSites: true })}
        for update`,
    ctx.tx,
  );
  if (!locked) {
    return null;
  }
  const [sale] = await ctx.db.rows<{ id: number; held: number | string }>(
    sql`select hp.id, (least(hp.total, hp.amount_paid) - hp.refunded_total)::bigint as held
        from history_payment hp
        where hp.service_reservation_id = ${locked.id} and hp.status in ('pagado', 'parcial')
          and least(hp.total, hp.amount_paid) > hp.refunded_total
        order by hp.id
        limit 1`,
    ctx.tx,
  );
  // Money is whole pesos (a bigint), read as a number.
  return sale ? { id: sale.id, held: Number(sale.held) } : null;
}

// A paid visit is cancelled only through a refund (decision 013): cancelling it alone would leave
// a paid sale for a visit that never happened, and nobody told where the money goes.
export function paidVisitError(sale: HeldSale) {
  return new ApiError(
    'CONFLICT',
    `Esta cita ya se cobró (venta #${sale.id}, ${formatMoney(sale.held)}). Para cancelarla, primero devuelve el dinero desde esa venta y después cancélala.`,
    { reason: 'cita_pagada', history_payment_id: sale.id, amount: sale.held },
  );
}

// The rule on every write that cancels a reservation (the calendar, the items API, a link).
export async function refusePaidCancel(ctx: RequestContext, reservationId: number) {
  const sale = await heldSale(ctx, reservationId);
  if (sale) {
    throw paidVisitError(sale);
  }
}
