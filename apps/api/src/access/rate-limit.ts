import type { Database } from '@sari/db/client';
import { sql } from 'drizzle-orm';
import { ApiError } from '../shared/errors';

export type Limit = { max: number; windowSeconds: number };

export type Spent = { key: string; limit: Limit; message: string };

// Counts one attempt for each key in its fixed window, kept in the database so every server
// process shares it, all in one statement; throws 429 with the first limit passed. Operations
// declare their limits and the helper spends them before opening the operation's transaction.
export async function spendAttempts(db: Database, attempts: Spent[]) {
  const unique = [...new Map(attempts.map((attempt) => [attempt.key.slice(0, 300), attempt])).entries()];
  if (unique.length === 0) {
    return;
  }
  const windowOf = sql.join(
    unique.map(
      ([key, { limit }]) => sql`when ${key}::text then ${`${limit.windowSeconds} seconds`}::interval`,
    ),
    sql` `,
  );
  const expired = sql`r.window_start < now() - (case excluded.key ${windowOf} end)`;
  // A count lost in a crash costs nothing, so its commit does not wait for the disk (about 4 ms
  // of every public request on this machine): set_config(..., true) lasts until this statement's
  // own transaction ends, which is after its commit.
  const rows = await db.prepared<{ key: string; hits: number }>(sql`
    insert into sys_rate_limit as r (key, window_start, hits)
    select k.key, now(), 1
    from (select set_config('synchronous_commit', 'off', true)) as no_wait,
      unnest(array[${sql.join(
        unique.map(([key]) => sql`${key}::text`),
        sql`, `,
      )}]) as k(key)
    on conflict (key) do update set
      hits = case when ${expired} then 1 else r.hits + 1 end,
      window_start = case when ${expired} then now() else r.window_start end
    returning r.key, r.hits`);
  if (Math.random() < 0.01) {
    await db.rows(sql`delete from sys_rate_limit where window_start < now() - interval '2 days'`);
  }
  const hits = new Map(rows.map((row) => [row.key, row.hits]));
  for (const [key, { limit, message }] of unique) {
    if ((hits.get(key) ?? 0) > limit.max) {
      throw new ApiError('RATE_LIMITED', message, { retry_after_seconds: limit.windowSeconds });
    }
  }
}
