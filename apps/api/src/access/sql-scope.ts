import { type SQL, sql } from 'drizzle-orm';
import { forbidden } from '../platform/errors';
import type { UserContext } from '../tenancy/context';
import { getCollection } from '../tenancy/meta';
import { newBuilder, scope } from '../tenancy/scope';

// The rows of `collection` this user may touch, for hand-written SQL: the same company and
// site rule the items engine applies (declared once in the registry), never written by hand.
//   sql`select id from site s where s.id = ${id} and ${inScope(ctx, 'site', 's')} for update`
// `allSites` keeps the company rule only, for checks that must see every site's rows (units
// still on a shelf anywhere stop a delete, even one asked by a user of one site).
export function inScope(
  ctx: { user: UserContext },
  collection: string,
  alias: string = collection,
  options: { allSites?: boolean } = {},
): SQL {
  const meta = getCollection(collection);
  if (!meta) {
    throw new Error(`inScope: "${collection}" is not a declared collection`);
  }
  const user = options.allSites ? { ...ctx.user, siteIds: null } : ctx.user;
  return scope(newBuilder({ user }), meta, sql`${sql.identifier(alias)}`);
}

// A site named in an operation's input must be one of the user's sites.
export function requireSite(user: UserContext, siteId: number) {
  if (user.siteIds !== null && !user.siteIds.includes(siteId)) {
    throw forbidden('No tienes acceso a esa sede.');
  }
}
