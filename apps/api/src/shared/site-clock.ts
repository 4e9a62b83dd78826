import { wallClock } from '@sari/domain/zoned-time';
import { type SQL, sql } from 'drizzle-orm';
import { inScope, requireSite } from '../access/sql-scope';
import { notFound } from '../platform/errors';
import type { RequestContext } from '../tenancy/context';

// One of the user's sites with its wall clock now ("today" is the site's, not the server's).
// `more`: other columns the caller reads in the same statement (a checkout's settings).
export async function siteWithClock<T extends object = object>(
  ctx: RequestContext,
  siteId: number,
  more?: SQL,
) {
  requireSite(ctx.user, siteId);
  const [site] = await ctx.db.prepared<{ id: number; time_zone: string } & T>(
    sql`select s.id, s.time_zone${more ? sql`, ${more}` : sql``} from site s where s.id = ${siteId} and ${inScope(ctx, 'site', 's')}`,
    ctx.tx,
  );
  if (!site) {
    throw notFound('La sede no existe o no tienes acceso a ella.');
  }
  return { ...site, now: wallClock(site.time_zone, ctx.db.clock.now()) };
}
