import type { Database, Orm } from '@sari/db/client';
import { type SQL, sql } from 'drizzle-orm';

export type JobRequest = {
  kind: string;
  key?: string;
  payload: Record<string, unknown>;
  // Default: now, by the business clock.
  runAt?: Date | string;
};

// A job with the same key that has not run yet is moved to the new time (and payload).
const MOVE_PENDING = sql`on conflict (key) do update set run_at = excluded.run_at, payload = excluded.payload,
    attempts = 0, last_error = null
  where sys_job.done_at is null`;

// Adds a job to run at `runAt`, inside the caller's transaction (a rolled back booking leaves no
// reminder behind).
export async function enqueue(db: Database, tx: Orm | undefined, job: JobRequest) {
  const when = job.runAt ?? db.clock.now();
  const runAt = typeof when === 'string' ? when : when.toISOString();
  await db.prepared(
    sql`insert into sys_job (kind, key, payload, run_at) values (${job.kind}, ${job.key ?? null}, ${JSON.stringify(job.payload)}::jsonb, ${runAt}::timestamptz)
        ${MOVE_PENDING}`,
    tx,
  );
}

// Adds the jobs a query answers (its columns: kind, key, payload as jsonb, run_at as
// timestamptz; one row per key), in one statement, as enqueue() does each.
export async function enqueueSelected(db: Database, tx: Orm | undefined, jobs: SQL) {
  await db.prepared(sql`insert into sys_job (kind, key, payload, run_at) ${jobs} ${MOVE_PENDING}`, tx);
}

// A job that should no longer run (the reservation was cancelled): closed, never sent.
export async function dropJob(db: Database, tx: Orm | undefined, key: string) {
  await db.rows(
    sql`update sys_job set done_at = sari_now(), last_error = 'cancelado' where key = ${key} and done_at is null`,
    tx,
  );
}
