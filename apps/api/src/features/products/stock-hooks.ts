import { sql } from 'drizzle-orm';
import { inScope } from '../../access/sql-scope';
import type { HooksByCollection } from '../../items/hooks';
import { ApiError } from '../../platform/errors';
import { idSet } from '../../platform/sql';
import type { RequestContext } from '../../tenancy/context';

// Units on a shelf are never dropped with a delete: they leave through a movement
// (an adjustment to 0, a sale, a transfer).
async function refuseWithStock(ctx: RequestContext, column: 'id' | 'product_id', ids: number[]) {
  const rows = await ctx.db.rows<{ units: number }>(
    sql`select coalesce(sum(abs(coalesce(current_stock, 0))), 0)::int as units from product_stock
        where ${inScope(ctx, 'product_stock', 'product_stock', { allSites: true })} and ${sql.identifier(column)} in ${idSet(ids)}`,
    ctx.tx,
  );
  if (rows[0].units !== 0) {
    throw new ApiError(
      'RECORD_IN_USE',
      `Hay ${rows[0].units} unidades en inventario: ajústalas a 0 antes de eliminar.`,
    );
  }
}

export const stockHooks: HooksByCollection = {
  product_stock: { beforeDelete: (ctx, ids) => refuseWithStock(ctx, 'id', ids) },
  product: { beforeDelete: (ctx, ids) => refuseWithStock(ctx, 'product_id', ids) },
};
