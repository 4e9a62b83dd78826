// Benchmark: the checkout operation (POST items/history_payment) with 1,000,000
// sales already in the database, by 8 cashiers at once, one per site of the chain (each a
// bounded loop: charge, wait for the answer, charge again). Prints p50/p95/p99 and charges per
// second. Goal: p99 < 60 ms. (Two cashiers selling the same product at the same site queue on
// its stock row by design: units are never sold twice.)
//
//   node --import tsx bench/checkout.ts        (needs the PostgreSQL server; BENCH_CASHIERS,
//                                               BENCH_SECONDS; builds bench/chain-db.ts once)
import { openDatabase } from '@sari/db/client';
import { sql } from 'drizzle-orm';
import { benchToken, CHAIN_DB, prepareChain, startBenchServer, urlFor } from './chain-db';

const CASHIERS = Number(process.env.BENCH_CASHIERS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
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
const server = await startBenchServer(PORT);
const url = `http://127.0.0.1:${PORT}/api/items/history_payment`;
const bodyFor = (cashier: number) =>
  JSON.stringify({
    site_id: counter.sites[cashier % counter.sites.length],
    cart_type: 'product',
    lines: [{ product_id: counter.product, amount: 1 }],
    payments: [{ amountPay: 30000, paymentMethod: 'efectivo' }],
    total: 25000,
  });
const charge = async (cashier = 0) => {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: bodyFor(cashier),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, ok: response.status === 200, status: response.status };
};
const first = await charge();
if (!first.ok) {
  console.log(`The first charge failed with ${first.status}.`);
  server.kill();
  process.exit(1);
}
const run = async (seconds: number) => {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CASHIERS }, async (_, cashier) => {
      while (Date.now() < deadline) {
        const result = await charge(cashier);
        latencies.push(result.ms);
        errors += result.ok ? 0 : 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return {
    count: latencies.length,
    errors,
    rate: latencies.length / seconds,
    p50: pct(0.5),
    p95: pct(0.95),
    p99: pct(0.99),
  };
};
await run(3);
const result = await run(SECONDS);
console.log(
  `\nCheckout with ${counter.sales.toLocaleString('en')} sales in the database, ${CASHIERS} cashiers, ${SECONDS} s:` +
    `\n  ${result.count} charges (${result.rate.toFixed(0)}/s, ${result.errors} errors)   p50 ${result.p50.toFixed(1)} ms   p95 ${result.p95.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms   (goal p99 < 60 ms)`,
);
server.kill();
process.exit(0);
