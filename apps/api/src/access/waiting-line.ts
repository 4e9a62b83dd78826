import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../config';
import { ApiError } from '../platform/errors';

// A first-come, first-served line in front of one kind of work (decision 029): at most `atOnce`
// requests do it at a time, the others wait their turn in arrival order. Under a burst, requests
// that all share the CPU each take as long as all of them together (a booking behind fifteen
// others took eight times its own work); in line, each waits for those ahead and then runs at
// full speed, so the slowest answer is bounded by the line, not by the crowd. Nothing waits
// forever: past `maxWaiting` in line, or after `maxWaitMs`, a request is turned away with a 503
// the visitor can retry, and nothing of it has run.
//
// A line may also be shared among keys (companies, decision 036): `perKey` bounds what one key
// runs and keeps waiting, so one company's flood neither takes every turn nor fills the line. A
// freed turn goes to the first in line whose key has room; past its own waiting room, a key's
// request is turned away with a 429 that names it, before it can crowd the others.
export type LineOptions = {
  atOnce: number;
  maxWaiting: number;
  maxWaitMs: number;
  // `refusalPauseMs`: a key's request past its waiting room is told so after this pause rather than
  // at once, so a client that resends each refusal at once cannot turn them into a busy loop.
  perKey?: { atOnce: number; maxWaiting: number; refusalPauseMs?: number };
  // The Spanish answers of a full line (a 503) and of a key past its room (a 429).
  busy?: string;
  keyBusy?: string;
};

// Who the work is for: the line counts each key apart (one shared key when none is given).
export type LineKey = string | number | undefined;

export type WaitingLine = {
  // Runs `work` in its turn; its outcome is the caller's (a failure frees the turn too).
  run: <T>(work: () => Promise<T>, key?: LineKey) => Promise<T>;
  // What is running and waiting now (tests, diagnostics).
  readonly busy: { running: number; waiting: number };
  // The same for one key.
  busyFor: (key: LineKey) => { running: number; waiting: number };
};

const BUSY = 'Hay muchas reservas en este momento. Inténtalo de nuevo en unos segundos.';
const RETRY_AFTER_SECONDS = 5;

type Waiter = { key: LineKey; start: () => void; timer: ReturnType<typeof setTimeout> };

export function waitingLine(options: LineOptions): WaitingLine {
  const { maxWaiting, maxWaitMs, busy = BUSY } = options;
  const limit = Math.max(1, Math.trunc(options.atOnce));
  const keyLimit = options.perKey ? Math.max(1, Math.trunc(options.perKey.atOnce)) : limit;
  const keyWaiting = options.perKey?.maxWaiting ?? Number.POSITIVE_INFINITY;
  const keyBusy = options.keyBusy ?? busy;
  const refusalPauseMs = options.perKey?.refusalPauseMs ?? 0;
  let running = 0;
  const waiting: Waiter[] = [];
  // Per key, what runs and what waits; a key with neither is forgotten.
  const keys = new Map<LineKey, { running: number; waiting: number }>();
  const countsOf = (key: LineKey) => {
    let counts = keys.get(key);
    if (!counts) {
      counts = { running: 0, waiting: 0 };
      keys.set(key, counts);
    }
    return counts;
  };
  const forget = (key: LineKey) => {
    const counts = keys.get(key);
    if (counts && counts.running === 0 && counts.waiting === 0) {
      keys.delete(key);
    }
  };
  const hasRoom = (key: LineKey) => running < limit && (keys.get(key)?.running ?? 0) < keyLimit;
  const unavailable = () =>
    new ApiError('SERVICE_UNAVAILABLE', busy, { retry_after_seconds: RETRY_AFTER_SECONDS });

  // A finished turn goes to the first in line whose key has room (in an unkeyed line, the first).
  const next = (key: LineKey) => {
    running--;
    countsOf(key).running--;
    forget(key);
    const index = waiting.findIndex((waiter) => hasRoom(waiter.key));
    if (index < 0) {
      return;
    }
    const [waiter] = waiting.splice(index, 1);
    clearTimeout(waiter.timer);
    const counts = countsOf(waiter.key);
    counts.waiting--;
    counts.running++;
    running++;
    waiter.start();
  };

  const turn = (key: LineKey) =>
    new Promise<void>((resolve, reject) => {
      const counts = countsOf(key);
      if (hasRoom(key)) {
        running++;
        counts.running++;
        resolve();
        return;
      }
      if (counts.waiting >= keyWaiting) {
        forget(key);
        const refuse = () =>
          reject(new ApiError('RATE_LIMITED', keyBusy, { retry_after_seconds: RETRY_AFTER_SECONDS }));
        if (refusalPauseMs > 0) {
          // Nothing of it runs or waits in line meanwhile: only its answer is late.
          setTimeout(refuse, refusalPauseMs);
        } else {
          refuse();
        }
        return;
      }
      if (waiting.length >= maxWaiting) {
        forget(key);
        reject(unavailable());
        return;
      }
      const waiter: Waiter = {
        key,
        start: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          counts.waiting--;
          forget(key);
          reject(unavailable());
        }, maxWaitMs),
      };
      counts.waiting++;
      waiting.push(waiter);
    });

  return {
    async run(work, key) {
      await turn(key);
      try {
        return await work();
      } finally {
        next(key);
      }
    },
    get busy() {
      return { running, waiting: waiting.length };
    },
    busyFor(key) {
      const counts = keys.get(key);
      return { running: counts?.running ?? 0, waiting: counts?.waiting ?? 0 };
    },
  };
}

// The lines of the app, one place: each operation names the one it waits in.
export type LineName = 'public-calendar' | 'heavy-reads';

export function waitingLines(config: Config): Record<LineName, WaitingLine> {
  return {
    // What the public pages write on the calendar: bookings, their moves and cancellations,
    // waitlist claims. One line, so a burst of them shares the turns fairly.
    'public-calendar': waitingLine({
      atOnce: config.bookingsAtOnce,
      maxWaiting: config.bookingsWaiting,
      maxWaitMs: 15_000,
    }),
    // The expensive reads a company's staff may ask for (reports, the payslip and its PDF, the
    // closing report, the client export, the sales summary; decision 036), keyed by company:
    // each company runs at most HEAVY_READS_PER_COMPANY of them, and all companies together at
    // most HEAVY_READS_AT_ONCE, fewer than the database pool's connections, so whatever the
    // heavy work, the light requests always find a connection.
    'heavy-reads': waitingLine({
      atOnce: config.heavyReadsAtOnce,
      maxWaiting: 500,
      maxWaitMs: 15_000,
      // A refusal answered after a second: a flood resending every 429 at once kept 150-750
      // refusals a second going (a session check each), which took the CPU the others' reads
      // needed (decision 036).
      perKey: {
        atOnce: config.heavyReadsPerCompany,
        maxWaiting: config.heavyReadsCompanyWaiting,
        refusalPauseMs: 1000,
      },
      busy: 'Hay muchos reportes en curso en este momento. Inténtalo de nuevo en unos segundos.',
      keyBusy:
        'Tu empresa ya tiene muchos reportes en curso. Espera a que terminen e inténtalo de nuevo en unos segundos.',
    }),
  };
}

// How the database runs a line's work, set at the start of each of its transactions (for that
// transaction only). A heavy read runs on one core: no parallel workers (a report's plan with two
// workers took three backends, the whole of a small server), no JIT compilation (hundreds of
// milliseconds of CPU on a wide report, seldom won back); decision 036.
export const lineSettings: Partial<Record<LineName, SQL>> = {
  'heavy-reads': sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`,
};
