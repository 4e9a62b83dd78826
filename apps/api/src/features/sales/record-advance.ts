import type { recordAdvance as advanceContract } from '@sari/contracts/sales';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { ApiError, notFound } from '../../platform/errors';
import { recordMovement } from '../../shared/money';
import { intoDrawer } from './client-money';

// An advance (anticipo) taken when booking: into the drawer now, deducted at checkout.
export async function recordAdvance(
  ctx: OperationContext,
  input: z.output<(typeof advanceContract)['input']>,
) {
  const [reservation] = await ctx.db.rows<{
    site_id: number;
    client_id: number | null;
    status: string;
    is_paid: boolean;
  }>(
    sql`select site_id, client_id, status, is_paid from service_reservation r
        where r.id = ${input.id} and ${inScope(ctx, 'service_reservation', 'r')} for update`,
    ctx.tx,
  );
  if (!reservation) {
    throw notFound('La reserva no existe o no tienes acceso a ella.');
  }
  if (reservation.is_paid || reservation.status === 'cancelado') {
    throw new ApiError('CONFLICT', 'La reserva ya se cobró o está cancelada.');
  }
  const session = await intoDrawer(ctx, reservation.site_id, input.paymentMethod);
  const movement = await recordMovement(ctx, {
    siteId: reservation.site_id,
    amount: input.amount,
    direction: 'in',
    method: input.paymentMethod,
    type: 'advance',
    concept: `Anticipo de la reserva #${input.id}`,
    sessionId: session,
    clientId: reservation.client_id,
  });
  const [row] = await ctx.db.rows<{ id: number }>(
    sql`insert into advance_payment (subscriber_owner_company_id, service_reservation_id, client_id, site_id, advance_payment, money_movement_id)
        values (${ctx.user.companyId}, ${input.id}, ${reservation.client_id}, ${reservation.site_id}, ${input.amount}, ${movement})
        returning id`,
    ctx.tx,
  );
  const [total] = await ctx.db.rows<{ total: number }>(
    sql`select coalesce(sum(advance_payment), 0)::bigint as total from advance_payment where service_reservation_id = ${input.id} and not is_used`,
    ctx.tx,
  );
  return { id: row.id, total_advance: Number(total.total) };
}
