import type { Database, Orm } from '@sari/db/client';
import { ApiError, pgCodeOf } from '../platform/errors';

const MAX_ATTEMPTS = 4;
// serialization_failure, deadlock_detected: the database chose this transaction to give way;
// running it again is safe because nothing of it was kept.
const RETRYABLE = new Set(['40001', '40P01']);

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 5 * 2 ** attempt + Math.random() * 10 * attempt));

export type AfterCommit = (work: () => Promise<void>) => void;

// Work that hooks gather during a transaction and that is done once at its end, still inside it:
// a nested write (a reservation with its services) would otherwise announce the same day and plan
// the same reminder once per row. Keyed by the transaction; the items are merged by key.
type Gathered = { items: Set<unknown>; run: (items: never[]) => Promise<void> };
const gathering = new WeakMap<Orm, Map<string, Gathered>>();

// Adds `items` to the work `key` of the caller's transaction, done once before it commits (with
// every item gathered under that key, in a statement that sees the transaction's final rows).
// Outside a transaction run by inTransaction (a job's own transaction), the work is done now.
export async function beforeCommit<T extends number | string>(
  tx: Orm | undefined,
  key: string,
  items: T[],
  run: (items: T[]) => Promise<void>,
) {
  const pending = tx ? gathering.get(tx) : undefined;
  if (!pending) {
    await run(items);
    return;
  }
  const gathered = pending.get(key);
  if (gathered) {
    for (const item of items) {
      gathered.items.add(item);
    }
  } else {
    pending.set(key, { items: new Set(items), run });
  }
}

// Work after the commit of the caller's transaction (e.g. telling this process's caches what
// changed, before the answer leaves); outside a transaction run by inTransaction, done now.
const committing = new WeakMap<Orm, (() => Promise<void>)[]>();

export async function afterCommitOf(tx: Orm | undefined, work: () => Promise<void>) {
  const pending = tx ? committing.get(tx) : undefined;
  if (pending) {
    pending.push(work);
  } else {
    await work();
  }
}

// Done in the order the keys were first used; work may gather more work, done in turn.
async function finishGathered(tx: Orm) {
  const pending = gathering.get(tx)!;
  while (pending.size > 0) {
    const [key, gathered] = pending.entries().next().value!;
    pending.delete(key);
    await gathered.run([...gathered.items] as never[]);
  }
}

// One transaction per business operation, retried a bounded number of times when the database
// reports a serialization failure or a deadlock, then answered 409. Work registered with
// afterCommit (e-mails, notifications) runs only once the transaction is committed; work gathered
// with beforeCommit is done once at the end of the transaction, inside it.
export async function inTransaction<T>(
  db: Database,
  work: (tx: Orm, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const pending: (() => Promise<void>)[] = [];
    try {
      const result = await db.orm.transaction(async (tx) => {
        gathering.set(tx, new Map());
        committing.set(tx, pending);
        const value = await work(tx, (next) => pending.push(next));
        await finishGathered(tx);
        return value;
      });
      for (const next of pending) {
        await next().catch((error) => console.error('[api] tarea posterior a la transacción falló', error));
      }
      return result;
    } catch (error) {
      if (!RETRYABLE.has(pgCodeOf(error) ?? '')) {
        throw error;
      }
      if (attempt >= MAX_ATTEMPTS) {
        throw new ApiError(
          'CONFLICT',
          'Otra operación cambió estos mismos datos al mismo tiempo. Inténtalo de nuevo.',
        );
      }
      await pause(attempt);
    }
  }
}
