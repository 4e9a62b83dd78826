import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyId, money } from './columns';

// The sales reports' daily sums per site (decision 026), server-internal: not collections of the
// items API. Written only by apps/api/src/features/reports/sales-rollups.ts; the triggers of
// migration 0015 mark a site's day stale when a sale, a line, a refund or a movement of it is
// written.

// A day to sum again. The transaction's id is part of the key: a running transaction's mark is
// never one a committed write already left, so a report cannot clear it before it commits.
export const sysReportStaleDay = pgTable(
  'sys_report_stale_day',
  {
    subscriber_owner_company_id: companyId(),
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
    subscriber_owner_company_id: companyId(),
    site_id: integer('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sales: integer('sales').notNull(),
    gross: money('gross').notNull(),
    refunded: money('refunded').notNull(),
  },
  (t) => [index('sys_report_sale_day_idx').on(t.subscriber_owner_company_id, t.site_id, t.day)],
);

// Their lines left after refunds (units > 0) per site, day, kind, service or product and
// specialist. `sales` counts each sale once per service or product: in the group of its first
// specialist of that item.
export const sysReportSaleLineDay = pgTable(
  'sys_report_sale_line_day',
  {
    subscriber_owner_company_id: companyId(),
    site_id: integer('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    line_type: text('line_type').notNull(),
    service_id: integer('service_id'),
    product_id: integer('product_id'),
    specialist_id: integer('specialist_id'),
    sales: integer('sales').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    net: money('net').notNull(),
    discounts: money('discounts').notNull(),
    commission: money('commission').notNull(),
    // The nets again, for a percentage of each line rounded per line (the consumables of the
    // specialists' pay, by today's rules): the sum of the nets that are whole hundreds (their
    // percentage is exact), and each other net on its own.
    round_net: money('round_net').notNull(),
    odd_nets: bigint('odd_nets', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
  },
  (t) => [index('sys_report_sale_line_day_idx').on(t.subscriber_owner_company_id, t.site_id, t.day)],
);

// Sale and refund movements per site, day and payment method; `sales`: the day's distinct sales.
export const sysReportPaymentDay = pgTable(
  'sys_report_payment_day',
  {
    subscriber_owner_company_id: companyId(),
    site_id: integer('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    code: text('code').notNull(),
    sales: integer('sales').notNull(),
    received: money('received').notNull(),
    refunded: money('refunded').notNull(),
  },
  (t) => [index('sys_report_payment_day_idx').on(t.subscriber_owner_company_id, t.site_id, t.day)],
);

// Tips for a specialist and advances paid to them, per site, day and specialist.
export const sysReportSpecialistMoneyDay = pgTable(
  'sys_report_specialist_money_day',
  {
    subscriber_owner_company_id: companyId(),
    site_id: integer('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    specialist_id: integer('specialist_id').notNull(),
    tips: money('tips').notNull(),
    advances: money('advances').notNull(),
  },
  (t) => [index('sys_report_specialist_money_day_idx').on(t.subscriber_owner_company_id, t.site_id, t.day)],
);
