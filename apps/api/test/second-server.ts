import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import type { TestServer } from './server';

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const port = (probe.address() as { port: number }).port;
  probe.close();
  return port;
}

// How long a test that starts server processes of its own may take: tsx compiles the server at
// each start, which on a busy 2-core machine took most of vitest's default minute (CI).
export const PROCESS_TEST_MS = 180_000;

// Another server process on the same PostgreSQL database, started the way production starts
// it (apps/api/src/main.ts): what "several stateless API processes on one PostgreSQL" means.
export async function startSecondProcess(
  server: TestServer,
  env: Record<string, string> = {},
): Promise<{ url: string; stop: (signal?: NodeJS.Signals) => Promise<void> }> {
  if (!server.databaseUrl) {
    throw new Error('a second process needs the PostgreSQL test database');
  }
  const port = await freePort();
  const root = path.resolve(import.meta.dirname, '../../..');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: server.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: `http://127.0.0.1:${port}`,
      AUTH_SECRET: server.authSecret,
      DEMO_DATA: 'false',
      WEB_DIST: '/nonexistent',
      SIGN_IN_PER_MINUTE: '10000',
      PUBLIC_BOOKINGS_PER_HOUR: '10000',
      // The same business clock as the first server's.
      CLOCK_START: server.clock.now().toISOString(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Never outlives the test process, even one that timed out before its `finally` ran (CI once
  // found two such processes still polling a dropped database).
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  child.once('exit', () => process.off('exit', orphan));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) {
      return {
        url,
        stop: async (signal: NodeJS.Signals = 'SIGTERM') => {
          if (child.exitCode === null && child.signalCode === null) {
            child.kill(signal);
            await once(child, 'exit');
          }
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the second server process did not start');
}

export type RaceAnswer = { status: number; body: { errors: { message: string }[] } };

// One request of a race across processes, read as its status and body. A busy machine may turn it
// away with a 503 that ran nothing (a full waiting line or a statement past its timeout, decision
// 029); a client sends it again, and so does this, up to five times, so every request of the race
// still ends booked or refused with its reason (CI once saw 62 refusals and one 503).
export async function raceRequest(send: () => Promise<Response>): Promise<RaceAnswer> {
  for (let attempt = 1; ; attempt++) {
    const response = await send();
    const answer = { status: response.status, body: (await response.json()) as RaceAnswer['body'] };
    if (answer.status !== 503 || attempt === 5) {
      return answer;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
