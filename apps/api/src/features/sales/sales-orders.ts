import type { invoiceSalesOrder as invoiceContract } from '@sari/contracts/sales-orders';
import { isProblem, planMoney } from '@sari/domain/checkout-plan';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { ApiError, notFound } from '../../platform/errors';
import { allowsCredit, checkMethod } from '../../shared/money';
import { moveStock } from '../../shared/stock';
import { clientBalance, lockClient } from './client-balance';
import type { CheckedLine } from './sale-lines';
import { writeCharge } from './write-sale';

type Order = { id: number; site_id: number; client_id: number | null; status: string; total: number };
type Line = {
  id: number;
  product_id: number;
  name: string;
  quantity: number;
  delivered_quantity: number;
  unit_price: number;
  discount: number;
  total: number;
};

async function orderOf(ctx: OperationContext, id: number) {
  const [order] = await ctx.db.rows<Order>(
    sql`select id, site_id, client_id, status, total from sales_order o where o.id = ${id} and ${inScope(ctx, 'sales_order', 'o')} for update`,
    ctx.tx,
  );
  if (!order) {
    throw notFound('El pedido no existe o no tienes acceso a él.');
  }
  return { ...order, total: Number(order.total) };
}

const linesOf = (ctx: OperationContext, id: number) =>
  ctx.db
    .rows<Line>(
      sql`select l.id, l.product_id, p.name, l.quantity, l.delivered_quantity, l.unit_price, l.discount, l.total
          from sales_order_line l join product p on p.id = l.product_id where l.sales_order_id = ${id} order by l.id`,
      ctx.tx,
    )
    .then((rows) =>
      rows.map((row) => ({
        ...row,
        unit_price: Number(row.unit_price),
        discount: Number(row.discount),
        total: Number(row.total),
      })),
    );

// The units each line moves: what it has delivered goes back (direction 1), or what the request
// delivers now leaves the shelf (direction -1), each a stock movement of the order.
async function move(ctx: OperationContext, order: Order, units: Map<number, number>, direction: -1 | 1) {
  for (const line of await linesOf(ctx, order.id)) {
    const quantity = units.get(line.id) ?? 0;
    if (quantity === 0) {
      continue;
    }
    await moveStock(ctx, {
      productId: line.product_id,
      siteId: order.site_id,
      change: direction * quantity,
      type: direction < 0 ? 'sale' : 'return',
      reason: direction < 0 ? `Entrega del pedido #${order.id}` : `Pedido #${order.id} cancelado`,
      productName: line.name,
      salesOrderId: order.id,
    });
    await ctx.db.rows(
      sql`update sales_order_line set delivered_quantity = delivered_quantity - ${direction * quantity}::int where id = ${line.id}`,
      ctx.tx,
    );
  }
}

async function setStatus(ctx: OperationContext, id: number, status: string) {
  await ctx.db.rows(sql`update sales_order set status = ${status} where id = ${id}`, ctx.tx);
  return { id, status };
}

// Confirming promises the units: every line must find them at the order's site now (a product on
// several lines counts them together), and a refusal names each short line.
export async function confirmSalesOrder(ctx: OperationContext, input: { id: number }) {
  const order = await orderOf(ctx, input.id);
  if (order.status !== 'quote') {
    throw new ApiError('CONFLICT', 'Solo una cotización se confirma.');
  }
  const lines = await linesOf(ctx, input.id);
  if (lines.length === 0) {
    throw new ApiError('BUSINESS_RULE', 'La cotización no tiene productos.');
  }
  const stock = await ctx.db.rows<{ product_id: number; units: number }>(
    sql`select product_id, coalesce(current_stock, 0)::int as units from product_stock
        where site_id = ${order.site_id} and product_id in (select product_id from sales_order_line where sales_order_id = ${input.id})`,
    ctx.tx,
  );
  const onShelf = new Map(stock.map((row) => [row.product_id, Number(row.units)]));
  const asked = new Map<number, number>();
  for (const line of lines) {
    asked.set(line.product_id, (asked.get(line.product_id) ?? 0) + line.quantity);
  }
  const short = lines.filter(
    (line) => (asked.get(line.product_id) ?? 0) > (onShelf.get(line.product_id) ?? 0),
  );
  if (short.length > 0) {
    const named = short.map(
      (line) =>
        `"${line.name}" (pide ${asked.get(line.product_id)}, hay ${onShelf.get(line.product_id) ?? 0})`,
    );
    throw new ApiError(
      'BUSINESS_RULE',
      `No hay unidades suficientes en la sede para confirmar: ${[...new Set(named)].join(', ')}.`,
      {
        lines: short.map((line) => ({
          id: line.id,
          product_id: line.product_id,
          quantity: asked.get(line.product_id),
          available: onShelf.get(line.product_id) ?? 0,
        })),
      },
    );
  }
  return setStatus(ctx, input.id, 'confirmed');
}

// Delivering takes the units from the site's stock, all that is left or the parts the request
// names; not enough of a product refuses it, named. The order is delivered when every line is.
export async function deliverSalesOrder(
  ctx: OperationContext,
  input: { id: number; lines?: { id: number; quantity: number }[] },
) {
  const order = await orderOf(ctx, input.id);
  if (order.status !== 'confirmed') {
    throw new ApiError('CONFLICT', 'Solo un pedido confirmado se entrega.');
  }
  const lines = await linesOf(ctx, input.id);
  const units = new Map<number, number>();
  if (input.lines) {
    for (const part of input.lines) {
      const line = lines.find((candidate) => candidate.id === part.id);
      if (!line) {
        throw new ApiError('INVALID_PAYLOAD', 'Una de las líneas no es de este pedido.');
      }
      if (units.has(part.id)) {
        throw new ApiError('INVALID_PAYLOAD', 'Cada línea va una sola vez en la entrega.');
      }
      if (part.quantity > line.quantity - line.delivered_quantity) {
        throw new ApiError(
          'BUSINESS_RULE',
          `De "${line.name}" quedan ${line.quantity - line.delivered_quantity} unidades por entregar.`,
        );
      }
      units.set(part.id, part.quantity);
    }
    if ([...units.values()].every((quantity) => quantity === 0)) {
      throw new ApiError('INVALID_PAYLOAD', 'Indica cuántas unidades entregas.');
    }
  } else {
    for (const line of lines) {
      units.set(line.id, line.quantity - line.delivered_quantity);
    }
  }
  await move(ctx, order, units, -1);
  const complete = lines.every(
    (line) => line.delivered_quantity + (units.get(line.id) ?? 0) === line.quantity,
  );
  if (!complete) {
    return { id: input.id, status: 'confirmed' };
  }
  await ctx.db.rows(
    sql`update sales_order set delivery_date = coalesce(delivery_date, sari_now()::date) where id = ${input.id}`,
    ctx.tx,
  );
  return setStatus(ctx, input.id, 'delivered');
}

// Cancelling brings back the units already delivered (in whole or in part); an invoiced order is
// refunded as a sale.
export async function cancelSalesOrder(ctx: OperationContext, input: { id: number }) {
  const order = await orderOf(ctx, input.id);
  if (order.status === 'invoiced' || order.status === 'cancelled') {
    throw new ApiError(
      'CONFLICT',
      order.status === 'invoiced'
        ? 'El pedido ya se facturó: devuelve la venta.'
        : 'El pedido ya está cancelado.',
    );
  }
  const lines = await linesOf(ctx, input.id);
  await move(ctx, order, new Map(lines.map((line) => [line.id, line.delivered_quantity])), 1);
  return setStatus(ctx, input.id, 'cancelled');
}

// Invoicing charges the delivered order through the checkout's money rules (payments, the
// client's balance, change or abono, credito) at the order's agreed prices; the units already left.
export async function invoiceSalesOrder(
  ctx: OperationContext,
  input: z.output<(typeof invoiceContract)['input']>,
) {
  const order = await orderOf(ctx, input.id);
  if (order.status !== 'delivered') {
    throw new ApiError('CONFLICT', 'Solo un pedido entregado se factura.');
  }
  // The invoice is a sale: credito leaves its unpaid part on the client's account.
  for (const payment of input.payments) {
    await checkMethod(ctx, payment.paymentMethod, { credit: true });
  }
  if (order.client_id) {
    await lockClient(ctx, order.client_id);
  }
  const lines: CheckedLine[] = (await linesOf(ctx, input.id)).map((line) => ({
    kind: 'product',
    amount: line.quantity,
    unitPrice: line.unit_price,
    serviceId: null,
    productId: line.product_id,
    specialistId: null,
    name: line.name,
    promotionsOf: [],
    discounts: [],
    discountTotal: line.discount,
    total: line.total,
    commissionValue: null,
    request: { product_id: line.product_id, amount: line.quantity, discount_promotion: [] },
  }));
  const balance = order.client_id ? await clientBalance(ctx, order.client_id) : { sources: [], owed: 0 };
  const plan = planMoney({
    total: order.total,
    deposits: balance.sources,
    credits: balance.owed,
    advance: 0,
    payments: input.payments.map((payment) => ({ method: payment.paymentMethod, amount: payment.amountPay })),
    overpayment: input.overpayment,
    allowCredit: await allowsCredit(ctx),
  });
  if (isProblem(plan)) {
    throw new ApiError('BUSINESS_RULE', plan.message, { reason: plan.code });
  }
  if ((plan.abono > 0 || plan.credit > 0) && !order.client_id) {
    throw new ApiError(
      'BUSINESS_RULE',
      'El pedido no tiene cliente: un saldo a favor o un crédito quedan a su nombre.',
    );
  }
  const subtotal = lines.reduce((sum, line) => sum + line.total + line.discountTotal, 0);
  const sale = await writeCharge(ctx, {
    input: {
      site_id: order.site_id,
      cart_type: 'product',
      sale_method: 'venta',
      lines: [],
      payments: input.payments,
      overpayment: input.overpayment,
      tips: [],
      notes: `Factura del pedido #${order.id}`,
      pending: false,
    },
    siteId: order.site_id,
    clientId: order.client_id,
    reservation: null,
    lines,
    subtotal,
    total: order.total,
    plan,
    saleId: null,
    stockTaken: true,
  });
  await ctx.db.rows(
    sql`update sales_order set status = 'invoiced', history_payment_id = ${sale.id} where id = ${input.id}`,
    ctx.tx,
  );
  return { id: input.id, status: 'invoiced', history_payment_id: sale.id };
}
