import type { invoiceSalesOrder as invoiceContract } from '@sari/contracts/sales-orders';
import { isProblem, planMoney } from '@sari/domain/checkout-plan';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { ApiError } from '../../platform/errors';
import { allowsCredit, checkMethod } from '../../shared/money';
import { clientBalance, lockClient } from './client-balance';
import type { CheckedLine } from './sale-lines';
import { linesOf, orderOf } from './sales-order';
import { writeCharge } from './write-sale';

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
      gift_cards: [],
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
