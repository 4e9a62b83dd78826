import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { authUser } from './auth';
import { site, subscriberOwnerCompany } from './company';
import { specialist } from './specialists';

const created = () =>
  timestamp('date_created', { withTimezone: true, mode: 'string' }).notNull().default(sql`sari_now()`);
const companyRef = () =>
  integer('subscriber_owner_company_id')
    .notNull()
    .references(() => subscriberOwnerCompany.id, { onDelete: 'cascade' });

export const PERMISSION_ACTIONS = ['read', 'create', 'update', 'delete'] as const;

// Global catalogue of permission modules (calendar, clients, ...); same for every company.
export const sariModule = pgTable('sari_module', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const sariRole = pgTable(
  'sari_role',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriber_owner_company_id: companyRef(),
    name: text('name').notNull(),
    description: text('description'),
    // administrador | recepcionista | especialista for the three roles every company starts with.
    system_key: text('system_key'),
    date_created: created(),
  },
  (t) => [
    unique('sari_role_company_name_uq').on(t.subscriber_owner_company_id, t.name),
    index('sari_role_company_idx').on(t.subscriber_owner_company_id),
  ],
);

export const sariPermissions = pgTable(
  'sari_permissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriber_owner_company_id: companyRef(),
    sari_role_id: integer('sari_role_id')
      .notNull()
      .references(() => sariRole.id, { onDelete: 'cascade' }),
    sari_module_id: text('sari_module_id')
      .notNull()
      .references(() => sariModule.id),
    action: text('action').notNull(),
  },
  (t) => [
    check('sari_permissions_action_chk', sql`${t.action} in ('read', 'create', 'update', 'delete')`),
    unique('sari_permissions_role_module_action_uq').on(t.sari_role_id, t.sari_module_id, t.action),
    index('sari_permissions_company_idx').on(t.subscriber_owner_company_id),
  ],
);

export const sariUser = pgTable(
  'sari_user',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriber_owner_company_id: companyRef(),
    directus_user_id: text('directus_user_id')
      .notNull()
      .unique()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    first_name: text('first_name').notNull(),
    last_name: text('last_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    is_active: boolean('is_active').notNull().default(true),
    // Invited and not yet in: set by the invitation, cleared when the user first sets a
    // password through the e-mailed link or signs in.
    invitation_pending: boolean('invitation_pending').notNull().default(false),
    // When set, the user is also this specialist (own calendar, own reports).
    specialist_id: integer('specialist_id').references(() => specialist.id, { onDelete: 'set null' }),
    date_created: created(),
  },
  (t) => [index('sari_user_company_idx').on(t.subscriber_owner_company_id)],
);

export const sariUserRole = pgTable(
  'sari_user_role',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriber_owner_company_id: companyRef(),
    sari_user_id: integer('sari_user_id')
      .notNull()
      .references(() => sariUser.id, { onDelete: 'cascade' }),
    sari_role_id: integer('sari_role_id')
      .notNull()
      .references(() => sariRole.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('sari_user_role_uq').on(t.sari_user_id, t.sari_role_id),
    index('sari_user_role_role_idx').on(t.sari_role_id),
    index('sari_user_role_company_idx').on(t.subscriber_owner_company_id),
  ],
);

// The sites a user may work in. A user with no rows here works in every site of the company.
export const sariUserSites = pgTable(
  'sari_user_sites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriber_owner_company_id: companyRef(),
    sari_user_id: integer('sari_user_id')
      .notNull()
      .references(() => sariUser.id, { onDelete: 'cascade' }),
    site_id: integer('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('sari_user_sites_uq').on(t.sari_user_id, t.site_id),
    index('sari_user_sites_site_idx').on(t.site_id),
    index('sari_user_sites_company_idx').on(t.subscriber_owner_company_id),
  ],
);
