import { type SQL, sql } from 'drizzle-orm';
import { afterCommitOf } from '../access/transaction';
import { announce, type CalendarChange, CHANNEL, tellLocally } from '../platform/change-hub';
import type { RequestContext } from '../tenancy/context';

// Announces a change from a use-case's transaction: to every server process on commit, and to
// this process's followers right after it.
export async function announceChange(ctx: RequestContext, change: CalendarChange) {
  await ctx.db.rows(announce(change), ctx.tx);
  await afterCommitOf(ctx.tx, async () => tellLocally(ctx.db, [change]));
}

// Announces every site and day a query answers (its columns site_id and date), in one statement.
export async function announceDays(ctx: RequestContext, days: SQL) {
  const company = ctx.user.companyId;
  const rows = await ctx.db.prepared<{ site: number; date: string }>(
    sql`select pg_notify(${CHANNEL}, json_build_object('company', ${company}::int, 'site', d.site_id, 'date', d.date::text)::text),
          d.site_id as site, d.date::text as date
        from (${days}) d`,
    ctx.tx,
  );
  await afterCommitOf(ctx.tx, async () =>
    tellLocally(
      ctx.db,
      rows.map((row) => ({ company, site: row.site, date: row.date })),
    ),
  );
}
