import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { companyId, id, money } from './columns';
import { site } from './company';
import { service } from './services';

// A session package of the catalogue (decision 051): N sessions shared by its covered services,
// a price per site, and how long it lasts from the day it is sold. Sold, it becomes a wallet
// instrument (kind package, unit sessions) that copies what it covers.
export const sessionPackage = pgTable(
  'session_package',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    name: text('name').notNull(),
    description: text('description'),
    // Sessions in total, whichever of the covered services each one is used for.
    sessions: integer('sessions').notNull(),
    // How long it lasts from the sale: `validity` days or months; null: it does not expire.
    validity: integer('validity'),
    validity_unit: text('validity_unit').notNull().default('months'),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [
    check('session_package_sessions_chk', sql`${t.sessions} between 1 and 1000`),
    check('session_package_validity_chk', sql`${t.validity} is null or ${t.validity} between 1 and 3650`),
    check('session_package_validity_unit_chk', sql`${t.validity_unit} in ('days', 'months')`),
    check('session_package_name_chk', sql`length(trim(${t.name})) between 1 and 120`),
    index('session_package_company_idx').on(t.subscriber_owner_company_id, t.name),
  ],
);

// The services a package's sessions can be used for.
export const sessionPackageService = pgTable(
  'session_package_service',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    session_package_id: integer('session_package_id')
      .notNull()
      .references(() => sessionPackage.id, { onDelete: 'cascade' }),
    service_id: integer('service_id')
      .notNull()
      .references(() => service.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('session_package_service_uq').on(t.session_package_id, t.service_id),
    index('session_package_service_service_idx').on(t.service_id),
    index('session_package_service_company_idx').on(t.subscriber_owner_company_id),
  ],
);

// A package's price at a site (like service_site_price): not sold where it has none.
export const sessionPackageSitePrice = pgTable(
  'session_package_site_price',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    session_package_id: integer('session_package_id')
      .notNull()
      .references(() => sessionPackage.id, { onDelete: 'cascade' }),
    site_id: integer('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    price: money('price').notNull(),
  },
  (t) => [
    unique('session_package_site_price_uq').on(t.session_package_id, t.site_id),
    check('session_package_site_price_chk', sql`${t.price} >= 0 and ${t.price} <= 1000000000`),
    index('session_package_site_price_site_idx').on(t.site_id),
    index('session_package_site_price_company_idx').on(t.subscriber_owner_company_id),
  ],
);
