import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { ApiError } from '../../platform/errors';
import { linesOf, move, orderOf, setStatus } from './sales-order';

// Delivering takes the units from the site's stock, all that is left or the parts the request
// names; not enough of a product refuses it, named. The order is delivered when every line is.
export async function deliverSalesOrder(
  ctx: OperationContext,
  input: { id: number; lines?: { id: number; quantity: number }[] },
) {
  const order = await orderOf(ctx, input.id);
  if (order.status !== 'confirmed') {
    throw new ApiError('CONFLICT', 'Solo un pedido confirmado se entrega.');
  }
  const lines = await linesOf(ctx, input.id);
  const units = new Map<number, number>();
  if (input.lines) {
    for (const part of input.lines) {
      const line = lines.find((candidate) => candidate.id === part.id);
      if (!line) {
        throw new ApiError('INVALID_PAYLOAD', 'Una de las líneas no es de este pedido.');
      }
      if (units.has(part.id)) {
        throw new ApiError('INVALID_PAYLOAD', 'Cada línea va una sola vez en la entrega.');
      }
      if (part.quantity > line.quantity - line.delivered_quantity) {
        throw new ApiError(
          'BUSINESS_RULE',
          `De "${line.name}" quedan ${line.quantity - line.delivered_quantity} unidades por entregar.`,
        );
      }
      units.set(part.id, part.quantity);
    }
    if ([...units.values()].every((quantity) => quantity === 0)) {
      throw new ApiError('INVALID_PAYLOAD', 'Indica cuántas unidades entregas.');
    }
  } else {
    for (const line of lines) {
      units.set(line.id, line.quantity - line.delivered_quantity);
    }
  }
  await move(ctx, order, units, -1);
  const complete = lines.every(
    (line) => line.delivered_quantity + (units.get(line.id) ?? 0) === line.quantity,
  );
  if (!complete) {
    return { id: input.id, status: 'confirmed' };
  }
  await ctx.db.rows(
    sql`update sales_order set delivery_date = coalesce(delivery_date, sari_now()::date) where id = ${input.id}`,
    ctx.tx,
  );
  return setStatus(ctx, input.id, 'delivered');
}
