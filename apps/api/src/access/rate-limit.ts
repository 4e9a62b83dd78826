import type { Database } from '@sari/db/client';
import { sql } from 'drizzle-orm';
import { ApiError } from '../platform/errors';

export type Limit = { max: number; windowSeconds: number };

// `counts`: what the limit counts. 'attempts' (the default): every request, refused or not (a
// script is slowed, a token cannot be guessed by trying). 'successes': only requests that
// succeed (bookings made): the count is taken before the work, so two at once cannot both slip
// under the limit, and given back if the request fails for any reason, its own 429 included.
export type Spent = { key: string; limit: Limit; message: string; counts?: 'attempts' | 'successes' };

// Undoes this request's counts of the limits that count successes.
export type GiveBack = () => Promise<void>;

const nothing: GiveBack = async () => {};

// Counts one attempt for each key in its fixed window, kept in the database so every server
// process shares it, all in one statement; throws 429 with the first limit passed. Operations
// declare their limits and the helper spends them before opening the operation's transaction;
// the answer gives back the successes' counts when the operation fails.
export async function spendAttempts(db: Database, attempts: Spent[]): Promise<GiveBack> {
  const unique = [...new Map(attempts.map((attempt) => [attempt.key.slice(0, 300), attempt])).entries()];
  if (unique.length === 0) {
    return nothing;
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
  const rows = await db.prepared<{ key: string; hits: number; window_start: string }>(sql`
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
    returning r.key, r.hits, r.window_start::text as window_start`);
  if (Math.random() < 0.01) {
    await db.rows(sql`delete from sys_rate_limit where window_start < now() - interval '2 days'`);
  }
  const counted = new Map(rows.map((row) => [row.key, row]));
  const successes = unique.filter(([, attempt]) => attempt.counts === 'successes').map(([key]) => key);
  const giveBack: GiveBack =
    successes.length === 0
      ? nothing
      : () =>
          uncount(
            db,
            successes.map((key) => counted.get(key)!),
          );
  for (const [key, { limit, message }] of unique) {
    if ((counted.get(key)?.hits ?? 0) > limit.max) {
      await giveBack();
      throw new ApiError('RATE_LIMITED', message, { retry_after_seconds: limit.windowSeconds });
    }
  }
  return giveBack;
}

// One count less in the window it was taken in (a window that started since is left alone).
async function uncount(db: Database, rows: { key: string; window_start: string }[]) {
  await db.rows(sql`
    update sys_rate_limit r set hits = greatest(r.hits - 1, 0)
    from (select set_config('synchronous_commit', 'off', true)) as no_wait,
      unnest(array[${sql.join(
        rows.map((row) => sql`${row.key}::text`),
        sql`, `,
      )}], array[${sql.join(
        rows.map((row) => sql`${row.window_start}::timestamptz`),
        sql`, `,
      )}]) as k(key, window_start)
    where r.key = k.key and r.window_start = k.window_start`);
}
