import { MAX_STOCK } from '@sari/contracts/products';
import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inScope, requireSite } from '../../access/sql-scope';
import { ApiError, badPayload, notFound } from '../../shared/errors';

export type StockAdjustment = {
  id: number;
  site_id: number;
  mode: 'delta' | 'count';
  quantity: number;
  reason: string;
  min_stock?: number;
};

// Lock the product's stock row at the site, record the movement with the balance after it,
// and update the stock, in the operation's transaction. Stock never goes below zero.
export async function adjustStock(ctx: OperationContext, input: StockAdjustment) {
  const { tx } = ctx;
  const productId = input.id;
  const companyId = ctx.user.companyId;
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
  await ctx.db.rows(
    sql`insert into product_stock (subscriber_owner_company_id, product_id, site_id, current_stock)
        values (${companyId}, ${productId}, ${input.site_id}, 0)
        on conflict (product_id, site_id) do nothing`,
    tx,
  );
  const [stock] = await ctx.db.rows<{ id: number; current_stock: number | null }>(
    sql`select id, current_stock from product_stock
        where product_id = ${productId} and site_id = ${input.site_id} for update`,
    tx,
  );
  const before = stock.current_stock ?? 0;
  const after = input.mode === 'count' ? input.quantity : before + input.quantity;
  const change = after - before;
  if (change === 0) {
    throw badPayload('El ajuste no cambia el inventario.');
  }
  if (after < 0) {
    throw new ApiError('BUSINESS_RULE', `El inventario no puede quedar negativo: hay ${before} unidades.`);
  }
  if (after > MAX_STOCK) {
    throw badPayload('La cantidad está fuera de rango.');
  }
  await ctx.db.rows(
    sql`update product_stock set current_stock = ${after}${input.min_stock === undefined ? sql`` : sql`, min_stock = ${input.min_stock}`}
        where id = ${stock.id}`,
    tx,
  );
  const [movement] = await ctx.db.rows<{ id: number; date_created: string }>(
    sql`insert into stock_movement (subscriber_owner_company_id, product_id, site_id, quantity, balance_after, type, reason, sari_user_id)
        values (${companyId}, ${productId}, ${input.site_id}, ${change}, ${after}, 'adjustment', ${input.reason}, ${ctx.user.sariUserId})
        returning id, date_created`,
    tx,
  );
  return {
    current_stock: after,
    quantity: change,
    movement_id: movement.id,
    date_created: movement.date_created,
  };
}
