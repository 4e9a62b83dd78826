import type { returnAdvance as contract } from '@sari/contracts/sales';
import { formatMoney } from '@sari/domain/money';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { ApiError } from '../../platform/errors';
import { lockDrawer, openSession, recordMovement } from '../../shared/money';
import { expectedBySession } from '../cash-drawer/drawer-totals';
import { heldAdvance, markReturned } from './cancelled-advance';

// "Devolver anticipo" (decision 067): the money advance of a cancelled reservation paid back to
// the client out of the site's open drawer, the way it came in (an `advance` movement out per
// payment method), only when that drawer holds it. Payouts of a site take turns under the
// drawer's lock, so two of them never both count the same pesos as there.
export async function returnAdvance(ctx: OperationContext, input: z.output<(typeof contract)['input']>) {
  const held = await heldAdvance(ctx, input.id, input.amount);
  await lockDrawer(ctx, held.siteId);
  const session = await openSession(ctx, held.siteId);
  const byMethod = new Map<string, { amount: number; ids: number[] }>();
  for (const advance of held.advances) {
    const group = byMethod.get(advance.method) ?? { amount: 0, ids: [] };
    group.amount += advance.amount;
    group.ids.push(advance.id);
    byMethod.set(advance.method, group);
  }
  const expected = await expectedBySession(ctx, session);
  for (const [method, group] of byMethod) {
    const has = expected.find((row) => row.payment_methods_name === method)?.expected ?? 0;
    if (has < group.amount) {
      throw new ApiError(
        'BUSINESS_RULE',
        `La caja abierta tiene ${formatMoney(Math.max(0, has))} en ${method} y el anticipo es de ${formatMoney(group.amount)}: no alcanza para devolverlo. Puedes pasarlo al saldo a favor del cliente.`,
        { reason: 'caja_sin_fondos', method, amount: group.amount },
      );
    }
  }
  const movements: number[] = [];
  for (const [method, group] of byMethod) {
    const movementId = await recordMovement(ctx, {
      siteId: held.siteId,
      amount: group.amount,
      direction: 'out',
      method,
      type: 'advance',
      concept: `Devolución del anticipo de la reserva #${held.reservationId}`,
      sessionId: session,
      clientId: held.clientId,
    });
    await markReturned(ctx, group.ids, { movementId });
    movements.push(movementId);
  }
  return {
    amount: held.total,
    advances: held.advances.map((advance) => advance.id),
    money_movement_ids: movements,
    client_deposit_id: null,
    balance: null,
  };
}
