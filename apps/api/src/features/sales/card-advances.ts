import { formatMoney } from '@sari/domain/money';
import { sql } from 'drizzle-orm';
import type { HooksByCollection } from '../../items/hooks';
import { ApiError } from '../../platform/errors';
import { idArray } from '../../platform/sql';
import type { RequestContext } from '../../tenancy/context';

// A gift card's pesos held as a reservation's advance at online booking (decision 056) go back
// to the card when the reservation is cancelled (or deleted) before it was charged: a `restore`
// entry linked to the advance, which is marked returned and no longer counts at a checkout. Its
// pesos were never the client's cash (decision 050), so never her balance nor the drawer's.
// Once: only an advance not used and not returned is taken, under its row lock.
export async function returnCardAdvances(ctx: RequestContext, reservationIds: number[]) {
  const held = await ctx.db.rows<{
    id: number;
    instrument: number;
    amount: number;
    client_id: number | null;
  }>(
    sql`select a.id, a.wallet_instrument_id as instrument, a.advance_payment::bigint as amount, a.client_id
        from advance_payment a
        where a.service_reservation_id = any(${idArray(reservationIds)}) and a.wallet_instrument_id is not null
          and not a.is_used and a.returned_at is null
        order by a.wallet_instrument_id, a.id
        for update`,
    ctx.tx,
  );
  for (const advance of held) {
    await ctx.db.rows(
      sql`select id from wallet_instrument where id = ${advance.instrument} for update`,
      ctx.tx,
    );
    await ctx.db.rows(
      sql`insert into wallet_entry (subscriber_owner_company_id, wallet_instrument_id, client_id, kind, units,
            advance_payment_id, sari_user_id)
          values (${ctx.user.companyId}, ${advance.instrument}, ${advance.client_id}, 'restore', ${Number(advance.amount)},
            ${advance.id}, ${ctx.user.sariUserId})`,
      ctx.tx,
    );
    await ctx.db.rows(
      sql`update advance_payment set returned_at = sari_now() where id = ${advance.id}`,
      ctx.tx,
    );
  }
}

// An advance paid in money at the desk is the client's money in the drawer, recorded only on its
// reservation: deleting the reservation would delete it too (the row goes with it), leaving the
// drawer holding pesos nobody is owed. Such a reservation is cancelled instead (its advance stays
// on record), never deleted, until it is paid back or moved to her balance (decision 067).
// (Found by the ledger property suite.)
async function refuseHeldMoney(ctx: RequestContext, reservationIds: number[]) {
  const [held] = await ctx.db.rows<{ total: number }>(
    sql`select coalesce(sum(a.advance_payment), 0)::bigint as total from advance_payment a
        where a.service_reservation_id = any(${idArray(reservationIds)}) and a.wallet_instrument_id is null
          and not a.is_used and a.returned_at is null`,
    ctx.tx,
  );
  if (Number(held.total) > 0) {
    throw new ApiError(
      'CONFLICT',
      `Esta cita tiene un anticipo de ${formatMoney(Number(held.total))} sin usar: no se borra. Cancélala y el anticipo queda registrado.`,
      { reason: 'cita_con_anticipo' },
    );
  }
}

export const cardAdvanceHooks: HooksByCollection = {
  service_reservation: {
    afterWrite: async (ctx, ids, changed, mode) => {
      if (mode === 'update' && changed.status === 'cancelado') {
        await returnCardAdvances(ctx, ids);
      }
    },
    beforeDelete: async (ctx, ids) => {
      await refuseHeldMoney(ctx, ids);
      await returnCardAdvances(ctx, ids);
    },
  },
};
