import * as s from '../schema/index';
import { type CollectionDef, MODULES } from './types';

// Everyone signed in reads the company's sites (every screen filters by site).
const EVERY_MODULE = [...MODULES];

export const coreCollections = {
  // Everyone reads their subscriber owner's company list (spec 3: its first element is the
  // owning company).
  subscriber_owner: {
    table: s.subscriberOwner,
    module: 'settings',
    tenancy: 'owner',
    readModules: EVERY_MODULE,
  },
  subscriber_owner_company: {
    table: s.subscriberOwnerCompany,
    module: 'settings',
    tenancy: 'self',
    readModules: EVERY_MODULE,
  },
  site: { table: s.site, module: 'settings', site: 'id', readModules: EVERY_MODULE },
  site_schedule: { table: s.siteSchedule, module: 'settings', site: 'site_id', readModules: EVERY_MODULE },
  site_schedule_time: { table: s.siteScheduleTime, module: 'settings', readModules: EVERY_MODULE },
  setting: { table: s.setting, module: 'settings', readModules: EVERY_MODULE },
  payment_method: {
    table: s.paymentMethod,
    module: 'settings',
    readModules: ['sales', 'cash_drawer', 'calendar', 'reports'],
  },
  sari_module: { table: s.sariModule, module: 'users', tenancy: 'global', readModules: EVERY_MODULE },
  sari_role: {
    table: s.sariRole,
    module: 'users',
    readModules: EVERY_MODULE,
    // The Administrador role is known by its key: clearing it would lift its protection.
    readonlyFields: ['system_key'],
  },
  sari_permissions: { table: s.sariPermissions, module: 'users', readModules: EVERY_MODULE },
  sari_user: {
    table: s.sariUser,
    module: 'users',
    readModules: EVERY_MODULE,
    readonlyFields: ['directus_user_id', 'email', 'invitation_pending'],
    wildcardLists: ['sari_user_role', 'sari_user_sites'],
  },
  sari_user_role: { table: s.sariUserRole, module: 'users', readModules: EVERY_MODULE },
  sari_user_sites: { table: s.sariUserSites, module: 'users', site: 'site_id', readModules: EVERY_MODULE },
} satisfies Record<string, CollectionDef>;
