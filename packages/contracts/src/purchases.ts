import { defineOperation, idSchema } from './operation';
import { z } from './zod';

const id = z.number({ error: 'Falta un identificador.' }).int().positive();
const units = z.number({ error: 'La cantidad debe ser un número entero.' }).int().min(1).max(1_000_000);
const orderOutput = z.object({ id: z.number(), status: z.string() });

export const PURCHASE_STATUSES = ['draft', 'ordered', 'partial', 'received', 'cancelled'] as const;

export const sendPurchase = defineOperation({
  id: 'purchases.send',
  method: 'POST',
  path: '/api/purchases/:id/send',
  permission: ['shopping', 'update'],
  tag: 'shopping',
  summary: 'Marca un pedido en borrador como enviado al proveedor',
  input: z.object({ id: idSchema }),
  output: orderOutput,
});

export const receivePurchase = defineOperation({
  id: 'purchases.receive',
  method: 'POST',
  path: '/api/purchases/:id/receive',
  permission: ['shopping', 'update'],
  tag: 'shopping',
  summary:
    'Recibe un pedido, todo o en parte, línea por línea: las unidades entran al inventario de la sede y queda el costo del producto',
  input: z.object({
    id: idSchema,
    // Empty: everything still pending.
    lines: z
      .array(z.object({ purchase_order_line_id: id, quantity: units }))
      .max(200)
      .default([]),
  }),
  output: orderOutput.extend({ received_units: z.number() }),
});

export const cancelPurchase = defineOperation({
  id: 'purchases.cancel',
  method: 'POST',
  path: '/api/purchases/:id/cancel',
  permission: ['shopping', 'update'],
  tag: 'shopping',
  summary: 'Cancela lo que falta por recibir de un pedido',
  input: z.object({ id: idSchema }),
  output: orderOutput,
});

export const returnPurchase = defineOperation({
  id: 'purchases.return',
  method: 'POST',
  path: '/api/purchases/:id/returns',
  permission: ['shopping', 'update'],
  tag: 'shopping',
  summary: 'Devuelve al proveedor unidades recibidas (corrección registrada; el pedido no se edita)',
  input: z.object({
    id: idSchema,
    lines: z
      .array(z.object({ purchase_order_line_id: id, quantity: units }))
      .min(1)
      .max(200),
    reason: z.string().trim().min(3, 'Escribe el motivo (al menos 3 caracteres).').max(500),
  }),
  output: z.object({ id: z.number(), total: z.number() }),
});

export const payPurchase = defineOperation({
  id: 'purchases.pay',
  method: 'POST',
  path: '/api/purchases/:id/payments',
  permission: ['shopping', 'update'],
  tag: 'shopping',
  summary: 'Paga (todo o en parte) lo que se debe de un pedido desde la caja abierta de la sede',
  input: z.object({
    id: idSchema,
    amount: z.number().int().min(1, 'El pago debe ser mayor que cero.').max(1_000_000_000),
    paymentMethod: z.string().trim().min(1).max(40).default('efectivo'),
  }),
  output: z.object({ id: z.number(), owed: z.number() }),
});

export const orderLowStock = defineOperation({
  id: 'purchases.orderLow',
  method: 'POST',
  path: '/api/purchases/order-low-stock',
  permission: ['shopping', 'create'],
  tag: 'shopping',
  summary:
    'Crea un pedido en borrador por proveedor con los productos bajo su mínimo en la sede, hasta el mínimo',
  input: z.object({ site_id: id }),
  output: z.object({
    orders: z.array(z.object({ id: z.number(), supplier_id: z.number(), lines: z.number() })),
    // Products below their minimum without a supplier: nobody to ask.
    without_supplier: z.array(z.object({ product_id: z.number(), name: z.string(), missing: z.number() })),
  }),
});

export const purchasePdf = defineOperation({
  id: 'purchases.pdf',
  method: 'GET',
  path: '/api/purchases/:id/pdf',
  permission: ['shopping', 'read'],
  tag: 'shopping',
  summary: 'El pedido en PDF para enviar al proveedor',
  input: z.object({ id: idSchema }),
  output: z.string(),
  media: 'pdf',
});

export const supplierSummary = defineOperation({
  id: 'purchases.supplierSummary',
  method: 'GET',
  path: '/api/suppliers/:id/summary',
  permission: ['shopping', 'read'],
  tag: 'shopping',
  summary: 'Lo que se le ha pedido, recibido, devuelto y pagado a un proveedor, y lo que se le debe',
  input: z.object({ id: idSchema }),
  output: z.object({
    orders: z.number(),
    received: z.number(),
    returned: z.number(),
    paid: z.number(),
    owed: z.number(),
  }),
});
