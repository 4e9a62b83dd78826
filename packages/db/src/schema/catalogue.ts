import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { companyId, id } from './columns';

export const supplier = pgTable(
  'supplier',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    name: text('name').notNull(),
    tax_id: text('tax_id'),
    contact_name: text('contact_name'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    // e.g. "30 días", "contado".
    payment_terms: text('payment_terms'),
    notes: text('notes'),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [index('supplier_company_idx').on(t.subscriber_owner_company_id, t.name)],
);

export const brand = pgTable(
  'brand',
  { id: id(), subscriber_owner_company_id: companyId(), name: text('name').notNull() },
  (t) => [
    index('brand_company_idx').on(t.subscriber_owner_company_id),
    check('brand_name_chk', sql`btrim(${t.name}) <> ''`),
  ],
);

export const productCategory = pgTable(
  'product_category',
  { id: id(), subscriber_owner_company_id: companyId(), name: text('name').notNull() },
  (t) => [
    index('product_category_company_idx').on(t.subscriber_owner_company_id),
    check('product_category_name_chk', sql`btrim(${t.name}) <> ''`),
  ],
);

export const productLine = pgTable(
  'product_line',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    name: text('name').notNull(),
    brand_id: integer('brand_id').references(() => brand.id),
  },
  (t) => [
    index('product_line_company_idx').on(t.subscriber_owner_company_id),
    check('product_line_name_chk', sql`btrim(${t.name}) <> ''`),
  ],
);

// Price types (Público, Mayorista, ...): /settings/products/price.
export const productTypePrice = pgTable(
  'product_type_price',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    name: text('name').notNull(),
    is_default: boolean('is_default').notNull().default(false),
  },
  (t) => [
    index('product_type_price_company_idx').on(t.subscriber_owner_company_id),
    check('product_type_price_name_chk', sql`btrim(${t.name}) <> ''`),
  ],
);
