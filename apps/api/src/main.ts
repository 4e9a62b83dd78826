import { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { openDatabase } from '@sari/db/client';
import { ensureModules } from '@sari/db/provision';
import { DEMO_ACCOUNTS, isDatabaseEmpty, loadDemoData } from '@sari/db/seed/demo';
import { settableClock } from '@sari/domain/clock';
import { createApp } from './app';
import { loadConfig } from './config';
import { logMailer, smtpMailer } from './platform/mailer';

// One request's failure never takes the server down: whatever escapes is logged, and the
// request it belonged to has already been answered or is dropped.
process.on('uncaughtException', (error) => console.error('[api] excepción no controlada', error));
process.on('unhandledRejection', (error) => console.error('[api] promesa rechazada sin controlar', error));

const config = loadConfig();
const clock = config.clockStart ? settableClock(config.clockStart) : undefined;
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
  statementTimeoutMs: config.statementTimeoutMs,
  clock,
  poolSize: config.databasePoolSize,
});
await db.migrate();
await ensureModules(db);
// Real e-mail when SMTP_URL is set; otherwise the messages (with their links) are printed.
const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : logMailer();
const { app, auth, jobs, shutdown } = createApp({ db, config, mailer });
// Reminders, rating links and waitlist offers: every process runs due jobs, each job once.
jobs.start(config.jobsEveryMs);
if (config.loadDemo && (await isDatabaseEmpty(db))) {
  console.log('Base de datos vacía: cargando el negocio de demostración...');
  const hasher = (await auth.$context).password;
  const loaded = await loadDemoData(db, {
    today: db.clock.now(),
    hashPassword: (password) => hasher.hash(password),
  });
  console.log(`Demo cargada: ${loaded.reservations} reservas, ${loaded.sales} ventas.`);
}
// The browser journeys' server (scripts/e2e-server.mjs, a business clock from CLOCK_START and an
// IPC channel to its parent) moves its clock as the API tests do with server.clock: a journey
// waiting on a reminder hours ahead. Never in a server started otherwise.
if (clock && process.send) {
  process.on('message', (message: { type?: string; ms?: number }) => {
    if (message?.type === 'clock.advance' && Number.isFinite(message.ms)) {
      clock.advance(Number(message.ms));
      process.send?.({ type: 'clock.now', now: clock.now().toISOString() });
    }
  });
}
const server = serve({ fetch: app.fetch, port: config.port, hostname: process.env.HOST ?? '0.0.0.0' }, () => {
  console.log(`Sari está listo en ${config.baseUrl}`);
  console.log(
    `Base de datos: ${db.kind === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}/pglite`}`,
  );
  for (const account of DEMO_ACCOUNTS) {
    console.log(`Demo ${account.label}: ${account.email} / ${account.password}`);
  }
  if (!config.webDist) {
    console.log('Aviso: no se encontró la app web compilada (npm run build).');
  }
});

// A kept-alive connection stays open longer than any client or proxy keeps one idle (they
// commonly keep 60 s). With Node's default of 5 s, a request sent on a connection just as the
// server closes it fails with ECONNRESET; the client's side must always close first.
if (server instanceof Server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

let stopping = false;
async function stop() {
  if (stopping) {
    return;
  }
  stopping = true;
  server.close();
  await shutdown();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
