import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { client } from './clients';
import { companyId, id } from './columns';
import { site } from './company';
import { serviceReservation } from './reservations';
import { specialist } from './specialists';

// One-time rating link per finished reservation (/qualification).
export const qualification = pgTable(
  'qualification',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    service_reservation_id: integer('service_reservation_id')
      .notNull()
      .references(() => serviceReservation.id, { onDelete: 'cascade' }),
    client_id: integer('client_id').references(() => client.id),
    specialist_id: integer('specialist_id').references(() => specialist.id),
    service_rating: smallint('service_rating'),
    specialist_rating: smallint('specialist_rating'),
    comment: text('comment'),
    token: text('token').notNull().unique(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    date_created: timestamp('date_created', { withTimezone: true, mode: 'string' })
      .notNull()
      .default(sql`sari_now()`),
  },
  (t) => [
    check(
      'qualification_ratings_chk',
      sql`(${t.service_rating} is null or ${t.service_rating} between 1 and 5) and (${t.specialist_rating} is null or ${t.specialist_rating} between 1 and 5)`,
    ),
    index('qualification_company_idx').on(t.subscriber_owner_company_id, t.date_created),
    index('qualification_specialist_idx').on(t.specialist_id),
    index('qualification_reservation_idx').on(t.service_reservation_id),
  ],
);

// Something a manager should see at once in the app (a low rating...), and read.
export const notification = pgTable(
  'notification',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    site_id: integer('site_id').references(() => site.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link'),
    read_at: timestamp('read_at', { withTimezone: true, mode: 'string' }),
    date_created: timestamp('date_created', { withTimezone: true, mode: 'string' })
      .notNull()
      .default(sql`sari_now()`),
  },
  (t) => [index('notification_company_idx').on(t.subscriber_owner_company_id, t.read_at, t.date_created)],
);
