import { formatMoney } from '@sari/domain/money';
import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inScope, requireSite } from '../../access/sql-scope';
import { ApiError, notFound } from '../../platform/errors';
import { idArray } from '../../platform/sql';
import { lockClient } from './client-balance';

export type HeldAdvance = {
  reservationId: number;
  siteId: number;
  clientId: number | null;
  total: number;
  advances: { id: number; amount: number; method: string }[];
};

// The money advance a cancelled reservation still holds (decision 067): the advances paid at the
// desk (a drawer movement each; a gift card's went back to its card on cancellation, decision
// 056), not used by a charge and not given back yet. Read under the client's balance lock (the
// order a charge and a refund take) and the reservation's and advances' row locks, so two
// requests settling it at once take turns and the second finds nothing left: it is settled once.
// `amount` is what the screen showed; a different figure is refused (it changed meanwhile).
export async function heldAdvance(ctx: OperationContext, reservationId: number, amount: number) {
  const [owner] = await ctx.db.rows<{ client_id: number | null }>(
    sql`select client_id from service_reservation r
        where r.id = ${reservationId} and ${inScope(ctx, 'service_reservation', 'r')}`,
    ctx.tx,
  );
  if (!owner) {
    throw notFound('La reserva no existe o no tienes acceso a ella.');
  }
  if (owner.client_id) {
    await lockClient(ctx, owner.client_id);
  }
  const [reservation] = await ctx.db.rows<{ site_id: number; client_id: number | null; status: string }>(
    sql`select site_id, client_id, status from service_reservation r
        where r.id = ${reservationId} and ${inScope(ctx, 'service_reservation', 'r')} for update`,
    ctx.tx,
  );
  if (!reservation) {
    throw notFound('La reserva no existe o no tienes acceso a ella.');
  }
  if (reservation.client_id !== owner.client_id) {
    throw new ApiError('CONFLICT', 'La reserva cambió mientras se devolvía el anticipo: inténtalo de nuevo.');
  }
  requireSite(ctx.user, reservation.site_id);
  if (reservation.status !== 'cancelado') {
    throw new ApiError(
      'CONFLICT',
      'Solo se devuelve el anticipo de una cita cancelada. Si la cita sigue en pie, el anticipo se descuenta al cobrarla.',
      { reason: 'cita_no_cancelada' },
    );
  }
  const rows = await ctx.db.rows<{ id: number; amount: number | string; method: string }>(
    sql`select a.id, a.advance_payment as amount, m.payment_methods_name as method
        from advance_payment a join money_movement m on m.id = a.money_movement_id
        where a.service_reservation_id = ${reservationId} and a.wallet_instrument_id is null
          and not a.is_used and a.returned_at is null
        order by a.id
        for update of a`,
    ctx.tx,
  );
  const advances = rows.map((row) => ({ id: row.id, amount: Number(row.amount), method: row.method }));
  const total = advances.reduce((sum, row) => sum + row.amount, 0);
  if (total === 0) {
    throw new ApiError(
      'CONFLICT',
      'Esta cita no tiene anticipo en dinero por devolver: ya se devolvió o no lo tuvo.',
      {
        reason: 'sin_anticipo',
      },
    );
  }
  if (total !== amount) {
    throw new ApiError(
      'CONFLICT',
      `El anticipo de esta cita es de ${formatMoney(total)}, no de ${formatMoney(amount)}: vuelve a abrirla y revisa.`,
      { reason: 'anticipo_cambio', amount: total },
    );
  }
  return {
    reservationId,
    siteId: reservation.site_id,
    clientId: reservation.client_id,
    total,
    advances,
  } satisfies HeldAdvance;
}

// Advances settled: given back now, one way (the payout's movement or the balance's deposit).
export async function markReturned(
  ctx: OperationContext,
  ids: number[],
  way: { movementId?: number; depositId?: number },
) {
  await ctx.db.rows(
    sql`update advance_payment set returned_at = sari_now(), return_movement_id = ${way.movementId ?? null},
          client_deposit_id = ${way.depositId ?? null}
        where id = any(${idArray(ids)})`,
    ctx.tx,
  );
}
