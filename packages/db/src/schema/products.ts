import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { brand, productCategory, productLine, productTypePrice, supplier } from './catalogue';
import { companyId, id, money } from './columns';
import { site } from './company';
import { salesOrder } from './orders';
import { purchaseOrder } from './purchases';
import { serviceReservationService } from './reservations';
import { historyPayment } from './sales';
import { sariUser } from './users';

export const product = pgTable(
  'product',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    name: text('name').notNull(),
    sku: text('sku'),
    barcode: text('barcode'),
    brand_id: integer('brand_id').references(() => brand.id),
    product_category_id: integer('product_category_id').references(() => productCategory.id),
    product_line_id: integer('product_line_id').references(() => productLine.id),
    description: text('description'),
    // What the last purchase paid per unit (kept by receiving).
    cost: money('cost').notNull().default(0),
    // Whom "order what is low" asks for it.
    supplier_id: integer('supplier_id').references(() => supplier.id, { onDelete: 'set null' }),
    is_consumable: boolean('is_consumable').notNull().default(false),
    is_for_sale: boolean('is_for_sale').notNull().default(true),
    is_active: boolean('is_active').notNull().default(true),
    unit: text('unit'),
    date_created: timestamp('date_created', { withTimezone: true, mode: 'string' })
      .notNull()
      .default(sql`sari_now()`),
  },
  (t) => [
    index('product_company_name_idx').on(t.subscriber_owner_company_id, t.name),
    index('product_company_sku_idx').on(t.subscriber_owner_company_id, t.sku),
    index('product_supplier_idx').on(t.supplier_id),
  ],
);

export const productPrice = pgTable(
  'product_price',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    product_id: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    site_id: integer('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    product_type_price_id: integer('product_type_price_id')
      .notNull()
      .references(() => productTypePrice.id),
    price: money('price').notNull(),
  },
  (t) => [
    unique('product_price_uq').on(t.product_id, t.site_id, t.product_type_price_id),
    check('product_price_positive_chk', sql`${t.price} >= 0`),
    index('product_price_company_idx').on(t.subscriber_owner_company_id),
  ],
);

export const productStock = pgTable(
  'product_stock',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    product_id: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    site_id: integer('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    current_stock: integer('current_stock'),
    min_stock: integer('min_stock').notNull().default(0),
  },
  (t) => [
    unique('product_stock_uq').on(t.product_id, t.site_id),
    index('product_stock_company_site_idx').on(t.subscriber_owner_company_id, t.site_id),
  ],
);

// Every stock change is a movement; current_stock is never overwritten silently.
export const stockMovement = pgTable(
  'stock_movement',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    product_id: integer('product_id')
      .notNull()
      .references(() => product.id),
    site_id: integer('site_id')
      .notNull()
      .references(() => site.id),
    quantity: integer('quantity').notNull(),
    balance_after: integer('balance_after'),
    type: text('type').notNull(),
    reason: text('reason'),
    history_payment_id: integer('history_payment_id').references(() => historyPayment.id),
    purchase_order_id: integer('purchase_order_id').references(() => purchaseOrder.id),
    sales_order_id: integer('sales_order_id').references(() => salesOrder.id),
    service_reservation_service_id: integer('service_reservation_service_id').references(
      () => serviceReservationService.id,
      { onDelete: 'set null' },
    ),
    sari_user_id: integer('sari_user_id').references(() => sariUser.id, { onDelete: 'set null' }),
    date_created: timestamp('date_created', { withTimezone: true, mode: 'string' })
      .notNull()
      .default(sql`sari_now()`),
  },
  (t) => [
    check(
      'stock_movement_type_chk',
      sql`${t.type} in ('adjustment', 'sale', 'purchase', 'consumption', 'transfer', 'return')`,
    ),
    index('stock_movement_product_idx').on(t.product_id, t.site_id, t.date_created),
    index('stock_movement_company_idx').on(t.subscriber_owner_company_id, t.date_created),
    index('stock_movement_srs_idx').on(t.service_reservation_service_id),
  ],
);
