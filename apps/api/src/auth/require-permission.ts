import type { Action, Module } from '@sari/db/registry/types';
import { can, type UserContext } from '../items/context';
import { forbidden } from '../shared/errors';

// Domain endpoints declare their (module, action) like the items engine does.
export function requirePermission(user: UserContext, module: Module, action: Action) {
  if (!can(user, module, action)) {
    throw forbidden();
  }
}

export function requireSite(user: UserContext, siteId: number) {
  if (user.siteIds !== null && !user.siteIds.includes(siteId)) {
    throw forbidden('No tienes acceso a esa sede.');
  }
}
