import type {
  recordAdvance as advanceContract,
  recordDeposit as depositContract,
  payCredit as payContract,
} from '@sari/contracts/sales';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { inScope, requireSite } from '../../access/sql-scope';
import { ApiError, notFound } from '../../platform/errors';
import { checkMethod, openSession, recordMovement } from '../../shared/money';
import { clientBalance, lockClient } from './client-balance';

async function ownClient(ctx: OperationContext, clientId: number) {
  const [row] = await ctx.db.rows(
    sql`select id from client c where c.id = ${clientId} and ${inScope(ctx, 'client', 'c')}`,
    ctx.tx,
  );
  if (!row) {
    throw notFound('El cliente no existe o no tienes acceso a él.');
  }
  await lockClient(ctx, clientId);
}

async function intoDrawer(ctx: OperationContext, siteId: number, method: string) {
  requireSite(ctx.user, siteId);
  // An abono, a payment or an advance is real money: checkMethod refuses credito.
  await checkMethod(ctx, method);
  return openSession(ctx, siteId);
}

// Money the client leaves in favour (spec: client_deposit), into the site's open drawer.
export async function recordDeposit(
  ctx: OperationContext,
  input: z.output<(typeof depositContract)['input']>,
) {
  await ownClient(ctx, input.id);
  const session = await intoDrawer(ctx, input.site_id, input.paymentMethod);
  const movement = await recordMovement(ctx, {
    siteId: input.site_id,
    amount: input.amount,
    direction: 'in',
    method: input.paymentMethod,
    type: 'deposit',
    concept: 'Abono del cliente',
    sessionId: session,
    clientId: input.id,
    notes: input.notes,
  });
  const [row] = await ctx.db.rows<{ id: number }>(
    sql`insert into client_deposit (subscriber_owner_company_id, client_id, site_id, remaining_amount, money_movement_id)
        values (${ctx.user.companyId}, ${input.id}, ${input.site_id}, ${input.amount}, ${movement}) returning id`,
    ctx.tx,
  );
  return { id: row.id, balance: (await clientBalance(ctx, input.id)).balance };
}

// A payment of what the client owes: the oldest credito first; never more than the debt.
export async function payCredit(ctx: OperationContext, input: z.output<(typeof payContract)['input']>) {
  await ownClient(ctx, input.id);
  const { credits, owed } = await clientBalance(ctx, input.id);
  if (input.amount > owed) {
    throw new ApiError(
      'BUSINESS_RULE',
      `El cliente debe $${owed.toLocaleString('es-CO')}: no se recibe más que eso.`,
      { owed },
    );
  }
  const session = await intoDrawer(ctx, input.site_id, input.paymentMethod);
  const movement = await recordMovement(ctx, {
    siteId: input.site_id,
    amount: input.amount,
    direction: 'in',
    method: input.paymentMethod,
    type: 'deposit',
    concept: 'Pago de crédito',
    sessionId: session,
    clientId: input.id,
  });
  let left = input.amount;
  for (const credit of credits) {
    const paid = Math.min(left, credit.remaining);
    if (paid <= 0) {
      break;
    }
    await ctx.db.rows(
      sql`update history_payment_deposit set remaining_amount = remaining_amount - ${paid} where id = ${credit.id}`,
      ctx.tx,
    );
    await ctx.db.rows(
      sql`insert into credit_payment (subscriber_owner_company_id, history_payment_deposit_id, money_movement_id, amount)
          values (${ctx.user.companyId}, ${credit.id}, ${movement}, ${paid})`,
      ctx.tx,
    );
    await ctx.db.rows(
      sql`update history_payment h set status = 'pagado' where h.id = (select history_payment_id from history_payment_deposit where id = ${credit.id})
            and h.status = 'parcial' and not exists (select 1 from history_payment_deposit d where d.history_payment_id = h.id and d.tipo = 'credito' and d.remaining_amount > 0)`,
      ctx.tx,
    );
    left -= paid;
  }
  return { paid: input.amount, balance: (await clientBalance(ctx, input.id)).balance };
}

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
