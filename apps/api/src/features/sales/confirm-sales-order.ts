import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { ApiError } from '../../platform/errors';
import { linesOf, orderOf, setStatus } from './sales-order';

// Confirming promises the units: every line must find them at the order's site now (a product on
// several lines counts them together), and a refusal names each short line.
export async function confirmSalesOrder(ctx: OperationContext, input: { id: number }) {
  const order = await orderOf(ctx, input.id);
  if (order.status !== 'quote') {
    throw new ApiError('CONFLICT', 'Solo una cotización se confirma.');
  }
  const lines = await linesOf(ctx, input.id);
  if (lines.length === 0) {
    throw new ApiError('BUSINESS_RULE', 'La cotización no tiene productos.');
  }
  const stock = await ctx.db.rows<{ product_id: number; units: number }>(
    sql`select product_id, coalesce(current_stock, 0)::int as units from product_stock
        where site_id = ${order.site_id} and product_id in (select product_id from sales_order_line where sales_order_id = ${input.id})`,
    ctx.tx,
  );
  const onShelf = new Map(stock.map((row) => [row.product_id, Number(row.units)]));
  const asked = new Map<number, number>();
  for (const line of lines) {
    asked.set(line.product_id, (asked.get(line.product_id) ?? 0) + line.quantity);
  }
  const short = lines.filter(
    (line) => (asked.get(line.product_id) ?? 0) > (onShelf.get(line.product_id) ?? 0),
  );
  if (short.length > 0) {
    const named = short.map(
      (line) =>
        `"${line.name}" (pide ${asked.get(line.product_id)}, hay ${onShelf.get(line.product_id) ?? 0})`,
    );
    throw new ApiError(
      'BUSINESS_RULE',
      `No hay unidades suficientes en la sede para confirmar: ${[...new Set(named)].join(', ')}.`,
      {
        lines: short.map((line) => ({
          id: line.id,
          product_id: line.product_id,
          quantity: asked.get(line.product_id),
          available: onShelf.get(line.product_id) ?? 0,
        })),
      },
    );
  }
  return setStatus(ctx, input.id, 'confirmed');
}
