import { sql } from 'drizzle-orm';
import { ApiError } from '../platform/errors';
import type { RequestContext } from '../tenancy/context';

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

// The units of a product at a site, locked until the caller's transaction ends, for a decision
// taken on them (a count moves the difference to what was counted). A missing row is created
// first (at 0) and locked the same way, in one statement: two first counts sent at once take
// turns instead of both reading "none yet" and both adding the count. A row created here for a
// move that is then refused goes with the caller's rolled-back transaction.
export async function lockedStock(ctx: RequestContext, productId: number, siteId: number): Promise<number> {
  const [row] = await ctx.db.prepared<{ units: number | null }>(
    sql`insert into product_stock as ps (subscriber_owner_company_id, product_id, site_id, current_stock)
        values (${ctx.user.companyId}, ${productId}, ${siteId}, 0)
        on conflict (product_id, site_id) do update set current_stock = ps.current_stock
        returning ps.current_stock as units`,
    ctx.tx,
  );
  return Number(row.units ?? 0);
}

// The only way units change: the product's stock row at the site is locked, the movement is
// recorded with the balance after it, and the stock is updated, in the caller's transaction and
// in one statement (the row's upsert takes its lock; a checkout moves several products).
// Units never go below zero: the refusal names the product and what is left.
export async function moveStock(ctx: RequestContext, move: StockChange) {
  const companyId = ctx.user.companyId;
  // A missing row starts at the units coming in (or 0, and a move out of it is refused); an
  // existing one changes only when the result stays in 0..MAX_STOCK, else nothing is written.
  const [moved] = await ctx.db.prepared<{
    after: number;
    inserted: boolean;
    movement_id: number | null;
    date_created: string | null;
  }>(
    sql`with stock as (
          insert into product_stock as ps (subscriber_owner_company_id, product_id, site_id, current_stock)
          values (${companyId}, ${move.productId}, ${move.siteId}, greatest(${move.change}::int, 0))
          on conflict (product_id, site_id) do update set current_stock = coalesce(ps.current_stock, 0) + ${move.change}::int
            where coalesce(ps.current_stock, 0) + ${move.change}::int between 0 and ${MAX_STOCK}
          returning ps.current_stock as after, (ps.xmax = 0) as inserted),
        movement as (
          insert into stock_movement (subscriber_owner_company_id, product_id, site_id, quantity, balance_after, type, reason,
            sari_user_id, history_payment_id, service_reservation_service_id, purchase_order_id, sales_order_id)
          select ${companyId}, ${move.productId}, ${move.siteId}, ${move.change}, stock.after, ${move.type}, ${move.reason},
            ${ctx.user.sariUserId}, ${move.historyPaymentId ?? null}, ${move.serviceReservationServiceId ?? null},
            ${move.purchaseOrderId ?? null}, ${move.salesOrderId ?? null}
          from stock where not (stock.inserted and ${move.change}::int < 0) and stock.after <= ${MAX_STOCK}
          returning id, date_created)
        select stock.after, stock.inserted, movement.id as movement_id, movement.date_created
        from stock left join movement on true`,
    ctx.tx,
  );
  if (moved?.movement_id) {
    const after = Number(moved.after);
    return {
      before: after - move.change,
      after,
      movementId: moved.movement_id,
      date_created: moved.date_created!,
    };
  }
  // Refused: nothing was written for this move (a row inserted just now is undone with the
  // caller's transaction when the error propagates). What is on the shelf, for the message:
  const [stock] = await ctx.db.prepared<{ current_stock: number | null }>(
    sql`select current_stock from product_stock where product_id = ${move.productId} and site_id = ${move.siteId}`,
    ctx.tx,
  );
  const before = moved?.inserted ? 0 : Number(stock?.current_stock ?? 0);
  if (before + move.change > MAX_STOCK) {
    throw new ApiError('INVALID_PAYLOAD', 'La cantidad está fuera de rango.');
  }
  const message = move.productName
    ? `No hay suficientes unidades de "${move.productName}" en la sede: quedan ${before}.`
    : `El inventario no puede quedar negativo: hay ${before} unidades.`;
  throw new ApiError('BUSINESS_RULE', message, { product_id: move.productId, available: before });
}
