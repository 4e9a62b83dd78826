import type { Config } from '../config';
import { ApiError } from '../shared/errors';

// A first-come, first-served line in front of one kind of work (decision 029): at most `atOnce`
// requests do it at a time, the others wait their turn in arrival order. Under a burst, requests
// that all share the CPU each take as long as all of them together (a booking behind fifteen
// others took eight times its own work); in line, each waits for those ahead and then runs at
// full speed, so the slowest answer is bounded by the line, not by the crowd. Nothing waits
// forever: past `maxWaiting` in line, or after `maxWaitMs`, a request is turned away with a 503
// the visitor can retry, and nothing of it has run.
export type LineOptions = { atOnce: number; maxWaiting: number; maxWaitMs: number };

export type WaitingLine = {
  // Runs `work` in its turn; its outcome is the caller's (a failure frees the turn too).
  run: <T>(work: () => Promise<T>) => Promise<T>;
  // What is running and waiting now (tests, diagnostics).
  readonly busy: { running: number; waiting: number };
};

const BUSY = 'Hay muchas reservas en este momento. Inténtalo de nuevo en unos segundos.';

type Waiter = { start: () => void; timer: ReturnType<typeof setTimeout> };

export function waitingLine({ atOnce, maxWaiting, maxWaitMs }: LineOptions): WaitingLine {
  const limit = Math.max(1, Math.trunc(atOnce));
  let running = 0;
  const waiting: Waiter[] = [];

  // A finished turn goes to the first in line, or frees its place.
  const next = () => {
    const waiter = waiting.shift();
    if (waiter) {
      clearTimeout(waiter.timer);
      waiter.start();
    } else {
      running--;
    }
  };

  const turn = () =>
    new Promise<void>((resolve, reject) => {
      if (running < limit) {
        running++;
        resolve();
        return;
      }
      if (waiting.length >= maxWaiting) {
        reject(new ApiError('SERVICE_UNAVAILABLE', BUSY, { retry_after_seconds: 5 }));
        return;
      }
      const waiter: Waiter = {
        // The turn passes from the one finishing to this one: `running` stays as it is.
        start: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new ApiError('SERVICE_UNAVAILABLE', BUSY, { retry_after_seconds: 5 }));
        }, maxWaitMs),
      };
      waiting.push(waiter);
    });

  return {
    async run(work) {
      await turn();
      try {
        return await work();
      } finally {
        next();
      }
    },
    get busy() {
      return { running, waiting: waiting.length };
    },
  };
}

// The lines of the app, one place: each operation names the one it waits in.
export type LineName = 'public-calendar';

export function waitingLines(config: Config): Record<LineName, WaitingLine> {
  return {
    // What the public pages write on the calendar: bookings, their moves and cancellations,
    // waitlist claims. One line, so a burst of them shares the turns fairly.
    'public-calendar': waitingLine({
      atOnce: config.bookingsAtOnce,
      maxWaiting: config.bookingsWaiting,
      maxWaitMs: 15_000,
    }),
  };
}
