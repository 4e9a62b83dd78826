import { wallClock } from '@sari/domain/zoned-time';
import { sql } from 'drizzle-orm';
import { inScope, requireSite } from '../access/sql-scope';
import { notFound } from '../platform/errors';
import type { RequestContext } from '../tenancy/context';

// One of the user's sites with its wall clock now ("today" is the site's, not the server's).
export async function siteWithClock(ctx: RequestContext, siteId: number) {
  requireSite(ctx.user, siteId);
  const [site] = await ctx.db.rows<{ id: number; time_zone: string }>(
    sql`select id, time_zone from site s where s.id = ${siteId} and ${inScope(ctx, 'site', 's')}`,
    ctx.tx,
  );
  if (!site) {
    throw notFound('La sede no existe o no tienes acceso a ella.');
  }
  return { ...site, now: wallClock(site.time_zone, ctx.db.clock.now()) };
}
