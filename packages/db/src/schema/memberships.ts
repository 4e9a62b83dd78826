import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { companyId, id, money } from './columns';
import { site } from './company';
import { service } from './services';

// A membership plan of the catalogue (decision 055): a period (a month or a quarter), a price
// per site, and its benefits: a percentage off services and/or products, and/or N included
// services per period of its covered services, which do not roll over unless the owner says so.
// Sold, each period is a wallet instrument (kind membership, unit sessions) like a package.
export const membershipPlan = pgTable(
  'membership_plan',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    name: text('name').notNull(),
    description: text('description'),
    period: text('period').notNull().default('monthly'),
    // Percentages off (whole numbers); null or 0: no discount of that kind.
    service_discount: integer('service_discount'),
    product_discount: integer('product_discount'),
    // Services included each period, shared by the covered services; 0: none.
    included_services: integer('included_services').notNull().default(0),
    // What is left of the included services passes to the next period when it is renewed.
    rolls_over: boolean('rolls_over').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [
    check('membership_plan_period_chk', sql`${t.period} in ('monthly', 'quarterly')`),
    check(
      'membership_plan_discount_chk',
      sql`(${t.service_discount} is null or ${t.service_discount} between 0 and 100)
        and (${t.product_discount} is null or ${t.product_discount} between 0 and 100)`,
    ),
    check('membership_plan_included_chk', sql`${t.included_services} between 0 and 1000`),
    check(
      'membership_plan_benefit_chk',
      sql`coalesce(${t.service_discount}, 0) > 0 or coalesce(${t.product_discount}, 0) > 0 or ${t.included_services} > 0`,
    ),
    check('membership_plan_name_chk', sql`length(trim(${t.name})) between 1 and 120`),
    index('membership_plan_company_idx').on(t.subscriber_owner_company_id, t.name),
  ],
);

// The services a plan's included services can be used for.
export const membershipPlanService = pgTable(
  'membership_plan_service',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    membership_plan_id: integer('membership_plan_id')
      .notNull()
      .references(() => membershipPlan.id, { onDelete: 'cascade' }),
    service_id: integer('service_id')
      .notNull()
      .references(() => service.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('membership_plan_service_uq').on(t.membership_plan_id, t.service_id),
    index('membership_plan_service_service_idx').on(t.service_id),
    index('membership_plan_service_company_idx').on(t.subscriber_owner_company_id),
  ],
);

// A plan's price for one period at a site (like service_site_price): not sold where it has none.
export const membershipPlanSitePrice = pgTable(
  'membership_plan_site_price',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    membership_plan_id: integer('membership_plan_id')
      .notNull()
      .references(() => membershipPlan.id, { onDelete: 'cascade' }),
    site_id: integer('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    price: money('price').notNull(),
  },
  (t) => [
    unique('membership_plan_site_price_uq').on(t.membership_plan_id, t.site_id),
    check('membership_plan_site_price_chk', sql`${t.price} >= 0 and ${t.price} <= 1000000000`),
    index('membership_plan_site_price_site_idx').on(t.site_id),
    index('membership_plan_site_price_company_idx').on(t.subscriber_owner_company_id),
  ],
);
