import { sql } from 'drizzle-orm';
import { inScope } from '../../access/sql-scope';
import type { HooksByCollection, Row } from '../../items/hooks';
import { ApiError } from '../../platform/errors';
import { idSet } from '../../platform/sql';
import type { RequestContext } from '../../tenancy/context';

const EDITABLE = ['quote', 'confirmed'];

// The orders are locked as a delivery locks them: an edit waits for one under way and then sees
// the status it left, so no line is added to (or changed in) an order as it leaves the shelf.
async function refuseClosed(ctx: RequestContext, orderIds: number[]) {
  const rows = await ctx.db.rows<{ status: string }>(
    sql`select status from sales_order o where o.id in ${idSet(orderIds)} and ${inScope(ctx, 'sales_order', 'o')}
        order by id for update`,
    ctx.tx,
  );
  if (rows.some((row) => !EDITABLE.includes(row.status))) {
    throw new ApiError('BUSINESS_RULE', 'El pedido ya se entregó, se facturó o se canceló: no se edita.');
  }
}

async function ordersOfLines(ctx: RequestContext, lineIds: number[]) {
  const rows = await ctx.db.rows<{ id: number }>(
    sql`select distinct sales_order_id as id from sales_order_line where id in ${idSet(lineIds)}`,
    ctx.tx,
  );
  return rows.map((row) => row.id);
}

// A line is its quantity times its unit price minus its discount, never below zero.
async function lineTotal(ctx: RequestContext, id: number | null, row: Row) {
  const [current] = id
    ? await ctx.db.rows<{ quantity: number; unit_price: number; discount: number }>(
        sql`select quantity, unit_price, discount from sales_order_line where id = ${id}`,
        ctx.tx,
      )
    : [{ quantity: 0, unit_price: 0, discount: 0 }];
  const quantity = Number(row.quantity ?? current.quantity);
  const price = Number(row.unit_price ?? current.unit_price);
  const discount = Number(row.discount ?? current.discount ?? 0);
  if (discount < 0 || discount > quantity * price) {
    throw new ApiError('INVALID_PAYLOAD', 'El descuento va de cero al valor de la línea.');
  }
  row.total = quantity * price - discount;
}

// Lines about to be deleted are left out (no hook runs after a delete; it is this transaction's).
async function recount(ctx: RequestContext, orderIds: number[], leaving: number[] = []) {
  if (orderIds.length === 0) {
    return;
  }
  const kept = leaving.length ? sql`and l.id not in ${idSet(leaving)}` : sql``;
  await ctx.db.rows(
    sql`update sales_order o set total = coalesce((select sum(total) from sales_order_line l where l.sales_order_id = o.id ${kept}), 0)
        where o.id in ${idSet(orderIds)} and ${inScope(ctx, 'sales_order', 'o')}`,
    ctx.tx,
  );
}

// Once part of an order left the shelf, its lines stay as delivered.
async function refuseDelivered(ctx: RequestContext, orderIds: number[]) {
  if (orderIds.length === 0) {
    return;
  }
  const [delivered] = await ctx.db.rows<{ id: number }>(
    sql`select id from sales_order_line where sales_order_id in ${idSet(orderIds)} and delivered_quantity > 0 limit 1`,
    ctx.tx,
  );
  if (delivered) {
    throw new ApiError('BUSINESS_RULE', 'Parte del pedido ya se entregó: sus productos no se editan.');
  }
}

// Sales orders are edited while a quote or confirmed; their totals are the server's.
export const salesOrderHooks: HooksByCollection = {
  sales_order: {
    beforeUpdate: async (ctx, id) => refuseClosed(ctx, [id]),
    beforeDelete: async (ctx, ids) => {
      const rows = await ctx.db.rows<{ status: string }>(
        sql`select status from sales_order o where o.id in ${idSet(ids)} and ${inScope(ctx, 'sales_order', 'o')}`,
        ctx.tx,
      );
      if (rows.some((row) => row.status !== 'quote')) {
        throw new ApiError('RECORD_IN_USE', 'Solo se eliminan cotizaciones; cancela el pedido en su lugar.');
      }
    },
    afterWrite: (ctx, ids) => recount(ctx, ids),
  },
  sales_order_line: {
    beforeCreate: async (ctx, row) => {
      await refuseClosed(ctx, [Number(row.sales_order_id)]);
      await refuseDelivered(ctx, [Number(row.sales_order_id)]);
      await lineTotal(ctx, null, row);
    },
    beforeUpdate: async (ctx, id, row) => {
      const orders = await ordersOfLines(ctx, [id]);
      await refuseClosed(ctx, orders);
      await refuseDelivered(ctx, orders);
      await lineTotal(ctx, id, row);
    },
    beforeDelete: async (ctx, ids) => {
      const orders = await ordersOfLines(ctx, ids);
      await refuseClosed(ctx, orders);
      await refuseDelivered(ctx, orders);
      await recount(ctx, orders, ids);
    },
    afterWrite: async (ctx, ids) => recount(ctx, await ordersOfLines(ctx, ids)),
  },
};
