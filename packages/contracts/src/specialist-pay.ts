import { filterDate, MAX_RANGE_DAYS, withinDays } from './calendar-date';
import { defineOperation, idSchema } from './operation';
import { z } from './zod';

// A specialist's payslip for a period of the sites' own days (decision 015): commission per
// service category on what they performed and was charged, minus consumables, minus advances,
// plus tips.
export const payslipInput = z
  .object({
    id: idSchema,
    from: filterDate,
    to: filterDate,
    // 0: every site of the user (to see it); paying it out names the site whose drawer pays.
    site_id: z.coerce.number().int().min(0).default(0),
  })
  .refine(...withinDays(MAX_RANGE_DAYS.payslip));

const money = z.number();

export const payslipOutput = z.object({
  specialist: z.object({ id: z.number(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  site_id: z.number(),
  categories: z.array(
    z.object({
      category: z.string(),
      services: z.number(),
      sold: money,
      commission: money,
      consumable: money,
    }),
  ),
  totals: z.object({
    services: z.number(),
    sold: money,
    commission: money,
    consumables: money,
    tips: money,
    advances: money,
    // commission - consumables - advances + tips
    total: money,
  }),
  // Payments already made that cover a day of the period at the counted sites.
  payments: z.array(
    z.object({
      id: z.number(),
      site: z.string(),
      period_start: z.string(),
      period_end: z.string(),
      amount: money,
      date_created: z.string(),
    }),
  ),
});

export const specialistPayslip = defineOperation({
  id: 'specialistPay.payslip',
  method: 'GET',
  path: '/api/specialists/:id/payslip',
  permission: ['reports', 'read'],
  tag: 'reports',
  summary:
    'Nómina de un especialista en un periodo: comisión por categoría, consumibles, anticipos, propinas y pagos hechos',
  input: payslipInput,
  output: payslipOutput,
});

export const specialistPayslipPdf = defineOperation({
  id: 'specialistPay.pdf',
  method: 'GET',
  path: '/api/specialists/:id/payslip/pdf',
  permission: ['reports', 'read'],
  tag: 'reports',
  summary: 'La nómina de un especialista en PDF, línea por línea',
  input: payslipInput,
  output: z.string(),
  media: 'pdf',
});

// Paying a payslip out: a specialist_payout movement of the site's open drawer and the period
// marked paid at that site (never twice: the database refuses two payments covering a day).
export const paySpecialistPayslip = defineOperation({
  id: 'specialistPay.pay',
  method: 'POST',
  path: '/api/specialists/:id/payslip/pay',
  permission: ['cash_drawer', 'create'],
  tag: 'cash_drawer',
  summary: 'Paga la nómina de un periodo desde la caja abierta de una sede y marca el periodo pagado',
  input: z
    .object({
      id: idSchema,
      from: filterDate,
      to: filterDate,
      site_id: z
        .number({ error: 'Elige la sede de la caja que paga.' })
        .int()
        .positive('Elige la sede de la caja que paga.'),
      payment_method: z.string().trim().min(1).max(40).default('efectivo'),
      // The total the screen showed; refused (422) when the server's differs.
      total: z
        .number({ error: 'El total debe ser un valor en pesos.' })
        .int('El total va en pesos, sin decimales.')
        .min(1, 'El total debe ser mayor que cero.')
        .max(1_000_000_000, 'El total es demasiado grande.'),
    })
    .refine(...withinDays(MAX_RANGE_DAYS.payslip)),
  output: z.object({ id: z.number(), money_movement_id: z.number(), amount: z.number() }),
});
