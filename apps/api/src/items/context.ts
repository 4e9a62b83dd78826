import type { Database, Orm } from '@sari/db/client';
import type { Action, Module } from '@sari/db/registry/types';

// Who is asking: resolved once per request from the session token.
export type UserContext = {
  authUserId: string;
  sariUserId: number;
  companyId: number;
  ownerId: number;
  categoryBusiness: string;
  // `${module}:${action}` pairs from all of the user's roles.
  permissions: Set<string>;
  // null = every site of the company (a user without sari_user_sites rows).
  siteIds: number[] | null;
  specialistId: number | null;
};

export type ItemsContext = {
  db: Database;
  user: UserContext;
  // Set inside a transaction: every statement of one operation goes through it.
  tx?: Orm;
};

export function can(user: UserContext, module: Module, action: Action): boolean {
  return user.permissions.has(`${module}:${action}`);
}

export function canAny(user: UserContext, modules: Module[], action: Action): boolean {
  return modules.some((module) => can(user, module, action));
}
