import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type Database, openDatabase } from '@sari/db/client';
import { type SettableClock, settableClock } from '@sari/domain/clock';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../src/app';
import type { Config } from '../src/config';
import { type Mailer, memoryMailer } from '../src/platform/mailer';
import { TEST_START } from './clock';
import { withDatabase } from './global-setup';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

// A fresh database (PGlite from the migrated image, or a PostgreSQL copy of the migrated
// template when TEST_DATABASE_URL is set) behind the real HTTP server on a free port.
async function freshDatabase(
  clock: SettableClock,
  statementTimeoutMs?: number,
  poolSize = 8,
): Promise<{ db: Database; drop: () => Promise<void>; databaseUrl?: string }> {
  const url = process.env.SARI_TEST_DB === 'pg' ? process.env.TEST_DATABASE_URL : undefined;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `sari_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    // A commit needs no wait for the disk here: the same transactions and locks, without an
    // fsync each (a throw-away database that never outlives a crash).
    await admin.query(`alter database ${name} set synchronous_commit = off`);
    await admin.end();
    const db = await openDatabase({
      databaseUrl: withDatabase(url, name),
      poolSize,
      statementTimeoutMs,
      clock,
    });
    return {
      db,
      databaseUrl: withDatabase(url, name),
      drop: async () => {
        await db.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteDump'));
  const db = await openDatabase({ loadDataDir: new Blob([dump]), clock });
  return { db, drop: () => db.close() };
}

// `sendMail`: where e-mails go besides the outbox (a real SMTP server in the mail tests).
export async function startTestServer(overrides: Partial<Config> = {}, sendMail?: Mailer) {
  // The business clock of this server and its database (TEST_START unless a test says).
  const clock = settableClock(overrides.clockStart ?? TEST_START);
  const { db, drop, databaseUrl } = await freshDatabase(
    clock,
    overrides.statementTimeoutMs ?? 5000,
    overrides.databasePoolSize ?? 8,
  );
  const mailer = memoryMailer();
  const config: Config = {
    port: 0,
    baseUrl: 'http://127.0.0.1',
    dataDir: '/nonexistent',
    authSecret: 'test-secret-test-secret-test-secret-0123456789',
    trustedOrigins: [],
    signInPerMinute: 10_000,
    signUpPerHour: 10_000,
    publicBookingsPerHour: 10_000,
    bookingsAtOnce: 2,
    bookingsWaiting: 500,
    databasePoolSize: 8,
    heavyReadsPerCompany: 2,
    heavyReadsCompanyWaiting: 8,
    heavyReadsAtOnce: 6,
    statementTimeoutMs: 5000,
    maxAnswerBytes: 32 * 1024 * 1024,
    trustProxy: true,
    loadDemo: false,
    webDist: null,
    mailFrom: 'test@localhost',
    jobsEveryMs: 15_000,
    whatsappApiUrl: 'http://127.0.0.1:9/whatsapp-unset',
    publicSettings: { apiBaseUrl: '/api' },
    ...overrides,
  };
  // The base URL is only known once the socket listens; the app reads it lazily.
  let app: ReturnType<typeof createApp> | null = null;
  const server = serve({ fetch: (request) => app!.app.fetch(request), port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  config.baseUrl = url;
  config.trustedOrigins = [url];
  const both: Mailer = {
    send: async (mail) => {
      await sendMail?.send(mail);
      await mailer.send(mail);
    },
  };
  app = createApp({ db, config, mailer: sendMail ? both : mailer });
  return {
    url,
    db,
    // Set or move "now" for the server and its database at once.
    clock,
    // PostgreSQL only: where a second server process can reach the same database.
    databaseUrl,
    authSecret: config.authSecret,
    auth: app.auth,
    // Every route of the app, and what each one needs: the route-walk test reads both.
    routes: app.app.routes.map((route) => ({ method: route.method, path: route.path })),
    access: app.access,
    // Runs every due job now (reminders, links): tests do not wait for the timer.
    runJobs: () => app!.jobs.runDue(),
    // Runs every chore now, as if each were due (the stale marks' compaction...).
    runChores: () => app!.jobs.runChores(true),
    mailer,
    close: async () => {
      const http = server as unknown as {
        closeAllConnections?: () => void;
        close: (done: () => void) => void;
      };
      http.closeAllConnections?.();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await app?.shutdown();
      await drop();
    },
  };
}
