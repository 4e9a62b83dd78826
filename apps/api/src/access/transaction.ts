import type { Database, Orm } from '@sari/db/client';
import { ApiError, pgCodeOf } from '../shared/errors';

const MAX_ATTEMPTS = 4;
// serialization_failure, deadlock_detected: the database chose this transaction to give way;
// running it again is safe because nothing of it was kept.
const RETRYABLE = new Set(['40001', '40P01']);

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 5 * 2 ** attempt + Math.random() * 10 * attempt));

export type AfterCommit = (work: () => Promise<void>) => void;

// One transaction per business operation, retried a bounded number of times when the database
// reports a serialization failure or a deadlock, then answered 409. Work registered with
// afterCommit (e-mails, notifications) runs only once the transaction is committed.
export async function inTransaction<T>(
  db: Database,
  work: (tx: Orm, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const pending: (() => Promise<void>)[] = [];
    try {
      const result = await db.orm.transaction((tx) => work(tx, (next) => pending.push(next)));
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
