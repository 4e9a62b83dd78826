import { sql } from 'drizzle-orm';
import { inScope } from '../../access/sql-scope';
import type { HooksByCollection } from '../../items/hooks';

// One default price type per company: marking one unmarks the others.
export const priceTypeHooks: HooksByCollection = {
  product_type_price: {
    afterWrite: async (ctx, ids, changed) => {
      if (changed.is_default !== true || ids.length === 0) {
        return;
      }
      const keep = ids[ids.length - 1];
      await ctx.db.rows(
        sql`update product_type_price set is_default = false
            where ${inScope(ctx, 'product_type_price')} and id <> ${keep} and is_default`,
        ctx.tx,
      );
    },
  },
};
