import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { companyId, id } from './columns';

export const client = pgTable(
  'client',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name'),
    document_type: text('document_type'),
    document_number: text('document_number'),
    phone: text('phone'),
    email: text('email'),
    birth_date: date('birth_date', { mode: 'string' }),
    gender: text('gender'),
    address: text('address'),
    notes: text('notes'),
    consent_contact: boolean('consent_contact').notNull().default(false),
    // How the client wants her messages: 'whatsapp', 'email', or null (what she has; decision 054).
    message_channel: text('message_channel'),
    is_active: boolean('is_active').notNull().default(true),
    date_created: timestamp('date_created', { withTimezone: true, mode: 'string' })
      .notNull()
      .default(sql`sari_now()`),
    date_updated: timestamp('date_updated', { withTimezone: true, mode: 'string' }),
    // The phone's digits, kept by the database whatever wrote the row (form, import, calendar,
    // online booking): duplicates are compared by it (decision 022).
    phone_digits: text('phone_digits').generatedAlwaysAs(
      sql`nullif(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), '')`,
    ),
    // What search-as-you-type matches: the searchable fields as one lower-case text, kept by
    // the database and served by a trigram index (migrations 0005, 0013). The phone is there as
    // typed and as digits, so "3001234567" finds "300 123 4567". Hidden from the API.
    search_text: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(phone, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') || ' ' || coalesce(email, '') || ' ' || coalesce(document_number, ''))`,
    ),
  },
  (t) => [
    check('client_message_channel_pref_chk', sql`${t.message_channel} in ('whatsapp', 'email')`),
    index('client_company_name_idx').on(t.subscriber_owner_company_id, t.first_name, t.id),
    index('client_company_phone_idx').on(t.subscriber_owner_company_id, t.phone),
    index('client_company_phone_digits_idx').on(t.subscriber_owner_company_id, t.phone_digits),
    index('client_company_email_idx').on(t.subscriber_owner_company_id, sql`lower(${t.email})`),
    index('client_company_document_idx').on(t.subscriber_owner_company_id, t.document_number),
  ],
);

export const clientTag = pgTable(
  'client_tag',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    name: text('name').notNull(),
    color: text('color'),
  },
  (t) => [
    unique('client_tag_company_name_uq').on(t.subscriber_owner_company_id, t.name),
    check('client_tag_name_chk', sql`btrim(${t.name}) <> ''`),
  ],
);

export const clientClientTag = pgTable(
  'client_client_tag',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    client_id: integer('client_id')
      .notNull()
      .references(() => client.id, { onDelete: 'cascade' }),
    client_tag_id: integer('client_tag_id')
      .notNull()
      .references(() => clientTag.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('client_client_tag_uq').on(t.client_id, t.client_tag_id),
    index('client_client_tag_tag_idx').on(t.client_tag_id),
    index('client_client_tag_company_idx').on(t.subscriber_owner_company_id),
  ],
);
