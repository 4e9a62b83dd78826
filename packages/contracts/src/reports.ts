import { filterDate, MAX_RANGE_DAYS, withinDays } from './calendar-date';
import { defineOperation } from './operation';
import { z } from './zod';

// Every report route (spec-coverage 2), by the key the web's screen registry gives it.
export const REPORT_IDS = [
  'appointmentClient',
  'appointmentSpecialist',
  'appointmentSummary',
  'resourceOccupancy',
  // The messages to clients (issue 31, decision 059).
  'appointmentMessages',
  'cashDrawer',
  'cashDrawerIncome',
  'cashDrawerPaymentMethods',
  'lowStocks',
  'productSales',
  'stocks',
  'purchaseMonth',
  'purchaseProduct',
  'purchaseSite',
  'purchaseSupplier',
  'salesCategory',
  'salesClient',
  'salesMonth',
  'salesOrder',
  'salesPaymentMethods',
  'salesService',
  'salesSite',
  'salesSpecialist',
  'prepaidBalance',
  'prepaidMovements',
  'prepaidExpired',
  'specialistDetailedParticipation',
  'specialistGeneralParticipation',
  'specialistPayslip',
] as const;
export type ReportId = (typeof REPORT_IDS)[number];

export const reportColumn = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(['text', 'number', 'money', 'percent', 'date', 'datetime', 'hours']),
  // A total of the whole report (not of the page) in the totals row.
  total: z.boolean(),
});

export const reportInput = z
  .object({
    report: z.enum(REPORT_IDS, { error: 'El reporte no existe.' }),
    from: filterDate,
    to: filterDate,
    // 0: every site of the user.
    site_id: z.coerce.number().int().min(0).default(0),
    specialist_id: z.coerce.number().int().positive().optional(),
    // A column key, "-" in front for descending.
    sort: z
      .string()
      .regex(/^-?[a-z_]{1,40}$/, 'Orden no válido.')
      .optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(10_000).default(50),
  })
  .refine(...withinDays(MAX_RANGE_DAYS.report));

export const reportOutput = z.object({
  report: z.string(),
  columns: z.array(reportColumn),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  totals: z.record(z.string(), z.number()),
  total_count: z.number(),
  chart: z
    .object({ kind: z.enum(['bar', 'line', 'pie']), x: z.string(), series: z.array(z.string()) })
    .nullable(),
});

export const runReport = defineOperation({
  id: 'reports.run',
  method: 'GET',
  path: '/api/reports/:report',
  permission: ['reports', 'read'],
  tag: 'reports',
  summary:
    'Un reporte: rango de fechas (días de la sede), sede (0 = todas las mías), orden y página; con totales',
  input: reportInput,
  output: reportOutput,
});
