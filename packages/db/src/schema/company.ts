import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const created = () =>
  timestamp('date_created', { withTimezone: true, mode: 'string' }).notNull().default(sql`sari_now()`);

export const BUSINESS_CATEGORIES = ['centro_belleza', 'comercializadora_productos'] as const;

// The subscriber (the paying owner); a subscriber owns one or more companies.
export const subscriberOwner = pgTable('subscriber_owner', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  date_created: created(),
});

export const subscriberOwnerCompany = pgTable(
  'subscriber_owner_company',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriber_owner_id: integer('subscriber_owner_id')
      .notNull()
      .references(() => subscriberOwner.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category_business: text('category_business').notNull().default('centro_belleza'),
    tax_id: text('tax_id'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    logo: text('logo'),
    currency: text('currency').notNull().default('COP'),
    timezone: text('timezone').notNull().default('America/Bogota'),
    // ISO 3166 country: phones typed without a country code are read as this country's.
    country: text('country').notNull().default('CO'),
    public_slug: text('public_slug').unique(),
    date_created: created(),
  },
  (t) => [
    check(
      'company_category_business_chk',
      sql`${t.category_business} in ('centro_belleza', 'comercializadora_productos')`,
    ),
    index('company_owner_idx').on(t.subscriber_owner_id),
    check('company_country_chk', sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);

export const site = pgTable(
  'site',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriber_owner_company_id: integer('subscriber_owner_company_id')
      .notNull()
      .references(() => subscriberOwnerCompany.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    is_active: boolean('is_active').notNull().default(true),
    online_booking: boolean('online_booking').notNull().default(true),
    // IANA zone of the site's wall clock: "today", the calendar and opening hours follow it.
    time_zone: text('time_zone').notNull().default('America/Bogota'),
    date_created: created(),
  },
  (t) => [index('site_company_idx').on(t.subscriber_owner_company_id)],
);

// A reusable opening window (start/end) referenced by weekday rows (site schedules, spec-coverage 3).
export const siteScheduleTime = pgTable(
  'site_schedule_time',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriber_owner_company_id: integer('subscriber_owner_company_id')
      .notNull()
      .references(() => subscriberOwnerCompany.id, { onDelete: 'cascade' }),
    start_time: time('start_time').notNull(),
    end_time: time('end_time').notNull(),
  },
  (t) => [
    check('site_schedule_time_order_chk', sql`${t.start_time} < ${t.end_time}`),
    index('site_schedule_time_company_idx').on(t.subscriber_owner_company_id),
  ],
);

export const siteSchedule = pgTable(
  'site_schedule',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriber_owner_company_id: integer('subscriber_owner_company_id')
      .notNull()
      .references(() => subscriberOwnerCompany.id, { onDelete: 'cascade' }),
    site_id: integer('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    // 0 = Sunday ... 6 = Saturday (JavaScript's Date.getDay()).
    weekday: smallint('weekday').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    site_schedule_time_id: integer('site_schedule_time_id').references(() => siteScheduleTime.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    check('site_schedule_weekday_chk', sql`${t.weekday} between 0 and 6`),
    unique('site_schedule_site_weekday_uq').on(t.site_id, t.weekday),
    index('site_schedule_company_idx').on(t.subscriber_owner_company_id),
  ],
);
