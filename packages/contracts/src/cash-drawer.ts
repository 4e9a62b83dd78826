import { defineOperation, idSchema } from './operation';
import { z } from './zod';

const id = z.number({ error: 'Falta un identificador.' }).int().positive();
const pesos = (label: string) =>
  z
    .number({ error: `${label} debe ser un valor en pesos.` })
    .int(`${label} va en pesos, sin decimales.`)
    .min(0, `${label} no puede ser negativo.`)
    .max(1_000_000_000, `${label} es demasiado grande.`);

export const MOVEMENT_TYPES = ['income', 'expense', 'specialist_payout', 'specialist_advance'] as const;

const methodTotals = z.array(
  z.object({ payment_methods_name: z.string(), in: z.number(), out: z.number(), expected: z.number() }),
);

export const drawerStatus = defineOperation({
  id: 'cashDrawer.status',
  method: 'GET',
  path: '/api/cash-drawer/status',
  permission: ['cash_drawer', 'read'],
  tag: 'cash_drawer',
  summary: 'La caja abierta de una sede: apertura, movimientos y lo esperado por medio de pago',
  input: z.object({ site_id: idSchema }),
  output: z.object({
    session: z
      .object({
        id: z.number(),
        opened_at: z.string(),
        opening_amount: z.number(),
        opened_by: z.string().nullable(),
      })
      .nullable(),
    // Empty when the count is blind (setting cash_blind_count) and the caller may not see it.
    expected: methodTotals,
    blind: z.boolean(),
  }),
});

export const openDrawer = defineOperation({
  id: 'cashDrawer.open',
  method: 'POST',
  path: '/api/cash-drawer/sessions',
  permission: ['cash_drawer', 'create'],
  tag: 'cash_drawer',
  summary: 'Abre la caja de una sede con una base en efectivo (una caja abierta por sede)',
  input: z.object({
    site_id: id,
    opening_amount: pesos('La base'),
    notes: z.string().trim().max(500).optional(),
  }),
  output: z.object({ id: z.number() }),
});

// The pay route's operation too: an income or an expense (e.g. a specialist payout) in the
// open session of the site.
export const drawerMovement = defineOperation({
  id: 'cashDrawer.movement',
  method: 'POST',
  path: '/api/cash-drawer/movements',
  permission: ['cash_drawer', 'create'],
  tag: 'cash_drawer',
  summary:
    'Entrada o salida de dinero con concepto en la caja abierta (gastos, ingresos, pagos a especialistas)',
  input: z.object({
    site_id: id,
    type: z.enum(MOVEMENT_TYPES),
    amount: pesos('El valor').min(1, 'El valor debe ser mayor que cero.'),
    concept: z.string().trim().min(3, 'Escribe el concepto (al menos 3 caracteres).').max(200),
    payment_method: z.string().trim().min(1).max(40).default('efectivo'),
    specialist_id: id.nullable().optional(),
  }),
  output: z.object({ id: z.number(), direction: z.enum(['in', 'out']) }),
});

export const closeDrawer = defineOperation({
  id: 'cashDrawer.close',
  method: 'POST',
  path: '/api/cash-drawer/sessions/:id/close',
  permission: ['cash_drawer', 'update'],
  tag: 'cash_drawer',
  summary: 'Cierra la caja contando cada medio de pago: esperado, contado y diferencia',
  input: z.object({
    id: idSchema,
    counts: z
      .array(
        z.object({ payment_methods_name: z.string().min(1).max(40), counted_amount: pesos('Lo contado') }),
      )
      .min(1, 'Cuenta al menos el efectivo.')
      .max(20),
    notes: z.string().trim().max(1000).optional(),
  }),
  output: z.object({
    id: z.number(),
    counts: z.array(
      z.object({
        payment_methods_name: z.string(),
        expected_amount: z.number(),
        counted_amount: z.number(),
        difference: z.number(),
      }),
    ),
  }),
});

export const closingReport = defineOperation({
  id: 'cashDrawer.report',
  method: 'GET',
  path: '/api/cash-drawer/sessions/:id/report',
  permission: ['cash_drawer', 'read'],
  tag: 'cash_drawer',
  summary: 'Informe de cierre de una caja en PDF',
  input: z.object({ id: idSchema }),
  output: z.string(),
  media: 'pdf',
});
