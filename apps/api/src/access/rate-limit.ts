import type { Database } from '@sari/db/client';
import { sql } from 'drizzle-orm';
import { ApiError } from '../shared/errors';

export type Limit = { max: number; windowSeconds: number };

// Counts one attempt for `key` in a fixed window kept in the database, so every server process
// shares it; throws 429 once `max` is passed. Operations declare their limits and the helper
// spends them before opening the operation's transaction.
export async function spendAttempt(db: Database, key: string, limit: Limit, message: string) {
  const window = `${limit.windowSeconds} seconds`;
  // A count lost in a crash costs nothing, so its commit does not wait for the disk (about 4 ms
  // of every public request on this machine): set_config(..., true) lasts until this statement's
  // own transaction ends, which is after its commit.
  const [row] = await db.rows<{ hits: number }>(sql`
    insert into sys_rate_limit as r (key, window_start, hits)
    select ${key.slice(0, 300)}, now(), 1 from (select set_config('synchronous_commit', 'off', true)) as no_wait
    on conflict (key) do update set
      hits = case when r.window_start < now() - ${window}::interval then 1 else r.hits + 1 end,
      window_start = case when r.window_start < now() - ${window}::interval then now() else r.window_start end
    returning hits`);
  if (Math.random() < 0.01) {
    await db.rows(sql`delete from sys_rate_limit where window_start < now() - interval '2 days'`);
  }
  if (row.hits > limit.max) {
    throw new ApiError('RATE_LIMITED', message, { retry_after_seconds: limit.windowSeconds });
  }
}
