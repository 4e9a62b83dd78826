import { sql } from 'drizzle-orm';
import type { RequestContext } from '../access/context';
import { ApiError } from './errors';

export type StockChange = {
  productId: number;
  siteId: number;
  // Units in (positive) or out (negative).
  change: number;
  type: 'adjustment' | 'sale' | 'purchase' | 'consumption' | 'transfer' | 'return';
  reason: string;
  productName?: string;
  historyPaymentId?: number;
  serviceReservationServiceId?: number;
  purchaseOrderId?: number;
  salesOrderId?: number;
};

export const MAX_STOCK = 1_000_000;

// The only way units change: the product's stock row at the site is locked, the movement is
// recorded with the balance after it, and the stock is updated, in the caller's transaction.
// Units never go below zero: the refusal names the product and what is left.
export async function moveStock(ctx: RequestContext, move: StockChange) {
  const companyId = ctx.user.companyId;
  await ctx.db.rows(
    sql`insert into product_stock (subscriber_owner_company_id, product_id, site_id, current_stock)
        values (${companyId}, ${move.productId}, ${move.siteId}, 0)
        on conflict (product_id, site_id) do nothing`,
    ctx.tx,
  );
  const [stock] = await ctx.db.rows<{ id: number; current_stock: number | null }>(
    sql`select id, current_stock from product_stock
        where product_id = ${move.productId} and site_id = ${move.siteId} for update`,
    ctx.tx,
  );
  const before = stock.current_stock ?? 0;
  const after = before + move.change;
  if (after < 0) {
    const message = move.productName
      ? `No hay suficientes unidades de "${move.productName}" en la sede: quedan ${before}.`
      : `El inventario no puede quedar negativo: hay ${before} unidades.`;
    throw new ApiError('BUSINESS_RULE', message, {
      product_id: move.productId,
      available: before,
    });
  }
  if (after > MAX_STOCK) {
    throw new ApiError('INVALID_PAYLOAD', 'La cantidad está fuera de rango.');
  }
  await ctx.db.rows(sql`update product_stock set current_stock = ${after} where id = ${stock.id}`, ctx.tx);
  const [movement] = await ctx.db.rows<{ id: number; date_created: string }>(
    sql`insert into stock_movement (subscriber_owner_company_id, product_id, site_id, quantity, balance_after, type, reason,
          sari_user_id, history_payment_id, service_reservation_service_id, purchase_order_id, sales_order_id)
        values (${companyId}, ${move.productId}, ${move.siteId}, ${move.change}, ${after}, ${move.type}, ${move.reason},
          ${ctx.user.sariUserId}, ${move.historyPaymentId ?? null}, ${move.serviceReservationServiceId ?? null},
          ${move.purchaseOrderId ?? null}, ${move.salesOrderId ?? null})
        returning id, date_created`,
    ctx.tx,
  );
  return { before, after, movementId: movement.id, date_created: movement.date_created };
}
