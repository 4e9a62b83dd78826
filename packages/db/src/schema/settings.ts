import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { companyId, id } from './columns';

// Company settings as key/value: user_idle_timeout, force_logout, allow_credit_sales, ...
export const setting = pgTable(
  'setting',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    key: text('key').notNull(),
    value: text('value'),
  },
  (t) => [unique('setting_company_key_uq').on(t.subscriber_owner_company_id, t.key)],
);

// Attempts per key (an address, a phone, an e-mail) in the current window: one row per key,
// shared by every server process. Server-internal: not a collection of the items API.
export const sysRateLimit = pgTable('sys_rate_limit', {
  key: text('key').primaryKey(),
  window_start: timestamp('window_start', { withTimezone: true, mode: 'string' }).notNull(),
  hits: integer('hits').notNull(),
});

// Work done later by the job runner (reminders, qualification links, waitlist offers): claimed
// with FOR UPDATE SKIP LOCKED so one process runs each, kept across restarts. `key` makes
// enqueueing idempotent (one reminder per reservation).
export const sysJob = pgTable(
  'sys_job',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    key: text('key').unique(),
    payload: jsonb('payload').notNull().default({}),
    run_at: timestamp('run_at', { withTimezone: true, mode: 'string' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    locked_at: timestamp('locked_at', { withTimezone: true, mode: 'string' }),
    locked_by: text('locked_by'),
    done_at: timestamp('done_at', { withTimezone: true, mode: 'string' }),
    last_error: text('last_error'),
    date_created: timestamp('date_created', { withTimezone: true, mode: 'string' })
      .notNull()
      .default(sql`sari_now()`),
  },
  (t) => [index('sys_job_due_idx').on(t.run_at).where(sql`done_at is null`)],
);
