import { formatMoney } from '@sari/domain/money';
import { sql } from 'drizzle-orm';
import { inScope } from '../../access/sql-scope';
import { ApiError } from '../../platform/errors';
import type { RequestContext } from '../../tenancy/context';

// A sale of the reservation that still holds the client's money (paid, in whole or in part, and
// not all given back), a debt (the part left a crédito and not paid off yet: the visit was sold
// to her just the same) or a prepaid session (a package's or a membership's, redeemed and not
// restored: a visit a session paid is a $0 sale that is just as charged), and how much of each.
// `held` is what she paid and was not given back, `owed` what she still owes of it.
export type HeldSale = { id: number; held: number; owed: number; sessions: number };

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
  const [sale] = await ctx.db.rows<{
    id: number;
    value: number | string;
    owed: number | string;
    sessions: number | string;
  }>(
    // value: what a refund can still give back (a refund takes the crédito first, decision 013).
    sql`select h.id, h.value, h.owed, h.sessions from (
          select hp.id, (hp.total - hp.refunded_total)::bigint as value,
            (select coalesce(sum(d.remaining_amount), 0) from history_payment_deposit d
              where d.history_payment_id = hp.id and d.tipo = 'credito')::bigint as owed,
            (select -coalesce(sum(e.units), 0) from wallet_entry e join wallet_instrument w on w.id = e.wallet_instrument_id
              where e.history_payment_id = hp.id and e.kind in ('redeem', 'restore') and w.unit = 'sessions')::bigint as sessions
          from history_payment hp
          where hp.service_reservation_id = ${locked.id} and hp.status in ('pagado', 'parcial')) h
        where h.value > 0 or h.sessions > 0
        order by h.id
        limit 1`,
    ctx.tx,
  );
  // Money is whole pesos (a bigint), read as a number.
  if (!sale) {
    return null;
  }
  const owed = Math.min(Number(sale.owed), Number(sale.value));
  return { id: sale.id, held: Number(sale.value) - owed, owed, sessions: Number(sale.sessions) };
}

// A paid visit is cancelled only through a refund (decision 013): cancelling it alone would leave
// a paid sale for a visit that never happened, and nobody told where the money goes.
// A visit a package session paid is the same: its refund gives the session back, exactly once.
// So is one sold a crédito: cancelled alone, she would still owe a visit that never happened; its
// refund takes the debt back first.
export function paidVisitError(sale: HeldSale) {
  const what = [
    sale.held > 0 ? formatMoney(sale.held) : null,
    sale.owed > 0 ? `${formatMoney(sale.owed)} a crédito` : null,
    sale.sessions > 0 ? `${sale.sessions} ${sale.sessions === 1 ? 'sesión' : 'sesiones'} de plan` : null,
  ]
    .filter(Boolean)
    .join(' y ');
  const back =
    sale.held > 0
      ? 'el dinero'
      : sale.owed > 0
        ? 'la venta (su crédito se anula)'
        : sale.sessions === 1
          ? 'la sesión'
          : 'las sesiones';
  return new ApiError(
    'CONFLICT',
    `Esta cita ya se cobró (venta #${sale.id}, ${what}). Para cancelarla, primero devuelve ${back} desde esa venta y después cancélala.`,
    {
      reason: 'cita_pagada',
      history_payment_id: sale.id,
      amount: sale.held,
      owed: sale.owed,
      sessions: sale.sessions,
    },
  );
}

// The rule on every write that cancels a reservation (the calendar, the items API, a link).
export async function refusePaidCancel(ctx: RequestContext, reservationId: number) {
  const sale = await heldSale(ctx, reservationId);
  if (sale) {
    throw paidVisitError(sale);
  }
}
