import { defineOperation, idSchema } from './operation';
import { paymentInput } from './sales';
import { z } from './zod';

const orderOutput = z.object({ id: z.number(), status: z.string() });

export const SALES_ORDER_STATUSES = ['quote', 'confirmed', 'delivered', 'invoiced', 'cancelled'] as const;

export const confirmSalesOrder = defineOperation({
  id: 'salesOrders.confirm',
  method: 'POST',
  path: '/api/sales-orders/:id/confirm',
  permission: ['sales', 'update'],
  tag: 'sales',
  summary: 'Confirma una cotización',
  input: z.object({ id: idSchema }),
  output: orderOutput,
});

export const deliverSalesOrder = defineOperation({
  id: 'salesOrders.deliver',
  method: 'POST',
  path: '/api/sales-orders/:id/deliver',
  permission: ['sales', 'update'],
  tag: 'sales',
  summary:
    'Entrega un pedido confirmado, entero o en parte: las unidades salen del inventario de la sede (se rechaza si no alcanzan)',
  input: z.object({
    id: idSchema,
    // Omitted: every unit still to deliver. Given: the units of each line delivered now.
    lines: z
      .array(
        z.object({
          id: idSchema,
          quantity: z.number().int('Escribe un número entero de unidades.').min(0).max(1_000_000),
        }),
      )
      .min(1)
      .max(200)
      .optional(),
  }),
  output: orderOutput,
});

export const cancelSalesOrder = defineOperation({
  id: 'salesOrders.cancel',
  method: 'POST',
  path: '/api/sales-orders/:id/cancel',
  permission: ['sales', 'update'],
  tag: 'sales',
  summary: 'Cancela un pedido; si ya se entregó, las unidades vuelven al inventario',
  input: z.object({ id: idSchema }),
  output: orderOutput,
});

export const invoiceSalesOrder = defineOperation({
  id: 'salesOrders.invoice',
  method: 'POST',
  path: '/api/sales-orders/:id/invoice',
  permission: ['sales', 'create'],
  tag: 'sales',
  summary: 'Factura un pedido entregado cobrándolo por el checkout (pagos, saldo del cliente, crédito)',
  input: z.object({
    id: idSchema,
    payments: z.array(paymentInput).max(10).default([]),
    overpayment: z.enum(['cambio', 'abono']).default('cambio'),
  }),
  output: orderOutput.extend({ history_payment_id: z.number() }),
});

export const salesOrderPdf = defineOperation({
  id: 'salesOrders.pdf',
  method: 'GET',
  path: '/api/sales-orders/:id/pdf',
  permission: ['sales', 'read'],
  tag: 'sales',
  summary: 'La cotización o el pedido en PDF',
  input: z.object({ id: idSchema }),
  output: z.string(),
  media: 'pdf',
});
