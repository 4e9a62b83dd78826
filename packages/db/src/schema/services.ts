import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { companyId, id, money } from './columns';
import { site } from './company';
import { product } from './products';
import { specialist } from './specialists';

export const serviceCategory = pgTable(
  'service_category',
  { id: id(), subscriber_owner_company_id: companyId(), name: text('name').notNull(), color: text('color') },
  (t) => [index('service_category_company_idx').on(t.subscriber_owner_company_id)],
);

export const service = pgTable(
  'service',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    service_category_id: integer('service_category_id').references(() => serviceCategory.id),
    name: text('name').notNull(),
    // minutes
    duration: integer('duration').notNull(),
    description: text('description'),
    is_active: boolean('is_active').notNull().default(true),
    online_booking: boolean('online_booking').notNull().default(true),
    // Booked online, the client owes this deposit before the visit (0: none).
    online_deposit: money('online_deposit').notNull().default(0),
    color: text('color'),
    // Processing time (colour, keratin): active, then processing (the specialist is free for
    // another client), then finishing minutes; their sum is the duration. Null: all active.
    active_minutes: integer('active_minutes'),
    processing_minutes: integer('processing_minutes'),
    finishing_minutes: integer('finishing_minutes'),
  },
  (t) => [
    check('service_duration_chk', sql`${t.duration} > 0 and ${t.duration} <= 1440`),
    check(
      'service_processing_chk',
      sql`(${t.processing_minutes} is null and ${t.active_minutes} is null and ${t.finishing_minutes} is null)
        or (${t.active_minutes} >= 0 and ${t.processing_minutes} > 0 and ${t.finishing_minutes} >= 0
            and ${t.active_minutes} + ${t.finishing_minutes} > 0
            and ${t.active_minutes} + ${t.processing_minutes} + ${t.finishing_minutes} = ${t.duration})`,
    ),
    index('service_company_idx').on(t.subscriber_owner_company_id, t.name),
  ],
);

export const serviceSitePrice = pgTable(
  'service_site_price',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    service_id: integer('service_id')
      .notNull()
      .references(() => service.id, { onDelete: 'cascade' }),
    site_id: integer('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    price: money('price').notNull(),
  },
  (t) => [
    unique('service_site_price_uq').on(t.service_id, t.site_id),
    check('service_site_price_chk', sql`${t.price} >= 0`),
    index('service_site_price_company_idx').on(t.subscriber_owner_company_id),
  ],
);

export const serviceSpecialist = pgTable(
  'service_specialist',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    service_id: integer('service_id')
      .notNull()
      .references(() => service.id, { onDelete: 'cascade' }),
    specialist_id: integer('specialist_id')
      .notNull()
      .references(() => specialist.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('service_specialist_uq').on(t.service_id, t.specialist_id),
    index('service_specialist_specialist_idx').on(t.specialist_id),
    index('service_specialist_company_idx').on(t.subscriber_owner_company_id),
  ],
);

// Consumables a service uses, with amounts (deducted from stock and from specialist pay).
export const serviceProduct = pgTable(
  'service_product',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    service_id: integer('service_id')
      .notNull()
      .references(() => service.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => product.id),
    amount: integer('amount').notNull().default(1),
  },
  (t) => [
    check('service_product_amount_chk', sql`${t.amount} > 0`),
    index('service_product_service_idx').on(t.service_id),
    index('service_product_product_idx').on(t.product_id),
    index('service_product_company_idx').on(t.subscriber_owner_company_id),
  ],
);
