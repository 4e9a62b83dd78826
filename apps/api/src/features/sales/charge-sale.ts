import type { chargeSale as contract } from '@sari/contracts/sales';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { ApiError, notFound } from '../../platform/errors';
import { chargeCart } from './checkout';
import type { LineRequest } from './sale-lines';

type Input = z.output<(typeof contract)['input']>;

type Pending = {
  site_id: number;
  client_id: number | null;
  service_reservation_id: number | null;
  cart_type: 'service' | 'product';
  status: string;
};

// The lines a pending sale was saved with, as a cart the checkout takes again.
async function storedLines(ctx: OperationContext, saleId: number): Promise<LineRequest[]> {
  return ctx.db
    .rows<LineRequest>(
      sql`select d.service_id, d.product_id, d.amount, d.specialist_id, d.commission, d.commission_type,
          case when d.price_change_amount is null then null else json_build_object('amount', d.price_change_amount) end as price_change,
          d.service_reservation_service_id, d.membership_discount::int as membership_discount,
          coalesce((select json_agg(json_build_object('discount_promotion_id', p.discount_promotion_id,
            'discount_value_applied', p.discount_value_applied) order by p.id)
            from history_payment_detail_promotion p where p.history_payment_detail_id = d.id), '[]'::json) as discount_promotion
        from history_payment_detail d where d.history_payment_id = ${saleId} order by d.id`,
      ctx.tx,
    )
    .then((rows) =>
      rows.map((row) => {
        const line = { ...row } as Record<string, unknown>;
        for (const key of Object.keys(line)) {
          if (line[key] === null && key !== 'price_change') {
            delete line[key];
          }
        }
        return line as LineRequest;
      }),
    );
}

// The pending sale's own reservation, site and client are what it charges: a body naming others
// is refused (a charge with another reservation's id would mark that one paid and leave this
// one's sale pointing at a reservation still unpaid). A sale saved without a client may be given
// one now; the checkout checks it like any other.
function checkSameIds(input: Input, sale: Pending) {
  if (
    input.service_reservation_id !== undefined &&
    input.service_reservation_id !== sale.service_reservation_id
  ) {
    throw new ApiError(
      'INVALID_PAYLOAD',
      sale.service_reservation_id
        ? `Esta venta es de la reserva #${sale.service_reservation_id}: no se cobra con otra.`
        : 'Esta venta no es de una reserva: no se cobra con una.',
    );
  }
  if (input.site_id !== undefined && input.site_id !== sale.site_id) {
    throw new ApiError('INVALID_PAYLOAD', 'Esta venta es de otra sede: se cobra en la suya.');
  }
  if (sale.client_id && input.client_id !== undefined && input.client_id !== sale.client_id) {
    throw new ApiError('INVALID_PAYLOAD', 'Esta venta es de otro cliente: no se cobra a nombre de otro.');
  }
}

// Charges a pending sale (PATCH items/history_payment/{id}, spec-coverage 7): the same checkout, on
// the pending row; the cart may come again in the body, or is the one saved.
export async function chargeSale(ctx: OperationContext, input: Input) {
  const [sale] = await ctx.db.rows<Pending>(
    sql`select site_id, client_id, service_reservation_id, cart_type, status from history_payment h
        where h.id = ${input.id} and ${inScope(ctx, 'history_payment', 'h')} for update`,
    ctx.tx,
  );
  if (!sale) {
    throw notFound('La venta no existe o no tienes acceso a ella.');
  }
  if (sale.status !== 'pendiente') {
    throw new ApiError('CONFLICT', 'Esta venta ya se cobró.');
  }
  checkSameIds(input, sale);
  const lines = input.lines ?? (await storedLines(ctx, input.id));
  return chargeCart(
    ctx,
    {
      ...input,
      site_id: sale.site_id,
      client_id: input.client_id ?? sale.client_id,
      service_reservation_id: sale.service_reservation_id,
      cart_type: input.cart_type ?? sale.cart_type,
      sale_method: 'venta',
      lines,
      payments: input.payments ?? [],
      tips: input.tips ?? [],
      overpayment: input.overpayment ?? 'cambio',
      pending: false,
    },
    input.id,
  );
}
