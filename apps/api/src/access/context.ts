import type { Action, Module } from '@sari/contracts/modules';
import type { Database, Orm } from '@sari/db/client';

// Who is asking: resolved once per request by the access gate from the session token.
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

// What every read, write and use-case of one request works with.
export type RequestContext = {
  db: Database;
  user: UserContext;
  // Set inside a transaction: every statement of one operation goes through it.
  tx?: Orm;
  // The largest answer a read may build (MAX_ANSWER_BYTES); the engine's default otherwise.
  maxAnswerBytes?: number;
};

export function can(user: UserContext, module: Module, action: Action): boolean {
  return user.permissions.has(`${module}:${action}`);
}

export function canAny(user: UserContext, modules: Module[], action: Action): boolean {
  return modules.some((module) => can(user, module, action));
}
