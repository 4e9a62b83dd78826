import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { money } from './columns';

// The reports' daily sums per site (decision 026), server-internal: not collections of the items
// API. Derived rows, without foreign keys (checking them took a quarter of summing a year).
// Written only by apps/api/src/features/reports/daily-rollups.ts; the triggers of migrations 0015
// and 0016 mark a site's day stale when a sale, a line, a refund, a movement, a reservation, a
// booked service or a rating of it is written.

// A day to sum again. The transaction's id is part of the key: a running transaction's mark is
// never one a committed write already left, so a report cannot clear it before it commits.
export const sysReportStaleDay = pgTable(
  'sys_report_stale_day',
  {
    subscriber_owner_company_id: integer('subscriber_owner_company_id').notNull(),
    site_id: integer('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    txid: bigint('txid', { mode: 'number' }).notNull().default(sql`txid_current()`),
  },
  (t) => [
    primaryKey({ name: 'sys_report_stale_day_pk', columns: [t.site_id, t.day, t.txid] }),
    index('sys_report_stale_day_company_idx').on(t.subscriber_owner_company_id, t.day),
  ],
);

// Charged sales (pagado, parcial) per site and day of the site's wall clock.
export const sysReportSaleDay = pgTable(
  'sys_report_sale_day',
  {
    subscriber_owner_company_id: integer('subscriber_owner_company_id').notNull(),
    site_id: integer('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sales: integer('sales').notNull(),
    gross: money('gross').notNull(),
    refunded: money('refunded').notNull(),
  },
  (t) => [index('sys_report_sale_day_idx').on(t.subscriber_owner_company_id, t.site_id, t.day)],
);

// Their lines left after refunds (units > 0) per site, day and service or product; `sales`: the
// day's distinct sales of it.
export const sysReportItemDay = pgTable(
  'sys_report_item_day',
  {
    subscriber_owner_company_id: integer('subscriber_owner_company_id').notNull(),
    site_id: integer('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    line_type: text('line_type').notNull(),
    service_id: integer('service_id'),
    product_id: integer('product_id'),
    sales: integer('sales').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    net: money('net').notNull(),
    discounts: money('discounts').notNull(),
  },
  (t) => [index('sys_report_item_day_idx').on(t.subscriber_owner_company_id, t.site_id, t.day)],
);

// The same lines per site, day and specialist, with the pay they make: `commission` what every
// line earns (salesSpecialist), `service_commission` and `consumable` those of service lines (the
// consumables by the rules when the day was summed: a rule or a service's category that changes
// marks the company's days stale), and the tips and advances moved that day. `lines`: how many
// lines (0: tips or advances only).
export const sysReportSpecialistDay = pgTable(
  'sys_report_specialist_day',
  {
    subscriber_owner_company_id: integer('subscriber_owner_company_id').notNull(),
    site_id: integer('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    specialist_id: integer('specialist_id').notNull(),
    lines: integer('lines').notNull(),
    services: bigint('services', { mode: 'number' }).notNull(),
    service_sales: money('service_sales').notNull(),
    products: bigint('products', { mode: 'number' }).notNull(),
    product_sales: money('product_sales').notNull(),
    commission: money('commission').notNull(),
    service_commission: money('service_commission').notNull(),
    consumable: money('consumable').notNull(),
    tips: money('tips').notNull(),
    advances: money('advances').notNull(),
  },
  (t) => [index('sys_report_specialist_day_idx').on(t.subscriber_owner_company_id, t.site_id, t.day)],
);

// Sale and refund movements per site, day and payment method; `sales`: the day's distinct sales.
export const sysReportPaymentDay = pgTable(
  'sys_report_payment_day',
  {
    subscriber_owner_company_id: integer('subscriber_owner_company_id').notNull(),
    site_id: integer('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    code: text('code').notNull(),
    sales: integer('sales').notNull(),
    received: money('received').notNull(),
    refunded: money('refunded').notNull(),
  },
  (t) => [index('sys_report_payment_day_idx').on(t.subscriber_owner_company_id, t.site_id, t.day)],
);

// Charged sales per site, day and client (null: walk-in sales) and what is left of them after
// refunds (salesClient).
export const sysReportClientSaleDay = pgTable(
  'sys_report_client_sale_day',
  {
    subscriber_owner_company_id: integer('subscriber_owner_company_id').notNull(),
    site_id: integer('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    client_id: integer('client_id'),
    sales: integer('sales').notNull(),
    total: money('total').notNull(),
  },
  (t) => [index('sys_report_client_sale_day_idx').on(t.subscriber_owner_company_id, t.site_id, t.day)],
);

// Reservations per site, day (the reservation's own, already the site's) and client (null: none):
// all of them, `kept` (neither cancelled nor a no-show), attended, no-shows, cancelled, and the
// kept services of the kept ones with their value (appointmentClient, appointmentSummary).
export const sysReportAppointmentDay = pgTable(
  'sys_report_appointment_day',
  {
    subscriber_owner_company_id: integer('subscriber_owner_company_id').notNull(),
    site_id: integer('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    client_id: integer('client_id'),
    appointments: integer('appointments').notNull(),
    kept: integer('kept').notNull(),
    attended: integer('attended').notNull(),
    no_shows: integer('no_shows').notNull(),
    cancelled: integer('cancelled').notNull(),
    services: integer('services').notNull(),
    value: money('value').notNull(),
  },
  (t) => [index('sys_report_appointment_day_idx').on(t.subscriber_owner_company_id, t.site_id, t.day)],
);

// Booked services per site, day (their reservation's), specialist and client: the kept ones, the
// minutes they keep the specialist busy and their value, no-shows and cancelled ones, and the
// clients' ratings of the specialist on those reservations (`ratings` of them, summing
// `rating_sum`) (appointmentSpecialist, appointmentSummary).
export const sysReportAgendaDay = pgTable(
  'sys_report_agenda_day',
  {
    subscriber_owner_company_id: integer('subscriber_owner_company_id').notNull(),
    site_id: integer('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    specialist_id: integer('specialist_id').notNull(),
    client_id: integer('client_id'),
    services: integer('services').notNull(),
    minutes: numeric('minutes').notNull(),
    no_shows: integer('no_shows').notNull(),
    cancelled: integer('cancelled').notNull(),
    value: money('value').notNull(),
    ratings: integer('ratings').notNull(),
    rating_sum: integer('rating_sum').notNull(),
  },
  (t) => [index('sys_report_agenda_day_idx').on(t.subscriber_owner_company_id, t.site_id, t.day)],
);
