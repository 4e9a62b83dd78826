import type { OperationContext } from '../../access/operation';
import { ApiError } from '../../platform/errors';
import { linesOf, move, orderOf, setStatus } from './sales-order';

// Cancelling brings back the units already delivered (in whole or in part); an invoiced order is
// refunded as a sale.
export async function cancelSalesOrder(ctx: OperationContext, input: { id: number }) {
  const order = await orderOf(ctx, input.id);
  if (order.status === 'invoiced' || order.status === 'cancelled') {
    throw new ApiError(
      'CONFLICT',
      order.status === 'invoiced'
        ? 'El pedido ya se facturó: devuelve la venta.'
        : 'El pedido ya está cancelado.',
    );
  }
  const lines = await linesOf(ctx, input.id);
  await move(ctx, order, new Map(lines.map((line) => [line.id, line.delivered_quantity])), 1);
  return setStatus(ctx, input.id, 'cancelled');
}
