import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { moneyMovement } from './cash';
import { supplier } from './catalogue';
import { companyId, id, money } from './columns';
import { site } from './company';
import { product } from './products';
import { sariUser } from './users';

export const purchaseOrder = pgTable(
  'purchase_order',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    supplier_id: integer('supplier_id')
      .notNull()
      .references(() => supplier.id),
    site_id: integer('site_id')
      .notNull()
      .references(() => site.id),
    status: text('status').notNull().default('draft'),
    order_date: date('order_date', { mode: 'string' }).notNull(),
    expected_date: date('expected_date', { mode: 'string' }),
    received_at: timestamp('received_at', { withTimezone: true, mode: 'string' }),
    total: money('total').notNull().default(0),
    // Paid to the supplier from the drawer; what was received minus returned minus paid is owed.
    paid_total: money('paid_total').notNull().default(0),
    notes: text('notes'),
    sari_user_id: integer('sari_user_id').references(() => sariUser.id, { onDelete: 'set null' }),
    date_created: timestamp('date_created', { withTimezone: true, mode: 'string' })
      .notNull()
      .default(sql`sari_now()`),
  },
  (t) => [
    check(
      'purchase_order_status_chk',
      sql`${t.status} in ('draft', 'ordered', 'partial', 'received', 'cancelled')`,
    ),
    index('purchase_order_company_site_date_idx').on(t.subscriber_owner_company_id, t.site_id, t.order_date),
  ],
);

export const purchaseOrderLine = pgTable(
  'purchase_order_line',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    purchase_order_id: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrder.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => product.id),
    quantity: integer('quantity').notNull(),
    unit_cost_on_order: money('unit_cost_on_order').notNull(),
    received_quantity: integer('received_quantity').notNull().default(0),
  },
  (t) => [
    check('purchase_order_line_quantity_chk', sql`${t.quantity} > 0 and ${t.unit_cost_on_order} >= 0`),
    index('purchase_order_line_order_idx').on(t.purchase_order_id),
    index('purchase_order_line_product_idx').on(t.product_id),
    index('purchase_order_line_company_idx').on(t.subscriber_owner_company_id),
  ],
);

// A payment to the supplier for an order, from the site's drawer (an expense movement).
export const purchasePayment = pgTable(
  'purchase_payment',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    purchase_order_id: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrder.id),
    money_movement_id: integer('money_movement_id').references(() => moneyMovement.id),
    amount: money('amount').notNull(),
    sari_user_id: integer('sari_user_id').references(() => sariUser.id, { onDelete: 'set null' }),
    date_created: timestamp('date_created', { withTimezone: true, mode: 'string' })
      .notNull()
      .default(sql`sari_now()`),
  },
  (t) => [
    check('purchase_payment_amount_chk', sql`${t.amount} > 0`),
    index('purchase_payment_order_idx').on(t.purchase_order_id),
    index('purchase_payment_movement_idx').on(t.money_movement_id),
    index('purchase_payment_company_idx').on(t.subscriber_owner_company_id),
  ],
);

// A received order is never edited: what goes back to the supplier is a recorded correction.
export const purchaseReturn = pgTable(
  'purchase_return',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    purchase_order_id: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrder.id),
    reason: text('reason').notNull(),
    total: money('total').notNull(),
    sari_user_id: integer('sari_user_id').references(() => sariUser.id, { onDelete: 'set null' }),
    date_created: timestamp('date_created', { withTimezone: true, mode: 'string' })
      .notNull()
      .default(sql`sari_now()`),
  },
  (t) => [
    index('purchase_return_order_idx').on(t.purchase_order_id),
    index('purchase_return_company_idx').on(t.subscriber_owner_company_id),
  ],
);

export const purchaseReturnLine = pgTable(
  'purchase_return_line',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    purchase_return_id: integer('purchase_return_id')
      .notNull()
      .references(() => purchaseReturn.id, { onDelete: 'cascade' }),
    purchase_order_line_id: integer('purchase_order_line_id')
      .notNull()
      .references(() => purchaseOrderLine.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    check('purchase_return_line_quantity_chk', sql`${t.quantity} > 0`),
    index('purchase_return_line_return_idx').on(t.purchase_return_id),
    index('purchase_return_line_line_idx').on(t.purchase_order_line_id),
    index('purchase_return_line_company_idx').on(t.subscriber_owner_company_id),
  ],
);
