import { pgTable, text, unique } from 'drizzle-orm/pg-core';
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
