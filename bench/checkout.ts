// Benchmark: the checkout operation (POST items/history_payment) with 1,000,000
// sales already in the database, by 8 cashiers at once, one per site of the chain (each a
// bounded loop: charge, wait for the answer, charge again). Prints p50/p95/p99 and charges per
// second. Goal: p99 < 60 ms. (Two cashiers selling the same product at the same site queue on
// its stock row by design: units are never sold twice.) Then the same with a package line
// (issue 29, decision 051): a visit of a service paid with one session of the client's session
// package, each cashier spending the sessions of its own clients' packages (sold through the API
// before the run; a client's sessions are spent one at a time by design). Goal: p99 < 60 ms.
//
//   node --import tsx bench/checkout.ts        (needs the PostgreSQL server; BENCH_CASHIERS,
//                                               BENCH_SECONDS, BENCH_ONLY=product or package,
//                                               BENCH_PACKAGES (packages of 1,000 sessions per
//                                               cashier, default 4); builds bench/chain-db.ts once)
import { readFileSync } from 'node:fs';
import { openDatabase } from '@sari/db/client';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ADMIN_URL, benchToken, CHAIN_DB, prepareChain, startBenchServer, urlFor } from './chain-db';

const CASHIERS = Number(process.env.BENCH_CASHIERS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ONLY = process.env.BENCH_ONLY;
const PACKAGES = Number(process.env.BENCH_PACKAGES ?? 4);
const PORT = 4000 + Math.floor(Math.random() * 90);

// What a salon's counter needs: a priced product with units at the first site, a payment
// method and an open drawer. Idempotent, so the chain can be reused.
async function prepareCounter() {
  const db = await openDatabase({ databaseUrl: urlFor(CHAIN_DB) });
  const [company] = await db.rows<{ id: number; sites: number[]; user: number }>(
    sql`select c.id, (select array_agg(id order by id) from site where subscriber_owner_company_id = c.id) as sites,
          (select id from sari_user where email = 'bench@bench.local') as user
        from subscriber_owner_company c order by c.id limit 1`,
  );
  let [product] = await db.rows<{ id: number }>(sql`select id from product where name = 'Champú bench'`);
  if (!product) {
    await db.rows(
      sql`insert into product_type_price (subscriber_owner_company_id, name, is_default) values (${company.id}, 'Público bench', true)`,
    );
    [product] = await db.rows<{ id: number }>(
      sql`insert into product (subscriber_owner_company_id, name) values (${company.id}, 'Champú bench') returning id`,
    );
  }
  for (const site of company.sites) {
    await db.rows(sql`insert into product_price (subscriber_owner_company_id, product_id, site_id, product_type_price_id, price)
      select ${company.id}, ${product.id}, ${site}, t.id, 25000 from product_type_price t
      where t.name = 'Público bench' and not exists (select 1 from product_price where product_id = ${product.id} and site_id = ${site})`);
  }
  for (const site of company.sites) {
    await db.rows(sql`insert into product_stock (subscriber_owner_company_id, product_id, site_id, current_stock)
      values (${company.id}, ${product.id}, ${site}, 900000)
      on conflict (product_id, site_id) do update set current_stock = 900000`);
    const [open] = await db.rows(
      sql`select 1 from cash_drawer_session where site_id = ${site} and status = 'open'`,
    );
    if (!open) {
      await db.rows(sql`insert into cash_drawer_session (subscriber_owner_company_id, site_id, opened_by, opening_amount)
        values (${company.id}, ${site}, ${company.user}, 0)`);
    }
  }
  const [sales] = await db.rows<{ n: number }>(sql`select count(*)::int as n from history_payment`);
  await db.close();
  return { sites: company.sites, product: product.id, sales: sales.n };
}

await prepareChain();
const counter = await prepareCounter();
const token = await benchToken();
// BENCH_CHECKOUT=<dir>: another checkout of the repository serves instead (before and after a
// change, measured by one script in one sitting).
const server = await startBenchServer(PORT, {}, process.env.BENCH_CHECKOUT);
const base = `http://127.0.0.1:${PORT}/api`;
const post = async (path: string, body: unknown) => {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { ms: performance.now() - started, ok: response.status === 200, status: response.status, text };
};
const created = async (path: string, body: unknown) => {
  const answer = await post(path, body);
  if (!answer.ok) {
    throw new Error(`${path}: ${answer.status} ${answer.text}`);
  }
  return JSON.parse(answer.text).data;
};

// A product sale paid in cash (the spec's checkout).
const productSale = (cashier: number) => ({
  site_id: counter.sites[cashier % counter.sites.length],
  cart_type: 'product',
  lines: [{ product_id: counter.product, amount: 1 }],
  payments: [{ amountPay: 30000, paymentMethod: 'efectivo' }],
  total: 25000,
});

// A service covered by a 1,000-session package at every site, and for each cashier PACKAGES
// clients who bought one at its site; a visit takes the next client in turn.
async function preparePackages() {
  const category = await created('/items/service_category', { name: `Bench planes ${Date.now()}` });
  const specialist = await created('/items/specialist', {
    name: 'Especialista planes',
    color_in_reserve: '#7E57C2',
    specialist_site: counter.sites.map((site_id) => ({ site_id })),
  });
  const service = await created('/items/service', {
    name: `Masaje plan ${Date.now()}`,
    duration: 30,
    service_category_id: category.id,
    service_site_price: counter.sites.map((site_id) => ({ site_id, price: 30000 })),
    service_specialist: [{ specialist_id: specialist.id }],
  });
  const plan = await created('/items/session_package', {
    name: `Plan bench ${Date.now()}`,
    sessions: 1000,
    validity: 12,
    validity_unit: 'months',
    is_active: true,
    services: [{ service_id: service.id }],
    prices: counter.sites.map((site_id) => ({ site_id, price: 250000 })),
  });
  const wallets: { site: number; client: number; instrument: number }[][] = [];
  for (let cashier = 0; cashier < CASHIERS; cashier++) {
    const site = counter.sites[cashier % counter.sites.length];
    wallets.push([]);
    for (let n = 0; n < PACKAGES; n++) {
      const client = await created('/items/client', {
        first_name: 'Plan',
        last_name: `Bench ${cashier}-${n}`,
      });
      const sale = await created('/sales/checkout', {
        site_id: site,
        client_id: client.id,
        lines: [{ package: plan.id }],
        payments: [{ amountPay: 250000, paymentMethod: 'efectivo' }],
      });
      wallets[cashier].push({ site, client: client.id, instrument: sale.packages_sold[0].id });
    }
  }
  return { service: service.id, specialist: specialist.id, wallets };
}

// The CPU a process has used (user + system, ms), from /proc: what one charge costs the server
// and PostgreSQL is their CPU over the run divided by the charges, a figure a busy machine
// changes far less than it changes the latencies (Linux only; null elsewhere).
const cpuMs = (pid: number) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
};
const watcher = new pg.Client({ connectionString: ADMIN_URL });
await watcher.connect();
const backends = async () =>
  (
    await watcher.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [CHAIN_DB])
  ).rows.map((row) => row.pid);
const cpuNow = async () => {
  const database = new Map<number, number>();
  for (const pid of await backends()) {
    database.set(pid, cpuMs(pid) ?? 0);
  }
  return { server: cpuMs(server.pid!), database };
};

const run = async (seconds: number, bodyFor: (cashier: number, turn: number) => unknown) => {
  const latencies: number[] = [];
  let errors = 0;
  let lastError = '';
  const before = await cpuNow();
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CASHIERS }, async (_, cashier) => {
      for (let turn = 0; Date.now() < deadline; turn++) {
        const result = await post('/items/history_payment', bodyFor(cashier, turn));
        latencies.push(result.ms);
        if (!result.ok) {
          errors += 1;
          lastError = `${result.status} ${result.text.slice(0, 200)}`;
        }
      }
    }),
  );
  const after = await cpuNow();
  let database = 0;
  for (const [pid, ms] of after.database) {
    database += ms - (before.database.get(pid) ?? 0);
  }
  const server = after.server !== null && before.server !== null ? after.server - before.server : null;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return {
    count: latencies.length,
    errors,
    lastError,
    rate: latencies.length / seconds,
    p50: pct(0.5),
    p95: pct(0.95),
    p99: pct(0.99),
    serverCpu: server === null ? null : server / latencies.length,
    databaseCpu: database / latencies.length,
  };
};
const line = (label: string, result: Awaited<ReturnType<typeof run>>) =>
  `  ${label.padEnd(24)} ${result.count} charges (${result.rate.toFixed(0)}/s, ${result.errors} errors)   p50 ${result.p50.toFixed(1)} ms   p95 ${result.p95.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms   (goal p99 < 60 ms)${result.serverCpu === null ? '' : `\n    CPU per charge: server ${result.serverCpu.toFixed(2)} ms, PostgreSQL ${result.databaseCpu.toFixed(2)} ms`}${result.errors ? `\n    last error: ${result.lastError}` : ''}`;

const lines: string[] = [];
if (ONLY !== 'package') {
  const first = await post('/items/history_payment', productSale(0));
  if (!first.ok) {
    console.log(`The first charge failed with ${first.status}: ${first.text}`);
    server.kill();
    process.exit(1);
  }
  await run(3, productSale);
  lines.push(line('product line', await run(SECONDS, productSale)));
}
if (ONLY !== 'product') {
  const packages = await preparePackages();
  const visit = (cashier: number, turn: number) => {
    const wallet = packages.wallets[cashier][turn % PACKAGES];
    return {
      site_id: wallet.site,
      client_id: wallet.client,
      cart_type: 'service',
      lines: [
        { service_id: packages.service, specialist_id: packages.specialist, use_package: wallet.instrument },
      ],
      payments: [],
    };
  };
  const first = await post('/items/history_payment', visit(0, 0));
  if (!first.ok) {
    console.log(`The first package visit failed with ${first.status}: ${first.text}`);
    server.kill();
    process.exit(1);
  }
  await run(3, visit);
  lines.push(line('package line (1 session)', await run(SECONDS, visit)));
}
console.log(
  `\nCheckout with ${counter.sales.toLocaleString('en')} sales in the database, ${CASHIERS} cashiers, ${SECONDS} s:\n${lines.join('\n')}`,
);
await watcher.end();
server.kill();
process.exit(0);
