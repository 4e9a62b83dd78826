import { describe, expect, it } from 'vitest';
import { ApiError } from '../platform/errors';
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

describe('a line shared among companies (decision 036)', () => {
  const options = {
    atOnce: 3,
    maxWaiting: 100,
    maxWaitMs: 10_000,
    perKey: { atOnce: 2, maxWaiting: 2 },
    busy: 'Todo ocupado.',
    keyBusy: 'Tu empresa ya tiene muchos en curso.',
  };

  it("runs at most so many of one company, and another company's work goes past its waiting ones", async () => {
    const line = waitingLine(options);
    const started: string[] = [];
    const flood = Array.from({ length: 4 }, () => held());
    const floodRuns = flood.map((work, index) =>
      line.run(async () => {
        started.push(`a${index}`);
        await work.done;
      }, 1),
    );
    await settle();
    expect(started).toEqual(['a0', 'a1']);
    expect(line.busyFor(1)).toEqual({ running: 2, waiting: 2 });
    // Company 2 finds a turn at once, though company 1's work came first.
    const other = line.run(async () => {
      started.push('b');
      return 'b';
    }, 2);
    expect(await other).toBe('b');
    expect(started).toEqual(['a0', 'a1', 'b']);
    // Company 1's waiting work runs as its own turns end, in the order it came.
    flood[0].finish();
    await settle();
    expect(started).toEqual(['a0', 'a1', 'b', 'a2']);
    for (const work of flood) {
      work.finish();
    }
    await Promise.all(floodRuns);
    expect(started).toEqual(['a0', 'a1', 'b', 'a2', 'a3']);
    expect(line.busy).toEqual({ running: 0, waiting: 0 });
    expect(line.busyFor(1)).toEqual({ running: 0, waiting: 0 });
  });

  it('tells a company past its waiting room after a pause, so resending at once is no busy loop', async () => {
    const line = waitingLine({ ...options, perKey: { ...options.perKey, refusalPauseMs: 100 } });
    const works = Array.from({ length: 4 }, () => held());
    const kept = works.map((work) => line.run(() => work.done, 'a'));
    const ran: string[] = [];
    let told: unknown;
    const refused = line
      .run(async () => ran.push('refused'), 'a')
      .catch((error) => {
        told = error;
      });
    await settle();
    // Not told yet, and not in line either: another company still gets in at once.
    expect(told).toBeUndefined();
    expect(line.busyFor('a')).toEqual({ running: 2, waiting: 2 });
    expect(await line.run(async () => 'b', 'b')).toBe('b');
    await refused;
    expect(told).toBeInstanceOf(ApiError);
    expect((told as ApiError).code).toBe('RATE_LIMITED');
    expect(ran).toEqual([]);
    for (const work of works) {
      work.finish();
    }
    await Promise.all(kept);
    expect(line.busy).toEqual({ running: 0, waiting: 0 });
  });

  it("turns a company's excess away with a 429 that ran nothing, while others still get in", async () => {
    const line = waitingLine(options);
    const works = Array.from({ length: 4 }, () => held());
    const ran: number[] = [];
    const kept = works.map((work, index) =>
      line.run(async () => {
        ran.push(index);
        await work.done;
      }, 'a'),
    );
    const excess = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        line
          .run(async () => {
            ran.push(100 + index);
          }, 'a')
          .catch((caught: unknown) => caught),
      ),
    );
    for (const error of excess) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(429);
      expect((error as ApiError).message).toBe('Tu empresa ya tiene muchos en curso.');
      expect((error as ApiError).extra).toEqual({ retry_after_seconds: 5 });
    }
    expect(line.busyFor('a')).toEqual({ running: 2, waiting: 2 });
    expect(await line.run(async () => 'otra', 'b')).toBe('otra');
    for (const work of works) {
      work.finish();
    }
    await Promise.all(kept);
    expect(ran.sort((x, y) => x - y)).toEqual([0, 1, 2, 3]);
  });

  it('bounds every company together, and a freed turn goes to the first whose company has room', async () => {
    const line = waitingLine(options);
    const started: string[] = [];
    const run = (name: string, key: string) => {
      const work = held();
      const done = line.run(async () => {
        started.push(name);
        await work.done;
      }, key);
      return { work, done };
    };
    const a1 = run('a1', 'a');
    const a2 = run('a2', 'a');
    const b1 = run('b1', 'b');
    await settle();
    expect(line.busy).toEqual({ running: 3, waiting: 0 });
    // The whole line is busy: a third of company a and the first of company c both wait.
    const a3 = run('a3', 'a');
    const c1 = run('c1', 'c');
    await settle();
    expect(line.busy).toEqual({ running: 3, waiting: 2 });
    // Company b's turn ends: company a still runs its two, so c1 goes before a3.
    b1.work.finish();
    await settle();
    expect(started).toEqual(['a1', 'a2', 'b1', 'c1']);
    a1.work.finish();
    await settle();
    expect(started).toEqual(['a1', 'a2', 'b1', 'c1', 'a3']);
    for (const each of [a2, a3, c1]) {
      each.work.finish();
    }
    await Promise.all([a1, a2, a3, b1, c1].map((each) => each.done));
    expect(line.busy).toEqual({ running: 0, waiting: 0 });
  });

  it('answers a 503 once the whole line is full, and after too long a wait', async () => {
    const line = waitingLine({ ...options, maxWaiting: 1, maxWaitMs: 40 });
    const works = Array.from({ length: 3 }, () => held());
    const running = works.map((work, index) => line.run(() => work.done, `k${index}`));
    const waiting = line.run(async () => 'tarde', 'x');
    const full = await line.run(async () => 'nunca', 'y').catch((caught: unknown) => caught);
    expect((full as ApiError).status).toBe(503);
    expect((full as ApiError).message).toBe('Todo ocupado.');
    await expect(waiting).rejects.toMatchObject({ status: 503 });
    expect(line.busyFor('x')).toEqual({ running: 0, waiting: 0 });
    for (const work of works) {
      work.finish();
    }
    await Promise.all(running);
    expect(line.busy).toEqual({ running: 0, waiting: 0 });
  });
});
