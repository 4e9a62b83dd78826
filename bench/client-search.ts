// Benchmark: search-as-you-type on the client list: 50,000 clients of one company (and 20,000
// of another, so tenancy is part of every query), prefixes of names, phones and e-mails, sorted
// by name, first page of 25 with filter_count, through the items API on PostgreSQL. Prints
// p50/p95/p99 per request, one typist at a time.
//
//   node --import tsx bench/client-search.ts     (BENCH_DATABASE_URL, default local server;
//                                                 BENCH_RELOAD=true rebuilds the database)
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { openDatabase } from '@sari/db/client';
import { createCompanyUser, ensureModules, provisionCompany } from '@sari/db/provision';
import { sql } from 'drizzle-orm';
import pg from 'pg';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'sari_bench_clients';
const url = new URL(ADMIN_URL);
url.pathname = `/${DB_NAME}`;
const PORT = 3800 + Math.floor(Math.random() * 90);
const CLIENTS = 50_000;
// BENCH_EXACT_COUNT=true asks for the exact filter_count, as the list did before count_limit.
const EXACT = process.env.BENCH_EXACT_COUNT === 'true';

async function newCompany(db: Awaited<ReturnType<typeof openDatabase>>, email: string, clients: number) {
  const company = await db.orm.transaction((tx) =>
    provisionCompany(db, tx, {
      ownerName: 'Bench',
      ownerEmail: email,
      companyName: `Bench ${email}`,
      categoryBusiness: 'centro_belleza',
      siteName: 'Sede 1',
    }),
  );
  await db.orm.transaction((tx) =>
    createCompanyUser(db, tx, {
      authUserId: randomBytes(16).toString('hex'),
      companyId: company.companyId,
      firstName: 'Bench',
      email,
      passwordHash: 'unused',
      roleIds: [company.roles.administrador],
    }),
  );
  // The same shape as the large chain of items-vs-sql.ts.
  await db.rows(sql`insert into client (subscriber_owner_company_id, first_name, last_name, phone, email, document_number)
    select ${company.companyId}, 'Cliente' || g, 'Apellido' || (g % 997), '3' || lpad((g * 7919 % 1000000000)::text, 9, '0'),
      'cliente' || g || '@bench.local', (10000000 + g * 37)::text
    from generate_series(1, ${clients}) g`);
}

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const exists = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
if (!exists.rowCount || process.env.BENCH_RELOAD === 'true') {
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const fresh = await openDatabase({ databaseUrl: url.toString() });
  await fresh.migrate();
  await ensureModules(fresh);
  await newCompany(fresh, 'bench@bench.local', CLIENTS);
  await newCompany(fresh, 'other@bench.local', 20_000);
  await fresh.rows(sql`analyze`);
  await fresh.close();
} else {
  await admin.end();
}

const db = await openDatabase({ databaseUrl: url.toString() });
await db.migrate();
await db.rows(sql`vacuum analyze client`);
const token = randomBytes(24).toString('hex');
await db.rows(sql`insert into auth_session (id, token, user_id, expires_at)
  select ${randomBytes(8).toString('hex')}, ${token}, directus_user_id, now() + interval '1 day' from sari_user where email = 'bench@bench.local'`);
const [{ clients }] = await db.rows<{ clients: number }>(
  sql`select count(*)::int as clients from client c join sari_user u on u.subscriber_owner_company_id = c.subscriber_owner_company_id where u.email = 'bench@bench.local'`,
);
await db.close();

const server = fork(path.join(import.meta.dirname, 'calendar-server.ts'), [], {
  env: { ...process.env, PORT: String(PORT), DATABASE_URL: url.toString(), DEMO_DATA: 'false' },
  execArgv: ['--import', 'tsx'],
});
await new Promise<void>((resolve) => server.once('message', () => resolve()));

// What a receptionist types, letter by letter: names and phone numbers.
const words = [
  'Cliente1234',
  'Cliente42',
  'Apellido99',
  'Apellido5',
  '3000',
  '31234',
  'cliente777@',
  'Cliente4999',
];
const queries = words.flatMap((word) =>
  Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)),
);
const fields = ['id', 'first_name', 'last_name', 'phone', 'email'].map((f) => `fields[]=${f}`).join('&');
const latencies: number[] = [];
const byText = new Map<string, number>();
for (let round = 0; round < 6; round++) {
  for (const text of queries) {
    const started = performance.now();
    const response = await fetch(
      `http://127.0.0.1:${PORT}/api/items/client?search=${encodeURIComponent(text)}&sort[]=first_name&limit=25&meta=filter_count${EXACT ? '' : '&count_limit=1000'}&${fields}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    await response.arrayBuffer();
    if (round > 0) {
      const elapsed = performance.now() - started;
      latencies.push(elapsed);
      byText.set(text, Math.max(byText.get(text) ?? 0, elapsed));
    }
  }
}
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(1);
console.log(
  `${clients.toLocaleString('en')} clients, ${latencies.length} search-as-you-type requests (sorted, first page of 25, ${EXACT ? 'exact filter_count' : 'filter_count up to 1,000'}):`,
);
console.log(`p50 ${pct(0.5)} ms   p95 ${pct(0.95)} ms   p99 ${pct(0.99)} ms   (goal p99 < 30 ms)`);
const slowest = [...byText].sort((a, b) => b[1] - a[1]).slice(0, 5);
console.log(`slowest: ${slowest.map(([text, ms]) => `"${text}" ${ms.toFixed(0)} ms`).join(', ')}`);
server.kill();
process.exit(0);
