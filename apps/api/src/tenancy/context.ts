import { ACTIONS, type Action, MODULES, type Module } from '@sari/contracts/modules';
import type { Database, Orm } from '@sari/db/client';

// Who is asking: resolved once per request by the access gate from the session token.
export type UserContext = {
  authUserId: string;
  // null for the server's own work (jobs, the public booking page): nobody signed in did it.
  sariUserId: number | null;
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

// The server acting for a company without a signed-in user (the public booking page, jobs):
// every module, every site of the company, nobody as the actor.
export function systemUser(
  companyId: number,
  ownerId: number,
  categoryBusiness = 'centro_belleza',
): UserContext {
  return {
    authUserId: 'system',
    sariUserId: null,
    companyId,
    ownerId,
    categoryBusiness,
    permissions: new Set(MODULES.flatMap((module) => ACTIONS.map((action) => `${module}:${action}`))),
    siteIds: null,
    specialistId: null,
  };
}
