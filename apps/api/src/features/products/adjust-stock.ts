import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireSite } from '../../auth/require-permission';
import type { ItemsContext } from '../../items/context';
import { ApiError, badPayload, notFound } from '../../shared/errors';

const MAX_STOCK = 1_000_000;

const inputSchema = z.object({
  site_id: z.number({ error: 'Indica la sede (site_id).' }).int().positive(),
  // delta: add or remove units; count: the units counted on the shelf (the movement is the difference)
  mode: z.enum(['delta', 'count'], { error: 'El modo debe ser "delta" o "count".' }),
  quantity: z
    .number({ error: 'La cantidad debe ser un número entero.' })
    .int('La cantidad debe ser un número entero.')
    .min(-MAX_STOCK, 'La cantidad está fuera de rango.')
    .max(MAX_STOCK, 'La cantidad está fuera de rango.'),
  reason: z
    .string({ error: 'Indica el motivo del ajuste.' })
    .trim()
    .min(3, 'Indica el motivo del ajuste (al menos 3 caracteres).')
    .max(300, 'El motivo admite hasta 300 caracteres.'),
  min_stock: z.number().int().min(0).max(MAX_STOCK).optional(),
});
export type StockAdjustment = z.infer<typeof inputSchema>;

export function parseStockAdjustment(body: unknown): StockAdjustment {
  const parsed = inputSchema.safeParse(body);
  if (!parsed.success) {
    throw badPayload(parsed.error.issues[0]?.message ?? 'Datos del ajuste no válidos.');
  }
  return parsed.data;
}

// One transaction: lock the product's stock row at the site, record the movement with the
// balance after it, and update the stock. Stock never goes below zero.
export async function adjustStock(ctx: ItemsContext, productId: number, input: StockAdjustment) {
  requireSite(ctx.user, input.site_id);
  const companyId = ctx.user.companyId;
  return ctx.db.orm.transaction(async (tx) => {
    const [owner] = await ctx.db.rows<{ product: number | null; site: number | null }>(
      sql`select (select id from product where id = ${productId} and subscriber_owner_company_id = ${companyId}) as product,
                 (select id from site where id = ${input.site_id} and subscriber_owner_company_id = ${companyId}) as site`,
      tx,
    );
    if (!owner.product) {
      throw notFound('El producto no existe o no tienes acceso a él.');
    }
    if (!owner.site) {
      throw badPayload('La sede no existe.');
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
    if (input.mode === 'count' && input.quantity < 0) {
      throw badPayload('El conteo no puede ser negativo.');
    }
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
  });
}
