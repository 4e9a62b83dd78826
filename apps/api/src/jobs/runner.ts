import { randomBytes } from 'node:crypto';
import type { Database } from '@sari/db/client';
import { sql } from 'drizzle-orm';

// `job`: which job runs (its id names what it sends, so a retry finds what the last try sent) and
// whether this is its last try (a message then falls back to another channel; decision 054).
export type JobInfo = { id: number; lastAttempt: boolean };
export type JobHandler = (payload: Record<string, unknown>, job: JobInfo) => Promise<void>;
// Upkeep every process does on its own clock (not a queued job: nothing to run once per
// company or to retry), at most once per `everyMs`, on the runner's tick.
export type Chore = { name: string; everyMs: number; run: () => Promise<void> };
type Claimed = { id: number; kind: string; payload: Record<string, unknown>; attempts: number };

const BATCH = 10;
const MAX_ATTEMPTS = 5;
// A job claimed by a process that died is claimed again after this long.
const LEASE = '5 minutes';

// Runs due jobs: each is claimed by one process only (FOR UPDATE SKIP LOCKED), run, and marked
// done; a failure is retried later with a growing pause, up to five times. Jobs live in the
// database, so they survive a restart and any process may run them.
export function jobRunner(
  db: Database,
  handlers: Record<string, JobHandler>,
  worker = randomBytes(6).toString('hex'),
  chores: Chore[] = [],
) {
  async function claim(): Promise<Claimed[]> {
    // Run in the order they were queued (an update returns its rows in no given order: a
    // booking's "moved" mail would otherwise go out before its confirmation).
    return db.rows<Claimed>(sql`
      with claimed as (
        update sys_job set locked_at = sari_now(), locked_by = ${worker}
        where id in (
          select id from sys_job
          where done_at is null and run_at <= sari_now() and (locked_at is null or locked_at < sari_now() - ${LEASE}::interval)
          order by run_at, id limit ${BATCH} for update skip locked)
        returning id, kind, payload, attempts, run_at)
      select id, kind, payload, attempts from claimed order by run_at, id`);
  }

  async function finish(job: Claimed, error: unknown) {
    if (!error) {
      await db.rows(sql`update sys_job set done_at = sari_now(), locked_at = null where id = ${job.id}`);
      return;
    }
    const attempts = job.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    await db.rows(sql`
      update sys_job set attempts = ${attempts}, locked_at = null, last_error = ${message.slice(0, 500)},
        run_at = sari_now() + make_interval(mins => ${2 ** attempts}),
        done_at = case when ${attempts} >= ${MAX_ATTEMPTS} then sari_now() else null end
      where id = ${job.id}`);
  }

  // One pass over what is due; returns how many jobs ran.
  async function runDue(): Promise<number> {
    let ran = 0;
    for (let batch = await claim(); batch.length > 0; batch = await claim()) {
      for (const job of batch) {
        const handler = handlers[job.kind];
        try {
          if (!handler) {
            throw new Error(`sin manejador para "${job.kind}"`);
          }
          await handler(job.payload, { id: job.id, lastAttempt: job.attempts + 1 >= MAX_ATTEMPTS });
          await finish(job, null);
        } catch (error) {
          console.error(`[jobs] ${job.kind} #${job.id} falló`, error);
          await finish(job, error);
        }
        ran++;
      }
    }
    return ran;
  }

  // The chores due (never run in this process, or run `everyMs` ago; every one when `all`), one
  // after the other; a failure is logged and the chore waits its next turn.
  const choresDone = new Map<string, number>();
  async function runChores(all = false) {
    const now = Date.now();
    for (const chore of chores) {
      const last = choresDone.get(chore.name);
      if (!all && last !== undefined && now - last < chore.everyMs) {
        continue;
      }
      choresDone.set(chore.name, now);
      try {
        await chore.run();
      } catch (error) {
        console.error(`[jobs] la tarea ${chore.name} falló`, error);
      }
    }
  }

  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  // One pass at a time per process; a wake during a pass runs one more pass after it.
  function tick() {
    if (running) {
      again = true;
      return;
    }
    running = runDue()
      .then(async (ran) => {
        await runChores();
        return ran;
      })
      .catch((error) => {
        console.error('[jobs] la cola falló', error);
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && timer) {
          again = false;
          tick();
        }
      });
  }
  return {
    runDue,
    runChores,
    start(intervalMs = 15_000) {
      timer ??= setInterval(tick, intervalMs);
    },
    // Something was just queued to run now (a confirmation e-mail): run it without waiting
    // for the timer. Only a started runner wakes (tests run jobs by hand).
    wake() {
      if (timer) {
        tick();
      }
    },
    async stop() {
      if (timer) {
        clearInterval(timer);
        timer = null;
      }
      await running;
    },
  };
}

export type JobRunner = ReturnType<typeof jobRunner>;
