import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
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
