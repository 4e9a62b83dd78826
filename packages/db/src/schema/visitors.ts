import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { client } from './clients';
import { companyId, id } from './columns';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

// A visitor of the public booking page proving by a one-time code e-mailed to a client that she
// is that client (decision 056). One row per code asked: `client_id` is null when the address
// or phone named nobody (the visitor is answered the same, and no code is sent). Only the
// code's HMAC is kept; it is spent once (`verified_at`), refused after `expires_at` or five
// wrong tries. Once proven, the row is the visitor's short session until `session_expires_at`,
// for that company and that client only. Written only by the server; never an items collection.
export const publicSignIn = pgTable(
  'sys_public_sign_in',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    client_id: integer('client_id').references(() => client.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: at('expires_at').notNull(),
    verified_at: at('verified_at'),
    session_expires_at: at('session_expires_at'),
    date_created: at('date_created').notNull().default(sql`sari_now()`),
  },
  (t) => [
    check('sys_public_sign_in_attempts_chk', sql`${t.attempts} >= 0`),
    index('sys_public_sign_in_company_idx').on(t.subscriber_owner_company_id, t.date_created),
    index('sys_public_sign_in_client_idx').on(t.client_id),
  ],
);
