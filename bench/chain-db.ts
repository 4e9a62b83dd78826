// The benchmarks' large chain on PostgreSQL (bench/calendar-load.ts), built once and reused, a
// session token of its administrator, and the app server in its own process.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { openDatabase } from '@sari/db/client';
import { createCompanyUser, ensureModules, provisionCompany } from '@sari/db/provision';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadChain, SCALE } from './calendar-load';

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const CHAIN_DB = 'sari_bench_chain';
const log = (line: string) => console.log(line);

export function urlFor(database: string) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function prepareChain() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [CHAIN_DB]);
  if (exists.rowCount && process.env.BENCH_RELOAD !== 'true') {
    await admin.end();
    log(`Reusing database ${CHAIN_DB} (BENCH_RELOAD=true to rebuild it).`);
    const db = await openDatabase({ databaseUrl: urlFor(CHAIN_DB) });
    await db.migrate();
    await db.close();
    return;
  }
  await admin.query(`drop database if exists ${CHAIN_DB} with (force)`);
  await admin.query(`create database ${CHAIN_DB}`);
  await admin.end();
  const db = await openDatabase({ databaseUrl: urlFor(CHAIN_DB) });
  await db.migrate();
  await ensureModules(db);
  const company = await db.orm.transaction((tx) =>
    provisionCompany(db, tx, {
      ownerName: 'Bench',
      ownerEmail: 'bench@bench.local',
      companyName: 'Cadena Bench',
      categoryBusiness: 'centro_belleza',
      siteName: 'Sede 1',
    }),
  );
  await db.orm.transaction((tx) =>
    createCompanyUser(db, tx, {
      authUserId: randomBytes(16).toString('hex'),
      companyId: company.companyId,
      firstName: 'Bench',
      email: 'bench@bench.local',
      passwordHash: 'unused',
      roleIds: [company.roles.administrador],
    }),
  );
  log(
    `Loading ${SCALE.reservationServices.toLocaleString('en')} reservation services, ${SCALE.sales.toLocaleString('en')} sales, ${SCALE.clients.toLocaleString('en')} clients...`,
  );
  await loadChain(db, company.companyId, log);
  await db.close();
}

// A fresh session of the chain's administrator (what the Authorization header carries).
export async function benchToken(): Promise<string> {
  const db = await openDatabase({ databaseUrl: urlFor(CHAIN_DB) });
  const token = randomBytes(24).toString('hex');
  await db.rows(sql`insert into auth_session (id, token, user_id, expires_at)
    select ${randomBytes(8).toString('hex')}, ${token}, directus_user_id, now() + interval '1 day' from sari_user where email = 'bench@bench.local'`);
  await db.close();
  return token;
}

// The app (plus the hand-written comparison route) in its own process, as in production.
export async function startBenchServer(port: number) {
  const server = fork(path.join(import.meta.dirname, 'calendar-server.ts'), [], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: urlFor(CHAIN_DB), DEMO_DATA: 'false' },
    execArgv: ['--import', 'tsx'],
  });
  await new Promise<void>((resolve, reject) => {
    server.once('message', () => resolve());
    server.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return server;
}
