// Benchmark: a calendar day (one site, one day, with service, specialist and client names)
// served by the items engine vs. a hand-written SQL route in the same server, on PostgreSQL
// with a large chain loaded. Prints requests/s and p50/p99 for both, and the ratio; then the
// engine asked so that it computes the day every time (it keeps a day until it changes).
//
//   node --import tsx bench/items-vs-sql.ts            (BENCH_DATABASE_URL, default local server)
import { execFileSync, spawnSync } from 'node:child_process';
import { openDatabase } from '@sari/db/client';
import { sql } from 'drizzle-orm';
import { benchToken, CHAIN_DB, prepareChain, startBenchServer, urlFor } from './chain-db';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PORT = 3900 + Math.floor(Math.random() * 90);
const log = (line: string) => console.log(line);

async function calendarDay() {
  const db = await openDatabase({ databaseUrl: urlFor(CHAIN_DB) });
  const [target] = await db.rows<{ site_id: number; date: string }>(sql`
    select r.site_id, r.date::text as date from service_reservation r
    where r.site_id in (select id from site where name ~ '^Sede [0-9]+$')
    order by r.id desc limit 1 offset 5000`);
  await db.close();
  return target;
}

type Result = { requests: number; rps: number; p50: number; p99: number; errors: number };

// wrk (Debian's package) when installed: a C load generator leaves the CPU to the server.
// Otherwise a bounded fetch loop in this process.
const WRK = spawnSync('which', ['wrk']).status === 0;

function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(value.trim());
  if (!match) {
    return Number.NaN;
  }
  const number = Number(match[1]);
  return match[2] === 'us' ? number / 1000 : match[2] === 's' ? number * 1000 : number;
}

function loadWithWrk(url: string, token: string): Result {
  const output = execFileSync(
    'wrk',
    ['-t2', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', '-H', `authorization: Bearer ${token}`, url],
    {
      encoding: 'utf8',
    },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const requests = Number(/(\d+) requests in/.exec(output)?.[1]);
  const errors = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  const p50 = toMs(/\s50%\s+(\S+)/.exec(output)?.[1] ?? '');
  const p99 = toMs(/\s99%\s+(\S+)/.exec(output)?.[1] ?? '');
  return { requests, rps, p50, p99, errors };
}

async function load(url: string, token: string): Promise<Result> {
  if (WRK) {
    return loadWithWrk(url, token);
  }
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const started = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status !== 200) {
        errors++;
      }
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: pct(0.5),
    p99: pct(0.99),
    errors,
  };
}

await prepareChain();
const token = await benchToken();
const { site_id: siteId, date } = await calendarDay();
const server = await startBenchServer(PORT);

const base = `http://127.0.0.1:${PORT}`;
// The calendar's day read: the reservation services of one site and day (both on the row).
const filter = encodeURIComponent(JSON.stringify({ site_id: { _eq: siteId }, date: { _eq: date } }));
const fields = [
  'id',
  'service_time',
  'duration',
  'start_at',
  'end_at',
  'specialist_id.id',
  'specialist_id.name',
  'specialist_id.color_in_reserve',
  'service_id.name',
  'service_reservation_id.id',
  'service_reservation_id.status',
  'service_reservation_id.client_id.first_name',
  'service_reservation_id.client_id.last_name',
];
const query = `${fields.map((f) => `fields[]=${f}`).join('&')}&sort[]=start_at&limit=-1`;
const itemsUrl = `${base}/api/items/service_reservation_service?filter=${filter}&${query}`;
// The same rows asked so that the engine computes them every time (a site list is not a read it
// keeps, decision 027): what the first read of a day after a change costs.
const computedFilter = encodeURIComponent(
  JSON.stringify({ site_id: { _in: [siteId] }, date: { _eq: date } }),
);
const computedUrl = `${base}/api/items/service_reservation_service?filter=${computedFilter}&${query}`;
const sqlUrl = `${base}/bench/calendar-day?date=${date}&site=${siteId}`;

const [itemsAnswer, sqlAnswer, computedAnswer] = await Promise.all(
  [itemsUrl, sqlUrl, computedUrl].map(
    async (url) =>
      (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<{
        data?: unknown[];
      }>,
  ),
);
const same =
  JSON.stringify(itemsAnswer) === JSON.stringify(sqlAnswer) &&
  JSON.stringify(computedAnswer) === JSON.stringify(sqlAnswer);
log(
  `\nCalendar day ${date}, site ${siteId}: ${itemsAnswer.data?.length} services; answers identical: ${same}`,
);
if (!same) {
  log(
    `items: ${JSON.stringify(itemsAnswer).slice(0, 400)}\nsql:   ${JSON.stringify(sqlAnswer).slice(0, 400)}`,
  );
}

await load(itemsUrl, token);
await load(sqlUrl, token);
await load(computedUrl, token);
const engine = await load(itemsUrl, token);
const handWritten = await load(sqlUrl, token);
const computed = await load(computedUrl, token);
const row = (label: string, r: Result) =>
  `${label.padEnd(22)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   (${r.requests} requests, ${r.errors} errors)`;
log(
  `\n${CONNECTIONS} concurrent connections, ${SECONDS} s each, loopback, ${WRK ? 'wrk' : 'fetch loop'}, after a warm-up round:`,
);
log(row('items engine', engine));
log(row('hand-written SQL', handWritten));
log(row('engine, computed', computed));
log(
  `ratio (engine / hand-written throughput): ${((engine.rps / handWritten.rps) * 100).toFixed(1)}%  (goal >= 90%); engine p99 ${engine.p99.toFixed(1)} ms (goal < 50 ms)`,
);
log(
  `computed every time: ${((computed.rps / handWritten.rps) * 100).toFixed(1)}% of the hand-written route, p99 ${computed.p99.toFixed(1)} ms`,
);
server.kill();
process.exit(same ? 0 : 1);
