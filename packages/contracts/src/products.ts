import { defineOperation, idSchema } from './operation';
import { z } from './zod';

export const MAX_STOCK = 1_000_000;

export const stockAdjustmentInput = z.object({
  site_id: z.number({ error: 'Indica la sede (site_id).' }).int().positive(),
  // delta: add or remove units; count: the units counted on the shelf (the movement is the difference)
  mode: z.enum(['delta', 'count'], { error: 'El modo debe ser "delta" o "count".' }),
  quantity: z
    .number({ error: 'La cantidad debe ser un número entero.' })
    .int('La cantidad debe ser un número entero.')
    .min(-MAX_STOCK, 'La cantidad está fuera de rango.')
    .max(MAX_STOCK, 'La cantidad está fuera de rango.'),
  reason: z
    .string({ error: 'Indica el motivo del ajuste.' })
    .trim()
    .min(3, 'Indica el motivo del ajuste (al menos 3 caracteres).')
    .max(300, 'El motivo admite hasta 300 caracteres.'),
  min_stock: z.number().int().min(0).max(MAX_STOCK).optional(),
});

export const adjustStock = defineOperation({
  id: 'products.adjustStock',
  method: 'POST',
  path: '/api/products/:id/stock-adjustments',
  permission: ['products', 'update'],
  tag: 'products',
  summary:
    'Ajuste de inventario (entrada, salida o conteo) con motivo: un movimiento con el saldo después; nunca negativo',
  input: stockAdjustmentInput.extend({ id: idSchema }),
  output: z.object({
    current_stock: z.number(),
    quantity: z.number(),
    movement_id: z.number(),
    date_created: z.string(),
  }),
});
