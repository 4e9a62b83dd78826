import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inScope, requireSite } from '../../access/sql-scope';
import { notFound } from '../../platform/errors';
import { checkMethod, openSession } from '../../shared/money';
import { lockClient } from './client-balance';

// What the client-money use-cases (record a deposit, pay a credit, record an advance) share: the
// client checked and locked, and the site's open drawer the money goes into.
export async function ownClient(ctx: OperationContext, clientId: number) {
  const [row] = await ctx.db.rows(
    sql`select id from client c where c.id = ${clientId} and ${inScope(ctx, 'client', 'c')}`,
    ctx.tx,
  );
  if (!row) {
    throw notFound('El cliente no existe o no tienes acceso a él.');
  }
  await lockClient(ctx, clientId);
}

export async function intoDrawer(ctx: OperationContext, siteId: number, method: string) {
  requireSite(ctx.user, siteId);
  // An abono, a payment or an advance is real money: checkMethod refuses credito.
  await checkMethod(ctx, method);
  return openSession(ctx, siteId);
}
