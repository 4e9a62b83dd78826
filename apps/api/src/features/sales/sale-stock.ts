import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { moveStock } from '../../shared/stock';

// The products a charged reservation's services consumed: they leave the shelf with the sale that
// charges it, as `consumption` movements tied to the sale and to the service that used them.
export async function takeConsumption(
  ctx: OperationContext,
  sale: { id: number; siteId: number; reservationId: number },
) {
  const used = await ctx.db.prepared<{ product_id: number; amount: number; srs: number; name: string }>(
    sql`select p.product_id, p.amount, p.service_reservation_service_id as srs, pr.name
        from service_reservation_service_product p
        join service_reservation_service s on s.id = p.service_reservation_service_id
        join product pr on pr.id = p.product_id
        where s.service_reservation_id = ${sale.reservationId} and not s.is_cancelled
        order by p.id`,
    ctx.tx,
  );
  for (const item of used) {
    await moveStock(ctx, {
      productId: item.product_id,
      siteId: sale.siteId,
      change: -item.amount,
      type: 'consumption',
      reason: `Consumo de la venta #${sale.id}`,
      productName: item.name,
      historyPaymentId: sale.id,
      serviceReservationServiceId: item.srs,
    });
  }
}

// A voided sale gives back what its charge consumed (decision 032): the reservation is unpaid
// again and its next charge takes the consumables anew, so units are out once per live sale.
// What is still out is read from the sale's own movements (consumption less what came back), so
// calling it twice puts nothing back twice.
export async function returnConsumption(
  ctx: OperationContext,
  sale: { id: number; siteId: number; reason: string },
) {
  const out = await ctx.db.prepared<{ product_id: number; srs: number; units: number }>(
    sql`select product_id, service_reservation_service_id as srs, -sum(quantity)::int as units
        from stock_movement
        where history_payment_id = ${sale.id} and service_reservation_service_id is not null
          and type in ('consumption', 'return')
        group by product_id, service_reservation_service_id having sum(quantity) < 0
        order by product_id, service_reservation_service_id`,
    ctx.tx,
  );
  for (const item of out) {
    await moveStock(ctx, {
      productId: item.product_id,
      siteId: sale.siteId,
      change: item.units,
      type: 'return',
      reason: `Consumo devuelto, venta #${sale.id} anulada: ${sale.reason}`,
      historyPaymentId: sale.id,
      serviceReservationServiceId: item.srs,
    });
  }
}
