import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

export type Config = {
  port: number;
  // Public URL of the app (used in e-mailed links and as better-auth's base URL).
  baseUrl: string;
  dataDir: string;
  databaseUrl?: string;
  authSecret: string;
  trustedOrigins: string[];
  // Sign-in attempts allowed per client IP per minute.
  signInPerMinute: number;
  // Business sign-up requests allowed per client IP per hour.
  signUpPerHour: number;
  // Online bookings allowed per client IP per hour (each phone also books at most 5 a day).
  publicBookingsPerHour: number;
  // Public calendar writes (online bookings, their moves and cancellations, waitlist claims) run
  // at most this many at a time per process; the others wait their turn (decision 029).
  bookingsAtOnce: number;
  // How many may wait for a turn before one more is turned away with a 503.
  bookingsWaiting: number;
  // PostgreSQL only: the connections this process keeps open to the database.
  databasePoolSize: number;
  // The heavy reads (reports, payslips, closing reports, the client export; decision 036) of
  // one company run at most this many at a time per process; the others wait their turn.
  heavyReadsPerCompany: number;
  // How many of one company's heavy reads may wait; past it, one more is a 429.
  heavyReadsCompanyWaiting: number;
  // The heavy reads of every company together, at most this many at a time per process: fewer
  // than the pool's connections, so the light requests always find one.
  heavyReadsAtOnce: number;
  // PostgreSQL only: the longest any statement of a request may run (the embedded database
  // cannot interrupt a statement; the read budget of the items engine bounds it there).
  statementTimeoutMs: number;
  // The largest answer one items read may build (bytes); past it the read is a 400.
  maxAnswerBytes: number;
  // Trust X-Forwarded-For for the client IP (behind a reverse proxy).
  trustProxy: boolean;
  loadDemo: boolean;
  webDist: string | null;
  mailFrom: string;
  smtpUrl?: string;
  // The WhatsApp Business Cloud API (Graph API) address; tests point it at a local fake.
  whatsappApiUrl: string;
  // 32 bytes that encrypt the secrets stored in the database (AES-256-GCM, decision 054);
  // derived from the auth secret when SECRETS_KEY is not set.
  secretsKey?: string;
  // How often each process looks for due jobs (reminders, links, offers).
  jobsEveryMs: number;
  // The web app's public settings (spec 7: the shared HTTP client's base address comes from
  // the public setting apiBaseUrl), served at /public-settings.json.
  publicSettings: { apiBaseUrl: string };
  // Tests and demos: the business clock starts at this instant (ISO) and runs from there.
  clockStart?: string;
};

// A setting that must be a whole number of at least 1; anything else is the default.
function wholeNumber(value: string | undefined, fallback: number) {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= 1 ? number : fallback;
}

function secretFor(dataDir: string): string {
  const file = path.join(dataDir, '.auth-secret');
  if (existsSync(file)) {
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const baseUrl = (env.BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const webDist = path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist'));
  const databasePoolSize = wholeNumber(env.DATABASE_POOL_SIZE, 10);
  return {
    port,
    baseUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    authSecret: env.AUTH_SECRET ?? secretFor(dataDir),
    trustedOrigins: [
      baseUrl,
      `http://127.0.0.1:${port}`,
      `http://localhost:${port}`,
      ...(env.TRUSTED_ORIGINS?.split(',') ?? []),
    ]
      .map((origin) => origin.trim())
      .filter(Boolean),
    signInPerMinute: Number(env.SIGN_IN_PER_MINUTE ?? 10),
    signUpPerHour: Number(env.SIGN_UP_PER_HOUR ?? 5),
    publicBookingsPerHour: Number(env.PUBLIC_BOOKINGS_PER_HOUR ?? 10),
    // One per core, and at least two: a booking alternates between this process and the
    // database, so two keep both busy; more only share the same cores.
    bookingsAtOnce: wholeNumber(env.BOOKINGS_AT_ONCE, Math.max(2, availableParallelism())),
    bookingsWaiting: wholeNumber(env.BOOKINGS_WAITING, 500),
    databasePoolSize,
    // One: a heavy read runs on one core (decision 036), so one company never holds more than
    // one core of the database, whatever it sends.
    heavyReadsPerCompany: wholeNumber(env.HEAVY_READS_PER_COMPANY, 1),
    heavyReadsCompanyWaiting: wholeNumber(env.HEAVY_READS_COMPANY_WAITING, 8),
    // Two connections of the pool always left to everything else (at least one heavy read).
    heavyReadsAtOnce: wholeNumber(env.HEAVY_READS_AT_ONCE, Math.max(1, databasePoolSize - 2)),
    statementTimeoutMs: Number(env.STATEMENT_TIMEOUT_MS ?? 5000),
    maxAnswerBytes: Number(env.MAX_ANSWER_BYTES ?? 32 * 1024 * 1024),
    trustProxy: env.TRUST_PROXY === 'true',
    loadDemo: env.DEMO_DATA !== 'false',
    webDist: existsSync(webDist) ? webDist : null,
    mailFrom: env.MAIL_FROM ?? 'Sari <no-reply@localhost>',
    smtpUrl: env.SMTP_URL || undefined,
    jobsEveryMs: Number(env.JOBS_EVERY_MS ?? 15_000),
    whatsappApiUrl: (env.WHATSAPP_API_URL || 'https://graph.facebook.com/v21.0').replace(/\/$/, ''),
    secretsKey: env.SECRETS_KEY || undefined,
    publicSettings: { apiBaseUrl: (env.PUBLIC_API_BASE_URL || '/api').replace(/\/$/, '') },
    clockStart: env.CLOCK_START || undefined,
  };
}
