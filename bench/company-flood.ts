// Benchmark: one company floods its heaviest allowed requests while another company reads one
// row (issue 26, decision 036). Its own database, `sari_bench_flood`: a big company (3 sites, 60
// specialists, 20,000 clients, five years of 300,000 sales each with a service line by a
// specialist and its payment movement, 300,000 reservations, drawer sessions per site and day,
// 20,000 purchase orders) and a small one (one client).
//   1. Every report once over the flood's range, alone: the three slowest are the flood's.
//   2. The other company's one-row read (GET items/client?limit=1) alone, for reference.
//   3. For BENCH_SECONDS (15): 20 of the big company's requests always in flight (those three
//      reports in turn, each sent again the moment it is answered, refused or not), while two
//      readers of the other company read their row without pause. Twice, one after the other:
//      without the line (its bounds set past anything the flood reaches) and with it (the
//      defaults: 1 per company, 8 waiting, pool of 10 and 8 in all).
// Prints the other company's p50/p95/p99 and the flood's answers per second by status.
// Goal: the other company's p99 < 100 ms while the flood runs.
//
//   node --import tsx bench/company-flood.ts   (needs the PostgreSQL server; BENCH_DATABASE_URL,
//   BENCH_SECONDS, BENCH_FLOOD (in flight, default 20), BENCH_READERS (default 2), BENCH_FROM and
//   BENCH_TO (default 0001-01-01 .. 9999-12-30, five years if the server refuses that range),
//   BENCH_LIMIT (rows a report answers, default 10,000, the export's),
//   BENCH_RELOAD=true to rebuild the data, BENCH_BEFORE=<other checkouts, commas between> to measure their servers
//   with the line too (the code before a change, in the same run), BENCH_VARIANTS='label:NAME=value,
//   NAME=value;label:...' for more runs with the line on this code with other settings)

import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { REPORT_IDS } from '@sari/contracts/reports';
import { openDatabase } from '@sari/db/client';
import { createCompanyUser, ensureModules, provisionCompany } from '@sari/db/provision';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ADMIN_URL, startBenchServer, urlFor, vacuumed } from './chain-db';

const DB_NAME = 'sari_bench_flood';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const FLOOD = Number(process.env.BENCH_FLOOD ?? 20);
const READERS = Number(process.env.BENCH_READERS ?? 2);
// Rows a report answers: the largest page allowed (what the web's export asks for).
const LIMIT = Number(process.env.BENCH_LIMIT ?? 10_000);
const FIVE_YEARS = { from: '2021-01-01', to: '2025-12-31' };
const PORT = 4300 + Math.floor(Math.random() * 90);
const log = (line: string) => console.log(line);

type Db = Awaited<ReturnType<typeof openDatabase>>;

async function company(db: Db, name: string, email: string) {
  const made = await db.orm.transaction((tx) =>
    provisionCompany(db, tx, {
      ownerName: name,
      ownerEmail: email,
      companyName: name,
      categoryBusiness: 'centro_belleza',
      siteName: 'Sede 1',
    }),
  );
  await db.orm.transaction((tx) =>
    createCompanyUser(db, tx, {
      authUserId: randomBytes(16).toString('hex'),
      companyId: made.companyId,
      firstName: name,
      email,
      passwordHash: 'unused',
      roleIds: [made.roles.administrador],
    }),
  );
  return made.companyId;
}

// The two companies and the big one's history, with set-based SQL. Skipped when already there.
async function prepare() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
  if (exists.rowCount && process.env.BENCH_RELOAD !== 'true') {
    await admin.end();
    log(`Reusing database ${DB_NAME} (BENCH_RELOAD=true to rebuild it).`);
    const db = await openDatabase({ databaseUrl: urlFor(DB_NAME) });
    await db.migrate();
    await db.close();
    return;
  }
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const db = await openDatabase({ databaseUrl: urlFor(DB_NAME) });
  await db.migrate();
  await ensureModules(db);
  const big = await company(db, 'Cadena Inundación', 'flood@bench.local');
  const small = await company(db, 'Salón Vecino', 'other@bench.local');
  await db.rows(sql`insert into client (subscriber_owner_company_id, first_name, last_name, phone)
    values (${small}, 'Clienta', 'Vecina', '3000000000')`);
  const c = sql.raw(String(big));
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const started = Date.now();
    await db.rows(query);
    log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  log('Loading the big company...');
  await step(
    'sites, specialists, services, clients',
    sql`with s as (insert into site (subscriber_owner_company_id, name) select ${c}, 'Sede ' || g from generate_series(2, 3) g),
      sp as (insert into specialist (subscriber_owner_company_id, name, last_name) select ${c}, 'Especialista ' || g, 'Apellido' from generate_series(1, 60) g),
      sv as (insert into service (subscriber_owner_company_id, name, duration) select ${c}, 'Servicio ' || g, 45 from generate_series(1, 20) g)
    insert into client (subscriber_owner_company_id, first_name, last_name, phone, email)
    select ${c}, 'Cliente' || g, 'Apellido' || (g % 997), '3' || lpad((g * 7919 % 1000000000)::text, 9, '0'), 'cliente' || g || '@bench.local'
    from generate_series(1, 20000) g`,
  );
  await step(
    'drawer sessions (one per site and day)',
    sql`insert into cash_drawer_session (subscriber_owner_company_id, site_id, status, opened_at, closed_at, opening_amount)
    select ${c}, s.id, 'closed', (d::date + time '13:00') at time zone 'UTC', (d::date + time '23:00') at time zone 'UTC', 100000
    from generate_series(timestamp '2021-01-01', timestamp '2025-12-31', interval '1 day') d
    cross join site s where s.subscriber_owner_company_id = ${c}`,
  );
  await step(
    '300,000 sales over five years',
    sql`with st as (select array_agg(id order by id) as ids from site where subscriber_owner_company_id = ${c}),
         cl as (select min(id) as first_id from client where subscriber_owner_company_id = ${c})
    insert into history_payment (subscriber_owner_company_id, site_id, client_id, subtotal, discount_total, total, amount_paid, date_created)
    select ${c}, (select ids[1 + g % 3] from st), (select first_id from cl) + (g % 20000),
      50000, 0, 50000, 50000, timestamptz '2021-01-01 13:00' + make_interval(mins => (g * 8.76)::int)
    from generate_series(0, 299999) g`,
  );
  await step(
    'a service line by a specialist on every sale',
    sql`with sp as (select array_agg(id order by id) as ids from specialist where subscriber_owner_company_id = ${c}),
         sv as (select array_agg(id order by id) as ids from service where subscriber_owner_company_id = ${c})
    insert into history_payment_detail (subscriber_owner_company_id, history_payment_id, line_type, service_id, specialist_id,
      amount, unit_price, total, commission, commission_type)
    select ${c}, h.id, 'service', (select ids[1 + h.id % 20] from sv), (select ids[1 + (h.id / 7) % 60] from sp),
      1, 50000, 50000, 40, '%'
    from history_payment h where h.subscriber_owner_company_id = ${c}`,
  );
  await step(
    'payment movements',
    sql`with m as (
      insert into money_movement (subscriber_owner_company_id, site_id, amount, direction, payment_methods_name, concept, type,
        cash_drawer_session_id, client_id, date_created)
      select ${c}, h.site_id, h.total, 'in', case when h.id % 3 = 0 then 'tarjeta' else 'efectivo' end, 'Venta #' || h.id, 'sale',
        (select cs.id from cash_drawer_session cs where cs.subscriber_owner_company_id = ${c} and cs.site_id = h.site_id
          and cs.opened_at = ((h.date_created at time zone 'UTC')::date + time '13:00') at time zone 'UTC' limit 1),
        h.client_id, h.date_created
      from history_payment h where h.subscriber_owner_company_id = ${c}
      returning id, concept)
    insert into history_payment_method (subscriber_owner_company_id, history_payment_id, money_movement_id)
    select ${c}, substr(m.concept, 8)::int, m.id from m`,
  );
  await step(
    '300,000 reservations with their service',
    sql`with sp as (select array_agg(id order by id) as ids from specialist where subscriber_owner_company_id = ${c}),
         sv as (select array_agg(id order by id) as ids from service where subscriber_owner_company_id = ${c}),
         st as (select array_agg(id order by id) as ids from site where subscriber_owner_company_id = ${c}),
         cl as (select min(id) as first_id from client where subscriber_owner_company_id = ${c}),
         slots as (
           select g, (select ids[1 + (g / 8) % 60] from sp) as specialist, (select ids[1 + ((g / 8) % 60) % 3] from st) as site,
             date '2021-01-01' + (g / 480) as day, time '08:00' + make_interval(hours => g % 8) as start
           from generate_series(0, 299999) g),
         r as (
           insert into service_reservation (subscriber_owner_company_id, site_id, client_id, date, status)
           select ${c}, site, (select first_id from cl) + (g % 20000), day, (array['confirmada','cliente_llego','inicio_servicio','no_llego'])[1 + g % 4]
           from slots order by g returning id, date),
         numbered as (select id, row_number() over (order by id) - 1 as g from r)
    insert into service_reservation_service (subscriber_owner_company_id, service_reservation_id, site_id, service_id, specialist_id,
      date, service_time, duration, start_at, end_at, price)
    select ${c}, n.id, s.site, (select ids[1 + s.g % 20] from sv), s.specialist, s.day, s.start, 45,
      s.day + s.start, s.day + s.start + interval '45 minutes', 50000
    from numbered n join slots s on s.g = n.g`,
  );
  await step(
    'suppliers, products and 20,000 purchase orders',
    sql`with su as (insert into supplier (subscriber_owner_company_id, name) select ${c}, 'Proveedor ' || g from generate_series(1, 20) g returning id),
      pr as (insert into product (subscriber_owner_company_id, name, cost) select ${c}, 'Producto ' || g, 4000 from generate_series(1, 100) g returning id),
      o as (
        insert into purchase_order (subscriber_owner_company_id, supplier_id, site_id, status, order_date, total, paid_total)
        select ${c}, (select id from su order by id offset g % 20 limit 1),
          (select min(id) from site where subscriber_owner_company_id = ${c}),
          (array['ordered','partial','received','received'])[1 + g % 4], date '2021-01-01' + (g % 1800), 90000, (g % 3) * 30000
        from generate_series(1, 20000) g returning id)
    insert into purchase_order_line (subscriber_owner_company_id, purchase_order_id, product_id, quantity, unit_cost_on_order, received_quantity)
    select ${c}, o.id, (select id from pr order by id offset o.id % 100 limit 1), 5, 9000, 5 from o`,
  );
  await vacuumed(db);
  await db.close();
}

async function token(db: Db, email: string) {
  const value = randomBytes(24).toString('hex');
  await db.rows(sql`insert into auth_session (id, token, user_id, expires_at)
    select ${randomBytes(8).toString('hex')}, ${value}, directus_user_id, now() + interval '1 day' from sari_user where email = ${email}`);
  return value;
}

type Result = { ms: number; status: number };
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const get = (path: string, bearer: string) =>
  new Promise<Result>((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      `http://127.0.0.1:${PORT}${path}`,
      { agent, headers: { authorization: `Bearer ${bearer}` } },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const figures = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `p50 ${pct(sorted, 0.5).toFixed(1)} ms, p95 ${pct(sorted, 0.95).toFixed(1)} ms, p99 ${pct(sorted, 0.99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`;
};
const byStatus = (statuses: number[], seconds: number) => {
  const counts = new Map<number, number>();
  for (const status of statuses) {
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count} × ${status} (${(count / seconds).toFixed(1)}/s)`)
    .join(', ');
};

// `loops` callers, each sending its next request the moment the last is answered, until the deadline.
async function loop(loops: number, until: number, call: (n: number) => Promise<Result>) {
  const results: Result[] = [];
  let n = 0;
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (Date.now() < until) {
        results.push(await call(n++));
      }
    }),
  );
  return results;
}

async function main() {
  await prepare();
  const db = await openDatabase({ databaseUrl: urlFor(DB_NAME) });
  const flood = await token(db, 'flood@bench.local');
  const other = await token(db, 'other@bench.local');
  const env = { DATABASE_URL: urlFor(DB_NAME), DATABASE_POOL_SIZE: '10', STATEMENT_TIMEOUT_MS: '5000' };
  const stop = async (server: Awaited<ReturnType<typeof startBenchServer>>) => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };

  // The daily sums of five years brought up to date once, with no statement budget (a live
  // company's are kept up to date by its reports, a few days at a time; decision 026).
  let server = await startBenchServer(PORT, { ...env, STATEMENT_TIMEOUT_MS: '0' });
  const started = performance.now();
  await get(`/api/reports/salesSite?from=${FIVE_YEARS.from}&to=${FIVE_YEARS.to}&site_id=0`, flood);
  await get(`/api/reports/appointmentSummary?from=${FIVE_YEARS.from}&to=${FIVE_YEARS.to}&site_id=0`, flood);
  log(`\nDaily sums brought up to date: ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  await stop(server);
  await vacuumed(db);

  // The pool and statement budget of production; the line's bounds past anything the flood reaches.
  const noLine = {
    ...env,
    HEAVY_READS_PER_COMPANY: '1000',
    HEAVY_READS_COMPANY_WAITING: '1000',
    HEAVY_READS_AT_ONCE: '1000',
  };
  server = await startBenchServer(PORT, noLine);
  let range = { from: process.env.BENCH_FROM ?? '0001-01-01', to: process.env.BENCH_TO ?? '9999-12-30' };
  const probe = await get(`/api/reports/salesSite?from=${range.from}&to=${range.to}&site_id=0`, flood);
  if (probe.status === 400) {
    log(`The server refuses ${range.from} .. ${range.to}: the flood asks for five years.`);
    range = FIVE_YEARS;
  }
  const query = `from=${range.from}&to=${range.to}&site_id=0&limit=${LIMIT}`;
  log(`\nEvery report over ${range.from} .. ${range.to}, alone (ms, status):`);
  const alone: { id: string; ms: number; status: number }[] = [];
  for (const id of REPORT_IDS) {
    const result = await get(`/api/reports/${id}?${query}`, flood);
    alone.push({ id, ...result });
  }
  alone.sort((a, b) => b.ms - a.ms);
  log(
    alone
      .map((each) => `  ${each.id.padEnd(34)} ${each.ms.toFixed(0).padStart(6)}  ${each.status}`)
      .join('\n'),
  );
  const heaviest = alone.filter((each) => each.status === 200).slice(0, 3);
  const floodPaths = heaviest.map((each) => `/api/reports/${each.id}?${query}`);
  log(`The flood: ${heaviest.map((each) => each.id).join(', ')}, ${FLOOD} in flight.`);
  const read = '/api/items/client?limit=1&fields=id,first_name';
  const quiet = await loop(READERS, Date.now() + 5000, () => get(read, other));
  log(
    `\nThe other company's one-row read, alone (${READERS} readers, 5 s): ${figures(quiet.map((r) => r.ms))}`,
  );

  const measure = async (label: string) => {
    const until = Date.now() + SECONDS * 1000;
    const [floodResults, reads] = await Promise.all([
      loop(FLOOD, until, (n) => get(floodPaths[n % floodPaths.length], flood)),
      loop(READERS, until, () => get(read, other)),
    ]);
    log(`\n${label}:`);
    log(
      `  the other company's one-row read: ${figures(reads.map((r) => r.ms))} (${reads.length} reads, ${byStatus(
        reads.map((r) => r.status),
        SECONDS,
      )})`,
    );
    const done = floodResults.filter((r) => r.status === 200);
    log(
      `  the flood: ${byStatus(
        floodResults.map((r) => r.status),
        SECONDS,
      )}; its reports made ${figures(done.map((r) => r.ms))}`,
    );
  };
  await measure('Without the line (bounds past the flood)');
  await stop(server);
  for (const before of (process.env.BENCH_BEFORE ?? '').split(',').filter(Boolean)) {
    server = await startBenchServer(PORT, env, before);
    await get(read, other);
    await measure(`With the line, the server of ${before} (its defaults)`);
    await stop(server);
  }
  server = await startBenchServer(PORT, env);
  await get(read, other);
  await measure('With the line (this code, its defaults)');
  await stop(server);
  for (const variant of (process.env.BENCH_VARIANTS ?? '').split(';').filter(Boolean)) {
    const [label, settings = ''] = variant.split(':');
    const extra = Object.fromEntries(
      settings
        .split(',')
        .filter(Boolean)
        .map((pair) => pair.split('=')),
    );
    server = await startBenchServer(PORT, { ...env, ...extra });
    await get(read, other);
    await measure(`With the line, ${label} (${settings})`);
    await stop(server);
  }
  await db.close();
  agent.destroy();
}

await main();
