import { describe, expect, it } from 'vitest';
import { ApiError } from '../shared/errors';
import { waitingLine } from './waiting-line';

// A piece of work that ends when the test says so.
function held() {
  let finish: (value?: unknown) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const done = new Promise((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { done, finish, fail };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the waiting line of the public calendar writes', () => {
  it('runs at most so many at once, the others in the order they came', async () => {
    const line = waitingLine({ atOnce: 2, maxWaiting: 10, maxWaitMs: 10_000 });
    const started: number[] = [];
    const works = Array.from({ length: 5 }, () => held());
    const runs = works.map((work, index) =>
      line.run(async () => {
        started.push(index);
        await work.done;
        return index;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect(line.busy).toEqual({ running: 2, waiting: 3 });
    works[1].finish();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    works[0].finish();
    works[2].finish();
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    works[3].finish();
    works[4].finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(line.busy).toEqual({ running: 0, waiting: 0 });
  });

  it('gives the turn on when a piece of work fails, and the failure to its caller', async () => {
    const line = waitingLine({ atOnce: 1, maxWaiting: 10, maxWaitMs: 10_000 });
    const first = held();
    const failing = line.run(() => first.done);
    const next = line.run(async () => 'siguiente');
    first.fail(new Error('falló'));
    await expect(failing).rejects.toThrow('falló');
    expect(await next).toBe('siguiente');
    expect(line.busy).toEqual({ running: 0, waiting: 0 });
  });

  it('turns away who finds the line full, without running it', async () => {
    const line = waitingLine({ atOnce: 1, maxWaiting: 2, maxWaitMs: 10_000 });
    const first = held();
    const ran: string[] = [];
    const running = line.run(() => first.done);
    const waiting = ['a', 'b'].map((name) =>
      line.run(async () => {
        ran.push(name);
      }),
    );
    const turnedAway = line.run(async () => {
      ran.push('c');
    });
    const error = await turnedAway.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).message).toBe(
      'Hay muchas reservas en este momento. Inténtalo de nuevo en unos segundos.',
    );
    expect(line.busy).toEqual({ running: 1, waiting: 2 });
    first.finish();
    await Promise.all([running, ...waiting]);
    expect(ran).toEqual(['a', 'b']);
  });

  it('turns away who waited too long, and the line goes on without it', async () => {
    const line = waitingLine({ atOnce: 1, maxWaiting: 10, maxWaitMs: 30 });
    const first = held();
    const running = line.run(() => first.done);
    const tooLate = line.run(async () => 'nunca');
    await expect(tooLate).rejects.toMatchObject({ status: 503 });
    expect(line.busy).toEqual({ running: 1, waiting: 0 });
    const after = line.run(async () => 'después');
    first.finish();
    await running;
    expect(await after).toBe('después');
    expect(line.busy).toEqual({ running: 0, waiting: 0 });
  });
});
