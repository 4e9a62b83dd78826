import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, time, unique } from 'drizzle-orm/pg-core';
import { companyId, id } from './columns';
import { site } from './company';
import { service } from './services';
import { specialist } from './specialists';

export const discountPromotion = pgTable(
  'discount_promotion',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    name: text('name').notNull(),
    description: text('description'),
    type_element: text('type_element').notNull().default('servicio'),
    date_start: date('date_start', { mode: 'string' }).notNull(),
    date_end: date('date_end', { mode: 'string' }).notNull(),
    time_start: time('time_start').notNull().default('00:00'),
    time_end: time('time_end').notNull().default('23:59'),
    status: text('status').notNull().default('vigente'),
    discount_type: text('discount_type').notNull().default('%'),
    discount_value: integer('discount_value').notNull(),
    // The weekdays it runs (packages/domain/promotions.ts): bit d for weekday d, 0 = Sunday; 127 every day.
    weekdays: smallint('weekdays').notNull().default(127),
    specialist_id: integer('specialist_id').references(() => specialist.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('discount_promotion_type_element_chk', sql`${t.type_element} in ('servicio', 'producto')`),
    check('discount_promotion_status_chk', sql`${t.status} in ('vigente', 'vencido', 'inactiva')`),
    check('discount_promotion_discount_type_chk', sql`${t.discount_type} in ('%', 'fixed')`),
    check(
      'discount_promotion_value_chk',
      sql`${t.discount_value} >= 0 and (${t.discount_type} <> '%' or ${t.discount_value} <= 100)`,
    ),
    check('discount_promotion_dates_chk', sql`${t.date_start} <= ${t.date_end}`),
    check('discount_promotion_weekdays_chk', sql`${t.weekdays} between 1 and 127`),
    index('discount_promotion_company_idx').on(
      t.subscriber_owner_company_id,
      t.status,
      t.date_start,
      t.date_end,
    ),
  ],
);

// Exposed as discount_promotion.sites
export const discountPromotionSite = pgTable(
  'discount_promotion_site',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    discount_promotion_id: integer('discount_promotion_id')
      .notNull()
      .references(() => discountPromotion.id, { onDelete: 'cascade' }),
    site_id: integer('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('discount_promotion_site_uq').on(t.discount_promotion_id, t.site_id),
    index('discount_promotion_site_site_idx').on(t.site_id),
    index('discount_promotion_site_company_idx').on(t.subscriber_owner_company_id),
  ],
);

// Exposed as discount_promotion.service
export const discountPromotionService = pgTable(
  'discount_promotion_service',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    discount_promotion_id: integer('discount_promotion_id')
      .notNull()
      .references(() => discountPromotion.id, { onDelete: 'cascade' }),
    service_id: integer('service_id')
      .notNull()
      .references(() => service.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('discount_promotion_service_uq').on(t.discount_promotion_id, t.service_id),
    index('discount_promotion_service_service_idx').on(t.service_id),
    index('discount_promotion_service_company_idx').on(t.subscriber_owner_company_id),
  ],
);
