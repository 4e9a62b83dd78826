import { sql } from 'drizzle-orm';
import type { ItemsContext } from '../../items/context';
import { registerHooks } from '../../items/hooks';
import { ApiError } from '../../shared/errors';
import { idSet } from '../../shared/sql';

// Units on a shelf are never dropped with a delete: they leave through a movement
// (an adjustment to 0, a sale, a transfer).
async function refuseWithStock(ctx: ItemsContext, column: 'id' | 'product_id', ids: number[]) {
  const rows = await ctx.db.rows<{ units: number }>(
    sql`select coalesce(sum(abs(coalesce(current_stock, 0))), 0)::int as units from product_stock
        where subscriber_owner_company_id = ${ctx.user.companyId}
          and ${sql.identifier(column)} in ${idSet(ids)}`,
    ctx.tx,
  );
  if (rows[0].units !== 0) {
    throw new ApiError(
      'RECORD_IN_USE',
      `Hay ${rows[0].units} unidades en inventario: ajústalas a 0 antes de eliminar.`,
    );
  }
}

registerHooks('product_stock', { beforeDelete: (ctx, ids) => refuseWithStock(ctx, 'id', ids) });
registerHooks('product', { beforeDelete: (ctx, ids) => refuseWithStock(ctx, 'product_id', ids) });
