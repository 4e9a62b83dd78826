import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { client } from './clients';
import { companyId, id, money } from './columns';
import { site } from './company';
import { specialist } from './specialists';
import { sariUser } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const cashDrawerSession = pgTable(
  'cash_drawer_session',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    site_id: integer('site_id')
      .notNull()
      .references(() => site.id),
    status: text('status').notNull().default('open'),
    opened_by: integer('opened_by').references(() => sariUser.id, { onDelete: 'set null' }),
    opened_at: ts('opened_at').notNull().default(sql`sari_now()`),
    opening_amount: money('opening_amount').notNull().default(0),
    closed_by: integer('closed_by').references(() => sariUser.id, { onDelete: 'set null' }),
    closed_at: ts('closed_at'),
    notes: text('notes'),
  },
  (t) => [
    check('cash_drawer_session_status_chk', sql`${t.status} in ('open', 'closed')`),
    uniqueIndex('cash_drawer_session_one_open_uq').on(t.site_id).where(sql`status = 'open'`),
    index('cash_drawer_session_company_idx').on(t.subscriber_owner_company_id, t.site_id, t.opened_at),
  ],
);

export const cashDrawerCount = pgTable(
  'cash_drawer_count',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    cash_drawer_session_id: integer('cash_drawer_session_id')
      .notNull()
      .references(() => cashDrawerSession.id, { onDelete: 'cascade' }),
    payment_methods_name: text('payment_methods_name').notNull(),
    expected_amount: money('expected_amount').notNull(),
    counted_amount: money('counted_amount').notNull(),
    difference: money('difference').notNull(),
  },
  (t) => [
    unique('cash_drawer_count_method_uq').on(t.cash_drawer_session_id, t.payment_methods_name),
    index('cash_drawer_count_company_idx').on(t.subscriber_owner_company_id),
  ],
);

// Every movement of money: payments, deposits, refunds, expenses, payouts, opening floats.
export const moneyMovement = pgTable(
  'money_movement',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    site_id: integer('site_id')
      .notNull()
      .references(() => site.id),
    amount: money('amount').notNull(),
    direction: text('direction').notNull().default('in'),
    payment_methods_name: text('payment_methods_name').notNull(),
    concept: text('concept'),
    type: text('type').notNull(),
    cash_drawer_session_id: integer('cash_drawer_session_id').references(() => cashDrawerSession.id),
    client_id: integer('client_id').references(() => client.id),
    specialist_id: integer('specialist_id').references(() => specialist.id),
    sari_user_id: integer('sari_user_id').references(() => sariUser.id, { onDelete: 'set null' }),
    notes: text('notes'),
    date_created: ts('date_created').notNull().default(sql`sari_now()`),
  },
  (t) => [
    check('money_movement_amount_chk', sql`${t.amount} >= 0`),
    check('money_movement_direction_chk', sql`${t.direction} in ('in', 'out')`),
    check(
      'money_movement_type_chk',
      sql`${t.type} in ('sale', 'deposit', 'refund', 'expense', 'income', 'specialist_payout', 'specialist_advance', 'opening', 'adjustment', 'purchase', 'tip', 'advance')`,
    ),
    index('money_movement_company_site_date_idx').on(
      t.subscriber_owner_company_id,
      t.site_id,
      t.date_created,
    ),
    index('money_movement_session_idx').on(t.cash_drawer_session_id),
    index('money_movement_specialist_idx').on(t.specialist_id, t.date_created),
    index('money_movement_client_idx').on(t.client_id),
  ],
);
