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
    await vacuumed(db);
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
  await vacuumed(db);
  await db.close();
}

// What autovacuum keeps for a live database (visibility map, statistics, no dead rows), which
// this machine's PostgreSQL runs without: a benchmark measures a maintained database. Quick once
// the tables are all-visible; `tables` limits it to what a benchmark has just rewritten.
export async function vacuumed(db: Awaited<ReturnType<typeof openDatabase>>, tables: string[] = []) {
  const started = Date.now();
  await db.rows(sql.raw(`vacuum (analyze) ${tables.map((name) => `"${name}"`).join(', ')}`));
  if (tables.length === 0) {
    log(`Vacuumed and analyzed (${((Date.now() - started) / 1000).toFixed(1)} s).`);
  }
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

// The app (plus the hand-written comparison route) in its own process, as in production; `env`
// sets its settings (another database, the pool, the waiting lines); `checkout`, another checkout
// of the repository whose server runs instead (to compare two versions of the code in one run).
export async function startBenchServer(port: number, env: Record<string, string> = {}, checkout?: string) {
  const dir = checkout ? path.join(path.resolve(checkout), 'bench') : import.meta.dirname;
  const server = fork(path.join(dir, 'calendar-server.ts'), [], {
    cwd: checkout ? path.resolve(checkout) : undefined,
    env: { ...process.env, PORT: String(port), DATABASE_URL: urlFor(CHAIN_DB), DEMO_DATA: 'false', ...env },
    // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops
    // (bench/profile-summary.mjs prints where its time went).
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
  });
  await new Promise<void>((resolve, reject) => {
    server.once('message', () => resolve());
    server.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return server;
}

// One more site of the chain with its own hours, one service and `count` specialists who offer
// it there (the public booking and calendar browser benchmarks). Idempotent by the names.
export async function extraSite(
  db: Awaited<ReturnType<typeof openDatabase>>,
  options: {
    site: string;
    service: string;
    duration: number;
    price: number;
    specialists: number;
    hours: [string, string];
    specialistName: string;
  },
) {
  const [company] = await db.rows<{ id: number }>(
    sql`select id from subscriber_owner_company order by id limit 1`,
  );
  let [site] = await db.rows<{ id: number }>(sql`select id from site where name = ${options.site}`);
  if (!site) {
    [site] = await db.rows<{ id: number }>(
      sql`insert into site (subscriber_owner_company_id, name) values (${company.id}, ${options.site}) returning id`,
    );
    const [time] = await db.rows<{ id: number }>(
      sql`insert into site_schedule_time (subscriber_owner_company_id, start_time, end_time) values (${company.id}, ${options.hours[0]}, ${options.hours[1]}) returning id`,
    );
    await db.rows(sql`insert into site_schedule (subscriber_owner_company_id, site_id, weekday, is_active, site_schedule_time_id)
      select ${company.id}, ${site.id}, g, true, ${time.id} from generate_series(0, 6) g`);
  }
  let [service] = await db.rows<{ id: number }>(sql`select id from service where name = ${options.service}`);
  if (!service) {
    [service] = await db.rows<{ id: number }>(
      sql`insert into service (subscriber_owner_company_id, name, duration) values (${company.id}, ${options.service}, ${options.duration}) returning id`,
    );
    await db.rows(sql`insert into service_site_price (subscriber_owner_company_id, service_id, site_id, price)
      values (${company.id}, ${service.id}, ${site.id}, ${options.price})`);
  }
  const specialists = await db.rows<{ id: number }>(
    sql`select specialist_id as id from specialist_site where site_id = ${site.id} order by specialist_id`,
  );
  if (specialists.length < options.specialists) {
    const made = await db.rows<{ id: number }>(sql`
      insert into specialist (subscriber_owner_company_id, name, color_in_reserve)
      select ${company.id}, ${options.specialistName} || ' ' || lpad(g::text, 2, '0'),
        (array['#7E57C2', '#F8BBD0', '#26A69A', '#FFE082', '#5C6BC0'])[1 + g % 5]
      from generate_series(${specialists.length + 1}::int, ${options.specialists}::int) g returning id`);
    for (const specialist of made) {
      await db.rows(
        sql`insert into specialist_site (subscriber_owner_company_id, specialist_id, site_id) values (${company.id}, ${specialist.id}, ${site.id})`,
      );
      await db.rows(
        sql`insert into service_specialist (subscriber_owner_company_id, service_id, specialist_id) values (${company.id}, ${service.id}, ${specialist.id})`,
      );
    }
    specialists.push(...made);
  }
  // They work the site's opening hours: no availability windows (another benchmark's data, such
  // as bench/reports.ts's, must not send them to another site).
  await db.rows(
    sql`delete from specialist_availability where specialist_id in (select specialist_id from specialist_site where site_id = ${site.id})`,
  );
  const [client] = await db.rows<{ id: number }>(
    sql`select min(id) as id from client where subscriber_owner_company_id = ${company.id}`,
  );
  return { company: company.id, site: site.id, service: service.id, client: client.id, specialists };
}
