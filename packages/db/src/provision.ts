import { MEMBERSHIP_REMINDER } from '@sari/domain/wallet';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Orm } from './client';
import { MODULES, type Module } from './registry/types';

const ACTIONS = ['read', 'create', 'update', 'delete'] as const;

const MODULE_NAMES: Record<Module, string> = {
  calendar: 'Agenda',
  cash_drawer: 'Caja',
  clients: 'Clientes',
  products: 'Productos',
  promotions: 'Promociones',
  services: 'Servicios',
  specialists: 'Especialistas',
  sales: 'Ventas',
  shopping: 'Compras',
  reports: 'Reportes',
  settings: 'Configuración',
  users: 'Usuarios',
};

type Grant = Partial<Record<Module, readonly (typeof ACTIONS)[number][]>>;
const READ = ['read'] as const;
const ALL = ACTIONS;
const NO_DELETE = ['read', 'create', 'update'] as const;

// The three roles every company starts with (decision 003); editable afterwards.
export const SYSTEM_ROLES: { key: string; name: string; description: string; grants: Grant }[] = [
  {
    key: 'administrador',
    name: 'Administrador',
    description: 'Acceso completo a todos los módulos.',
    grants: Object.fromEntries(MODULES.map((module) => [module, ALL])),
  },
  {
    key: 'recepcionista',
    name: 'Recepcionista',
    description: 'Agenda, clientes, ventas, caja y reservas en línea.',
    grants: {
      calendar: ALL,
      clients: NO_DELETE,
      sales: NO_DELETE,
      cash_drawer: NO_DELETE,
      services: READ,
      specialists: READ,
      products: READ,
      promotions: READ,
    },
  },
  {
    key: 'especialista',
    name: 'Especialista',
    description: 'Su agenda y sus reportes de participación.',
    grants: { calendar: ['read', 'update'], clients: READ, services: READ, specialists: READ, reports: READ },
  },
];

export const DEFAULT_PAYMENT_METHODS = [
  { code: 'efectivo', name: 'Efectivo' },
  { code: 'tarjeta', name: 'Tarjeta' },
  { code: 'credito', name: 'Crédito' },
  { code: 'transferencia', name: 'Transferencia' },
];

export const DEFAULT_SETTINGS: Record<string, string> = {
  user_idle_timeout: '1800',
  force_logout: 'true',
  allow_credit_sales: 'true',
  // Close the drawer without seeing what is expected first (the count is compared after).
  cash_blind_count: 'false',
  receipt_header: '',
  // Online booking (/reservationOnline) and the messages to clients.
  online_booking: 'true',
  online_min_notice_minutes: '120',
  online_max_days: '60',
  online_cancel_hours: '12',
  reminder_hours: '24',
  // The business's personal data policy (Ley 1581 de 2012), linked from the booking page.
  privacy_policy_url: '',
  // Days before a membership period ends that its client is e-mailed (decision 060).
  [MEMBERSHIP_REMINDER.key]: String(MEMBERSHIP_REMINDER.days),
};

async function one<T>(db: Database, tx: Orm, query: SQL): Promise<T> {
  const rows = await db.rows<T>(query, tx);
  return rows[0];
}

export async function ensureModules(db: Database, tx: Orm = db.orm) {
  for (const [index, module] of MODULES.entries()) {
    await db.rows(
      sql`insert into sari_module (id, name, sort) values (${module}, ${MODULE_NAMES[module]}, ${index}) on conflict (id) do update set name = excluded.name, sort = excluded.sort`,
      tx,
    );
  }
}

export type NewCompany = {
  ownerName: string;
  ownerEmail: string;
  companyName: string;
  categoryBusiness: string;
  siteName: string;
};

// Creates a subscriber owner, its company, first site with a Monday-Saturday schedule, the
// system roles, payment methods and default settings. Runs inside the caller's transaction.
export async function provisionCompany(db: Database, tx: Orm, input: NewCompany) {
  await ensureModules(db, tx);
  const owner = await one<{ id: number }>(
    db,
    tx,
    sql`insert into subscriber_owner (name, email) values (${input.ownerName}, ${input.ownerEmail}) returning id`,
  );
  const company = await one<{ id: number }>(
    db,
    tx,
    sql`insert into subscriber_owner_company (subscriber_owner_id, name, category_business, email)
        values (${owner.id}, ${input.companyName}, ${input.categoryBusiness}, ${input.ownerEmail}) returning id`,
  );
  // The public address of its online booking page: its name in plain letters and its id.
  const slug = input.companyName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  await db.rows(
    sql`update subscriber_owner_company set public_slug = ${`${slug || 'salon'}-${company.id}`} where id = ${company.id}`,
    tx,
  );
  const site = await one<{ id: number }>(
    db,
    tx,
    sql`insert into site (subscriber_owner_company_id, name) values (${company.id}, ${input.siteName}) returning id`,
  );
  await addWeeklySchedule(db, tx, company.id, site.id, '08:00', '20:00');
  const roles: Record<string, number> = {};
  for (const role of SYSTEM_ROLES) {
    const row = await one<{ id: number }>(
      db,
      tx,
      sql`insert into sari_role (subscriber_owner_company_id, name, description, system_key)
          values (${company.id}, ${role.name}, ${role.description}, ${role.key}) returning id`,
    );
    roles[role.key] = row.id;
    for (const [module, actions] of Object.entries(role.grants)) {
      for (const action of actions ?? []) {
        await db.rows(
          sql`insert into sari_permissions (subscriber_owner_company_id, sari_role_id, sari_module_id, action)
              values (${company.id}, ${row.id}, ${module}, ${action})`,
          tx,
        );
      }
    }
  }
  for (const [index, method] of DEFAULT_PAYMENT_METHODS.entries()) {
    await db.rows(
      sql`insert into payment_method (subscriber_owner_company_id, code, name, sort) values (${company.id}, ${method.code}, ${method.name}, ${index})`,
      tx,
    );
  }
  for (const [key, value] of Object.entries({ ...DEFAULT_SETTINGS, receipt_header: input.companyName })) {
    await db.rows(
      sql`insert into setting (subscriber_owner_company_id, key, value) values (${company.id}, ${key}, ${value})`,
      tx,
    );
  }
  return { ownerId: owner.id, companyId: company.id, siteId: site.id, roles };
}

export async function addWeeklySchedule(
  db: Database,
  tx: Orm,
  companyId: number,
  siteId: number,
  start: string,
  end: string,
) {
  const time = await one<{ id: number }>(
    db,
    tx,
    sql`insert into site_schedule_time (subscriber_owner_company_id, start_time, end_time) values (${companyId}, ${start}, ${end}) returning id`,
  );
  for (let weekday = 0; weekday < 7; weekday++) {
    await db.rows(
      sql`insert into site_schedule (subscriber_owner_company_id, site_id, weekday, is_active, site_schedule_time_id)
          values (${companyId}, ${siteId}, ${weekday}, ${weekday !== 0}, ${time.id})`,
      tx,
    );
  }
}

export type NewUser = {
  authUserId: string;
  companyId: number;
  firstName: string;
  lastName?: string;
  email: string;
  passwordHash: string;
  roleIds: number[];
  siteIds?: number[];
};

// An auth user with a password account, linked to the company as a sari_user.
export async function createCompanyUser(db: Database, tx: Orm, input: NewUser) {
  const name = [input.firstName, input.lastName].filter(Boolean).join(' ');
  await db.rows(
    sql`insert into auth_user (id, name, email, email_verified) values (${input.authUserId}, ${name}, ${input.email.toLowerCase()}, false)`,
    tx,
  );
  await db.rows(
    sql`insert into auth_account (id, account_id, provider_id, user_id, password)
        values (${`${input.authUserId}-credential`}, ${input.authUserId}, 'credential', ${input.authUserId}, ${input.passwordHash})`,
    tx,
  );
  const user = await one<{ id: number }>(
    db,
    tx,
    sql`insert into sari_user (subscriber_owner_company_id, directus_user_id, first_name, last_name, email)
        values (${input.companyId}, ${input.authUserId}, ${input.firstName}, ${input.lastName ?? null}, ${input.email.toLowerCase()}) returning id`,
  );
  for (const roleId of input.roleIds) {
    await db.rows(
      sql`insert into sari_user_role (subscriber_owner_company_id, sari_user_id, sari_role_id) values (${input.companyId}, ${user.id}, ${roleId})`,
      tx,
    );
  }
  for (const siteId of input.siteIds ?? []) {
    await db.rows(
      sql`insert into sari_user_sites (subscriber_owner_company_id, sari_user_id, site_id) values (${input.companyId}, ${user.id}, ${siteId})`,
      tx,
    );
  }
  return { sariUserId: user.id };
}
