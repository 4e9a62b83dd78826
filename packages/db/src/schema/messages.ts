import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { client } from './clients';
import { companyId, id } from './columns';
import { site } from './company';
import { serviceReservation } from './reservations';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

// Every message sent to a client (e-mail and WhatsApp) and what became of it (decision 054).
// Written only by the server: the job that sends it and the WhatsApp webhook that hears back.
export const clientMessage = pgTable(
  'client_message',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    site_id: integer('site_id')
      .notNull()
      .references(() => site.id),
    service_reservation_id: integer('service_reservation_id').references(() => serviceReservation.id, {
      onDelete: 'cascade',
    }),
    client_id: integer('client_id').references(() => client.id, { onDelete: 'set null' }),
    channel: text('channel').notNull(),
    // confirmation, moved, cancelled, reminder, waitlist_offer, rating
    kind: text('kind').notNull(),
    // The approved WhatsApp template's name, or the e-mail's subject.
    template: text('template'),
    recipient: text('recipient').notNull(),
    // One row per send of one job on one channel: a retried job finds its row (hidden).
    send_key: text('send_key').notNull(),
    provider_message_id: text('provider_message_id'),
    status: text('status').notNull().default('queued'),
    queued_at: at('queued_at').notNull().default(sql`sari_now()`),
    sent_at: at('sent_at'),
    delivered_at: at('delivered_at'),
    read_at: at('read_at'),
    failed_at: at('failed_at'),
    error: text('error'),
    date_created: at('date_created').notNull().default(sql`sari_now()`),
  },
  (t) => [
    check('client_message_channel_chk', sql`${t.channel} in ('email', 'whatsapp')`),
    check('client_message_status_chk', sql`${t.status} in ('queued', 'sent', 'delivered', 'read', 'failed')`),
    uniqueIndex('client_message_send_key_uq').on(t.send_key),
    uniqueIndex('client_message_provider_id_uq')
      .on(t.subscriber_owner_company_id, t.provider_message_id)
      .where(sql`provider_message_id is not null`),
    index('client_message_company_site_idx').on(t.subscriber_owner_company_id, t.site_id, t.date_created),
    index('client_message_reservation_idx').on(t.service_reservation_id),
    index('client_message_client_idx').on(t.client_id),
  ],
);

// A company's WhatsApp Business Cloud API account (decision 054). The three secrets are stored
// encrypted (AES-256-GCM, platform/secrets.ts) and never answered. Server-internal: read and
// written only by the settings operations, never a collection of the items API.
export const whatsappAccount = pgTable('sys_whatsapp_account', {
  id: id(),
  subscriber_owner_company_id: companyId().unique(),
  phone_number_id: text('phone_number_id'),
  access_token: text('access_token'),
  app_secret: text('app_secret'),
  verify_token: text('verify_token'),
  // Approved template names per message kind: { reminder: 'recordatorio_cita', ... }.
  templates: jsonb('templates').notNull().default({}),
  language: text('language').notNull().default('es'),
  enabled: boolean('enabled').notNull().default(false),
  date_created: at('date_created').notNull().default(sql`sari_now()`),
  date_updated: at('date_updated'),
});
