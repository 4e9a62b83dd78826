import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { client } from './clients';
import { companyId, id, money } from './columns';
import { site } from './company';
import { product } from './products';
import { serviceReservation } from './reservations';
import { historyPayment } from './sales';
import { service } from './services';
import { sariUser } from './users';

const created = () =>
  timestamp('date_created', { withTimezone: true, mode: 'string' }).notNull().default(sql`sari_now()`);

// Sales orders (comercializadora_productos): quote -> confirmed -> delivered -> invoiced.
export const salesOrder = pgTable(
  'sales_order',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    client_id: integer('client_id').references(() => client.id),
    site_id: integer('site_id')
      .notNull()
      .references(() => site.id),
    status: text('status').notNull().default('quote'),
    order_date: date('order_date', { mode: 'string' }).notNull(),
    delivery_date: date('delivery_date', { mode: 'string' }),
    total: money('total').notNull().default(0),
    // The sale that invoiced it (charged through the checkout).
    history_payment_id: integer('history_payment_id').references(() => historyPayment.id),
    notes: text('notes'),
    sari_user_id: integer('sari_user_id').references(() => sariUser.id, { onDelete: 'set null' }),
    date_created: created(),
  },
  (t) => [
    check(
      'sales_order_status_chk',
      sql`${t.status} in ('quote', 'confirmed', 'delivered', 'invoiced', 'cancelled')`,
    ),
    index('sales_order_company_site_date_idx').on(t.subscriber_owner_company_id, t.site_id, t.order_date),
    index('sales_order_client_idx').on(t.client_id),
  ],
);

export const salesOrderLine = pgTable(
  'sales_order_line',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    sales_order_id: integer('sales_order_id')
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => product.id),
    quantity: integer('quantity').notNull(),
    // Units already delivered (an order can leave the shelf in parts); moved only by delivery.
    delivered_quantity: integer('delivered_quantity').notNull().default(0),
    unit_price: money('unit_price').notNull(),
    discount: money('discount').notNull().default(0),
    total: money('total').notNull(),
  },
  (t) => [
    check('sales_order_line_quantity_chk', sql`${t.quantity} > 0`),
    check('sales_order_line_delivered_chk', sql`${t.delivered_quantity} between 0 and ${t.quantity}`),
    index('sales_order_line_order_idx').on(t.sales_order_id),
    index('sales_order_line_product_idx').on(t.product_id),
    index('sales_order_line_company_idx').on(t.subscriber_owner_company_id),
  ],
);

// Opportunities (centro_belleza): possible sales per client.
export const opportunity = pgTable(
  'opportunity',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    client_id: integer('client_id').references(() => client.id),
    site_id: integer('site_id').references(() => site.id),
    title: text('title').notNull(),
    status: text('status').notNull().default('new'),
    expected_value: money('expected_value').notNull().default(0),
    expected_close_date: date('expected_close_date', { mode: 'string' }),
    // What the client is interested in, and when to call them again.
    service_id: integer('service_id').references(() => service.id),
    product_id: integer('product_id').references(() => product.id),
    next_follow_up: date('next_follow_up', { mode: 'string' }),
    // What a won opportunity turned into.
    service_reservation_id: integer('service_reservation_id').references(() => serviceReservation.id),
    history_payment_id: integer('history_payment_id').references(() => historyPayment.id),
    notes: text('notes'),
    sari_user_id: integer('sari_user_id').references(() => sariUser.id, { onDelete: 'set null' }),
    date_created: created(),
  },
  (t) => [
    check('opportunity_status_chk', sql`${t.status} in ('new', 'contacted', 'won', 'lost')`),
    index('opportunity_company_idx').on(t.subscriber_owner_company_id, t.status),
    index('opportunity_client_idx').on(t.client_id),
  ],
);
