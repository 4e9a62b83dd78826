// Benchmark: search-as-you-type on the client list of the large chain (50,000 clients, loaded
// by items-vs-sql.ts): prefixes of names and phones, sorted by name, first page of 25, through
// the items API on PostgreSQL. Prints p50/p99 per request, one typist at a time.
//
//   node --import tsx bench/client-search.ts     (after bench/items-vs-sql.ts has loaded the data)
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { openDatabase } from '@sari/db/client';
import { sql } from 'drizzle-orm';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const url = new URL(ADMIN_URL);
url.pathname = '/sari_bench_chain';
const PORT = 3800 + Math.floor(Math.random() * 90);

const db = await openDatabase({ databaseUrl: url.toString() });
await db.migrate();
const token = randomBytes(24).toString('hex');
await db.rows(sql`insert into auth_session (id, token, user_id, expires_at)
  select ${randomBytes(8).toString('hex')}, ${token}, directus_user_id, now() + interval '1 day' from sari_user where email = 'bench@bench.local'`);
const [{ clients }] = await db.rows<{ clients: number }>(sql`select count(*)::int as clients from client`);
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
for (let round = 0; round < 6; round++) {
  for (const text of queries) {
    const started = performance.now();
    const response = await fetch(
      `http://127.0.0.1:${PORT}/api/items/client?search=${encodeURIComponent(text)}&sort[]=first_name&limit=25&meta=filter_count&${fields}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    await response.arrayBuffer();
    if (round > 0) {
      latencies.push(performance.now() - started);
    }
  }
}
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(1);
console.log(
  `${clients.toLocaleString('en')} clients, ${latencies.length} search-as-you-type requests (sorted, first page of 25, with filter_count):`,
);
console.log(`p50 ${pct(0.5)} ms   p95 ${pct(0.95)} ms   p99 ${pct(0.99)} ms   (goal p99 < 30 ms)`);
server.kill();
process.exit(0);
