import { sql } from 'drizzle-orm';
import { inScope } from '../../access/sql-scope';
import type { HooksByCollection } from '../../items/hooks';
import { ApiError } from '../../platform/errors';
import { idSet } from '../../platform/sql';
import type { RequestContext } from '../../tenancy/context';

const EDITABLE = ['draft', 'ordered'];

// Locked like a receipt or a return locks them (orderOf): an edit waits for one under way and
// then sees the status it left, so no line changes under a receipt.
async function statusOf(ctx: RequestContext, orderIds: number[]) {
  return ctx.db.rows<{ id: number; status: string }>(
    sql`select id, status from purchase_order o where o.id in ${idSet(orderIds)} and ${inScope(ctx, 'purchase_order', 'o')}
        order by id for update`,
    ctx.tx,
  );
}

async function refuseClosed(ctx: RequestContext, orderIds: number[]) {
  const closed = (await statusOf(ctx, orderIds)).find((order) => !EDITABLE.includes(order.status));
  if (closed) {
    throw new ApiError(
      'BUSINESS_RULE',
      closed.status === 'cancelled'
        ? 'El pedido está cancelado: ya no se modifica.'
        : 'El pedido ya se recibió (todo o en parte): no se edita; registra una devolución si hace falta.',
    );
  }
}

async function ordersOfLines(ctx: RequestContext, lineIds: number[]) {
  const rows = await ctx.db.rows<{ purchase_order_id: number }>(
    sql`select distinct purchase_order_id from purchase_order_line where id in ${idSet(lineIds)}`,
    ctx.tx,
  );
  return rows.map((row) => row.purchase_order_id);
}

// The order's total is always its lines' quantity times unit cost (leaving out lines about to
// be deleted: the engine has no hook after a delete, and the delete runs in this transaction).
async function recount(ctx: RequestContext, orderIds: number[], leaving: number[] = []) {
  if (orderIds.length === 0) {
    return;
  }
  const kept = leaving.length ? sql`and l.id not in ${idSet(leaving)}` : sql``;
  await ctx.db.rows(
    sql`update purchase_order o set total = coalesce((select sum(quantity * unit_cost_on_order) from purchase_order_line l
          where l.purchase_order_id = o.id ${kept}), 0)
        where o.id in ${idSet(orderIds)} and ${inScope(ctx, 'purchase_order', 'o')}`,
    ctx.tx,
  );
}

// Purchase orders are edited (header and lines) only while in draft or ordered; what they
// total is computed here, never sent.
export const purchaseHooks: HooksByCollection = {
  purchase_order: {
    beforeUpdate: async (ctx, id) => refuseClosed(ctx, [id]),
    beforeDelete: async (ctx, ids) => {
      const kept = (await statusOf(ctx, ids)).find((order) => order.status !== 'draft');
      if (kept) {
        throw new ApiError(
          'RECORD_IN_USE',
          'Solo se eliminan pedidos en borrador; cancela el pedido en su lugar.',
        );
      }
    },
    afterWrite: (ctx, ids) => recount(ctx, ids),
  },
  purchase_order_line: {
    beforeCreate: async (ctx, row) => refuseClosed(ctx, [Number(row.purchase_order_id)]),
    beforeUpdate: async (ctx, id) => refuseClosed(ctx, await ordersOfLines(ctx, [id])),
    beforeDelete: async (ctx, ids) => {
      const orders = await ordersOfLines(ctx, ids);
      await refuseClosed(ctx, orders);
      await recount(ctx, orders, ids);
    },
    afterWrite: async (ctx, ids) => recount(ctx, await ordersOfLines(ctx, ids)),
  },
};
