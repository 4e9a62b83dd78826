import { MAX_STOCK } from '@sari/contracts/products';
import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inScope, requireSite } from '../../access/sql-scope';
import { badPayload, notFound } from '../../platform/errors';
import { lockedStock, moveStock } from '../../shared/stock';

export type StockAdjustment = {
  id: number;
  site_id: number;
  mode: 'delta' | 'count';
  quantity: number;
  reason: string;
  min_stock?: number;
};

// A hand adjustment: units added or removed, or the units counted on the shelf (the movement is
// the difference), with a reason. Stock never goes below zero (shared/stock.ts).
export async function adjustStock(ctx: OperationContext, input: StockAdjustment) {
  const { tx } = ctx;
  const productId = input.id;
  requireSite(ctx.user, input.site_id);
  const [owner] = await ctx.db.rows<{ product: number | null; site: number | null }>(
    sql`select (select id from product p where p.id = ${productId} and ${inScope(ctx, 'product', 'p')}) as product,
               (select id from site s where s.id = ${input.site_id} and ${inScope(ctx, 'site', 's')}) as site`,
    tx,
  );
  if (!owner.product) {
    throw notFound('El producto no existe o no tienes acceso a él.');
  }
  if (!owner.site) {
    throw badPayload('La sede no existe.');
  }
  if (input.mode === 'count' && input.quantity < 0) {
    throw badPayload('El conteo no puede ser negativo.');
  }
  // Read under the stock row's lock (made if missing): the difference a count moves is decided on
  // units no one else is changing.
  const before = await lockedStock(ctx, productId, input.site_id);
  const change = input.mode === 'count' ? input.quantity - before : input.quantity;
  if (change === 0) {
    throw badPayload('El ajuste no cambia el inventario.');
  }
  if (before + change > MAX_STOCK) {
    throw badPayload('La cantidad está fuera de rango.');
  }
  const moved = await moveStock(ctx, {
    productId,
    siteId: input.site_id,
    change,
    type: 'adjustment',
    reason: input.reason,
  });
  if (input.min_stock !== undefined) {
    await ctx.db.rows(
      sql`update product_stock set min_stock = ${input.min_stock} where product_id = ${productId} and site_id = ${input.site_id}`,
      tx,
    );
  }
  return {
    current_stock: moved.after,
    quantity: change,
    movement_id: moved.movementId,
    date_created: moved.date_created,
  };
}
