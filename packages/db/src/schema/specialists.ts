import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { moneyMovement } from './cash';
import { companyId, id, money } from './columns';
import { site } from './company';
import { serviceCategory } from './services';

export const specialty = pgTable(
  'specialty',
  { id: id(), subscriber_owner_company_id: companyId(), name: text('name').notNull() },
  (t) => [
    index('specialty_company_idx').on(t.subscriber_owner_company_id),
    check('specialty_name_chk', sql`btrim(${t.name}) <> ''`),
  ],
);

export const specialist = pgTable(
  'specialist',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    name: text('name').notNull(),
    last_name: text('last_name'),
    color_in_reserve: text('color_in_reserve').notNull().default('#5D2784'),
    phone: text('phone'),
    email: text('email'),
    document_number: text('document_number'),
    specialty_id: integer('specialty_id').references(() => specialty.id, { onDelete: 'set null' }),
    photo: text('photo'),
    is_active: boolean('is_active').notNull().default(true),
    online_booking: boolean('online_booking').notNull().default(true),
    date_created: timestamp('date_created', { withTimezone: true, mode: 'string' })
      .notNull()
      .default(sql`sari_now()`),
  },
  (t) => [
    check('specialist_color_chk', sql`${t.color_in_reserve} ~ '^#[0-9A-Fa-f]{6}$'`),
    index('specialist_company_name_idx').on(t.subscriber_owner_company_id, t.name),
  ],
);

export const specialistSite = pgTable(
  'specialist_site',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    specialist_id: integer('specialist_id')
      .notNull()
      .references(() => specialist.id, { onDelete: 'cascade' }),
    site_id: integer('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('specialist_site_uq').on(t.specialist_id, t.site_id),
    index('specialist_site_site_idx').on(t.site_id),
    index('specialist_site_company_idx').on(t.subscriber_owner_company_id),
  ],
);

export const specialistCommission = pgTable(
  'specialist_commission',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    specialist_id: integer('specialist_id')
      .notNull()
      .references(() => specialist.id, { onDelete: 'cascade' }),
    service_category_id: integer('service_category_id').references(() => serviceCategory.id, {
      onDelete: 'cascade',
    }),
    commission: integer('commission').notNull(),
    commission_type: text('commission_type').notNull().default('%'),
  },
  (t) => [
    check('specialist_commission_type_chk', sql`${t.commission_type} in ('%', 'fixed')`),
    check(
      'specialist_commission_value_chk',
      sql`${t.commission} >= 0 and (${t.commission_type} <> '%' or ${t.commission} <= 100)`,
    ),
    index('specialist_commission_specialist_idx').on(t.specialist_id),
    index('specialist_commission_company_idx').on(t.subscriber_owner_company_id),
  ],
);

// Weekly working windows per site; several rows on one weekday leave breaks between them.
export const specialistAvailability = pgTable(
  'specialist_availability',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    specialist_id: integer('specialist_id')
      .notNull()
      .references(() => specialist.id, { onDelete: 'cascade' }),
    site_id: integer('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    start_time: time('start_time').notNull(),
    end_time: time('end_time').notNull(),
  },
  (t) => [
    check('specialist_availability_weekday_chk', sql`${t.weekday} between 0 and 6`),
    check('specialist_availability_order_chk', sql`${t.start_time} < ${t.end_time}`),
    index('specialist_availability_specialist_idx').on(t.specialist_id, t.weekday),
    index('specialist_availability_site_idx').on(t.site_id, t.weekday),
    index('specialist_availability_company_idx').on(t.subscriber_owner_company_id),
  ],
);

export const specialistAbsence = pgTable(
  'specialist_absence',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    specialist_id: integer('specialist_id')
      .notNull()
      .references(() => specialist.id, { onDelete: 'cascade' }),
    date_start: date('date_start', { mode: 'string' }).notNull(),
    date_end: date('date_end', { mode: 'string' }).notNull(),
    start_time: time('start_time'),
    end_time: time('end_time'),
    reason: text('reason'),
  },
  (t) => [
    check('specialist_absence_order_chk', sql`${t.date_start} <= ${t.date_end}`),
    // Whole days (no times) or a window given by both times.
    check(
      'specialist_absence_times_chk',
      sql`(${t.start_time} is null and ${t.end_time} is null) or (${t.start_time} is not null and ${t.end_time} is not null and ${t.start_time} < ${t.end_time})`,
    ),
    index('specialist_absence_specialist_idx').on(t.specialist_id, t.date_start),
    index('specialist_absence_company_idx').on(t.subscriber_owner_company_id, t.date_start),
  ],
);

export const specialistAdvance = pgTable(
  'specialist_advance',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    specialist_id: integer('specialist_id')
      .notNull()
      .references(() => specialist.id),
    site_id: integer('site_id').references(() => site.id),
    amount: money('amount').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    money_movement_id: integer('money_movement_id').references(() => moneyMovement.id),
  },
  (t) => [
    check('specialist_advance_amount_chk', sql`${t.amount} > 0`),
    index('specialist_advance_specialist_idx').on(t.specialist_id, t.date),
    index('specialist_advance_company_idx').on(t.subscriber_owner_company_id, t.date),
  ],
);

// A payslip paid out from a site's drawer: the specialist's period at that site is paid once
// (the exclusion constraint specialist_payment_no_overlap, custom migration 0013, refuses two
// payments covering a common day).
export const specialistPayment = pgTable(
  'specialist_payment',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    specialist_id: integer('specialist_id')
      .notNull()
      .references(() => specialist.id),
    site_id: integer('site_id').references(() => site.id),
    period_start: date('period_start', { mode: 'string' }).notNull(),
    period_end: date('period_end', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    money_movement_id: integer('money_movement_id').references(() => moneyMovement.id),
    date_created: timestamp('date_created', { withTimezone: true, mode: 'string' })
      .notNull()
      .default(sql`sari_now()`),
  },
  (t) => [
    check('specialist_payment_period_chk', sql`${t.period_start} <= ${t.period_end}`),
    index('specialist_payment_specialist_idx').on(t.specialist_id, t.period_start),
    index('specialist_payment_company_idx').on(t.subscriber_owner_company_id, t.period_start),
  ],
);

// The rule deducted from specialist pay for consumables (/settings/teams/discountConsumableProduct).
export const discountConsumableProduct = pgTable(
  'discount_consumable_product',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    service_category_id: integer('service_category_id').references(() => serviceCategory.id, {
      onDelete: 'cascade',
    }),
    discount_type: text('discount_type').notNull().default('%'),
    discount_value: integer('discount_value').notNull(),
    description: text('description'),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [
    check('discount_consumable_product_type_chk', sql`${t.discount_type} in ('%', 'fixed')`),
    check(
      'discount_consumable_product_value_chk',
      sql`${t.discount_value} >= 0 and (${t.discount_type} <> '%' or ${t.discount_value} <= 100)`,
    ),
    index('discount_consumable_product_company_idx').on(t.subscriber_owner_company_id),
  ],
);
