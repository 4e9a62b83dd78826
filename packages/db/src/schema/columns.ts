import { sql } from 'drizzle-orm';
import { bigint, integer, timestamp } from 'drizzle-orm/pg-core';
import { subscriberOwnerCompany } from './company';

// Conventions shared by every table: integer identity ids, the owning company on every
// tenant-owned row (the server fills it, never the client), and creation/update stamps.
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const companyId = () =>
  integer('subscriber_owner_company_id')
    .notNull()
    .references(() => subscriberOwnerCompany.id, { onDelete: 'cascade' });

export const stamps = () => ({
  date_created: timestamp('date_created', { withTimezone: true, mode: 'string' })
    .notNull()
    .default(sql`sari_now()`),
  date_updated: timestamp('date_updated', { withTimezone: true, mode: 'string' }),
});

// Whole pesos. bigint in 'number' mode: totals of a large chain overflow int4, never 2^53.
export const money = (name: string) => bigint(name, { mode: 'number' });
