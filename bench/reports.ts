// Benchmark: every report of the registry on the large chain (1,000,000 sales, each with its
// service line, payment movement and a tip every tenth; 1,000,000 reservation services; 50,000
// purchase orders; drawer sessions per site and day), through the API as a user asks for it, vs.
// the bare SQL aggregate it wraps (the report's own query, every column computed, counted
// straight on the database),
// in one run. Prints p50/max per report, the ratio, and the goals (under 500 ms, within 2x).
//
//   node --import tsx bench/reports.ts   (BENCH_DATABASE_URL; BENCH_RUNS, default 5;
//                                         BENCH_FROM/BENCH_TO, default one year of the chain)
import { REPORT_IDS } from '@sari/contracts/reports';
import { openDatabase } from '@sari/db/client';
import { sql } from 'drizzle-orm';
import { ROLLUP_TABLES } from '../apps/api/src/features/reports/daily-rollups';
import { REPORTS } from '../apps/api/src/features/reports/report-registry';
import { filtersFor } from '../apps/api/src/features/reports/run-report';
import type { UserContext } from '../apps/api/src/tenancy/context';
import { benchToken, CHAIN_DB, prepareChain, startBenchServer, urlFor } from './chain-db';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FROM = process.env.BENCH_FROM ?? '2024-06-01';
const TO = process.env.BENCH_TO ?? '2025-05-31';
const PORT = 3900 + Math.floor(Math.random() * 90);
const log = (line: string) => console.log(line);

type Db = Awaited<ReturnType<typeof openDatabase>>;

// What the reports read beyond the chain's sales headers and reservations, loaded once with
// set-based SQL (kept in the chain's database; skipped when already there).
async function loadReportData(db: Db, companyId: number) {
  const [done] = await db.rows<{ n: number }>(
    sql`select count(*)::int as n from history_payment_detail where subscriber_owner_company_id = ${companyId}`,
  );
  if (done.n > 0) {
    log('Report data already loaded.');
    return;
  }
  const n = (value: number) => sql.raw(String(Math.trunc(value)));
  const c = n(companyId);
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const started = Date.now();
    await db.rows(query);
    log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  log('Loading the report data...');
  await step(
    'categories and commissions',
    sql`with cats as (
      insert into service_category (subscriber_owner_company_id, name)
      select ${c}, 'Categoría ' || g from generate_series(1, 3) g returning id)
    update service sv set service_category_id = (select id from cats order by id offset (sv.id % 3) limit 1)
    where sv.subscriber_owner_company_id = ${c}`,
  );
  await step(
    'commission rules',
    sql`insert into specialist_commission (subscriber_owner_company_id, specialist_id, service_category_id, commission, commission_type)
    select ${c}, sp.id, sc.id, 40, '%' from specialist sp cross join service_category sc
    where sp.subscriber_owner_company_id = ${c} and sc.subscriber_owner_company_id = ${c}`,
  );
  await step(
    'consumable rules',
    sql`insert into discount_consumable_product (subscriber_owner_company_id, service_category_id, discount_type, discount_value, description)
    select ${c}, null, 'fixed', 1000, 'General' union all
    select ${c}, (select min(id) from service_category where subscriber_owner_company_id = ${c}), '%', 10, 'Tintes'`,
  );
  await step(
    'products and stock',
    sql`with p as (
      insert into product (subscriber_owner_company_id, name, cost)
      select ${c}, 'Producto ' || g, 4000 + g * 10 from generate_series(1, 200) g returning id)
    insert into product_stock (subscriber_owner_company_id, product_id, site_id, current_stock, min_stock)
    select ${c}, p.id, s.id, (p.id * 7 + s.id) % 40, 10 from p cross join site s where s.subscriber_owner_company_id = ${c}`,
  );
  await step(
    'sale lines (a service by a specialist on every sale, a product on every fourth)',
    sql`with sp as (select array_agg(id order by id) as ids from specialist where subscriber_owner_company_id = ${c}),
         sv as (select array_agg(id order by id) as ids from service where subscriber_owner_company_id = ${c}),
         pr as (select array_agg(id order by id) as ids from product where subscriber_owner_company_id = ${c}),
         h as (select id, row_number() over (order by id) as g from history_payment where subscriber_owner_company_id = ${c})
    insert into history_payment_detail (subscriber_owner_company_id, history_payment_id, line_type, service_id, product_id,
      specialist_id, amount, unit_price, total, commission, commission_type)
    select ${c}, h.id, 'service', (select ids[1 + h.g % 30] from sv), null, (select ids[1 + (h.g / 7) % 100] from sp),
      1, 50000, 50000, 40, '%' from h
    union all
    select ${c}, h.id, 'product', null, (select ids[1 + h.g % 200] from pr), (select ids[1 + (h.g / 7) % 100] from sp),
      1, 20000, 20000, null, null from h where h.g % 4 = 0`,
  );
  await step(
    'drawer sessions (one per site and day)',
    sql`insert into cash_drawer_session (subscriber_owner_company_id, site_id, status, opened_at, closed_at, opening_amount)
    select ${c}, s.id, 'closed', (d::date + time '13:00') at time zone 'UTC', (d::date + time '23:00') at time zone 'UTC', 100000
    from generate_series(timestamp '2024-01-01', timestamp '2025-12-31', interval '1 day') d
    cross join site s where s.subscriber_owner_company_id = ${c}`,
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
    'tips (every tenth sale) and advances',
    sql`insert into money_movement (subscriber_owner_company_id, site_id, amount, direction, payment_methods_name, concept, type,
        specialist_id, date_created)
    select ${c}, h.site_id, 5000, 'in', 'efectivo', 'Propina', 'tip', d.specialist_id, h.date_created
    from history_payment h join history_payment_detail d on d.history_payment_id = h.id and d.line_type = 'service'
    where h.subscriber_owner_company_id = ${c} and h.id % 10 = 0
    union all
    select ${c}, (select min(id) from site where subscriber_owner_company_id = ${c}), 50000, 'out', 'efectivo', 'Anticipo',
      'specialist_advance', sp.id, timestamptz '2024-01-15' + make_interval(days => 30 * g)
    from specialist sp cross join generate_series(0, 22) g where sp.subscriber_owner_company_id = ${c}`,
  );
  await step(
    'suppliers and 50,000 purchase orders with two lines each',
    sql`with su as (
      insert into supplier (subscriber_owner_company_id, name) select ${c}, 'Proveedor ' || g from generate_series(1, 20) g returning id),
    o as (
      insert into purchase_order (subscriber_owner_company_id, supplier_id, site_id, status, order_date, total, paid_total)
      select ${c}, (select id from su order by id offset g % 20 limit 1),
        (select id from site where subscriber_owner_company_id = ${c} order by id offset g % 10 limit 1),
        (array['ordered','partial','received','received'])[1 + g % 4], date '2024-01-01' + (g % 700), 90000, (g % 3) * 30000
      from generate_series(1, 50000) g returning id)
    insert into purchase_order_line (subscriber_owner_company_id, purchase_order_id, product_id, quantity, unit_cost_on_order, received_quantity)
    select ${c}, o.id, (select id from product where subscriber_owner_company_id = ${c} order by id offset (o.id + k) % 200 limit 1),
      5, 9000, case when o.id % 4 = 0 then 0 else 5 end
    from o cross join generate_series(0, 1) k`,
  );
  await step(
    'sales orders, availability, ratings',
    sql`with a as (
      insert into sales_order (subscriber_owner_company_id, site_id, status, order_date, total)
      select ${c}, (select min(id) from site where subscriber_owner_company_id = ${c}),
        (array['quote','confirmed','delivered','invoiced'])[1 + g % 4], date '2024-01-01' + (g % 700), 45000
      from generate_series(1, 20000) g returning id),
    b as (
      insert into specialist_availability (subscriber_owner_company_id, specialist_id, site_id, weekday, start_time, end_time)
      select ${c}, sp.id, (select id from site where subscriber_owner_company_id = ${c} order by id offset (sp.id % 10) limit 1), w, '08:00', '17:00'
      from specialist sp cross join generate_series(1, 6) w where sp.subscriber_owner_company_id = ${c}
        -- the chain's own specialists (not those of the other benchmarks' extra sites)
        and not exists (select 1 from specialist_site ss join site s on s.id = ss.site_id
          where ss.specialist_id = sp.id and s.name !~ '^Sede [0-9]+$')
      returning id)
    insert into qualification (subscriber_owner_company_id, service_reservation_id, service_rating, specialist_rating, token, used_at)
    select ${c}, r.id, 1 + r.id % 5, 1 + r.id % 5, 'bench-' || r.id, now()
    from service_reservation r where r.subscriber_owner_company_id = ${c} and r.id % 20 = 0`,
  );
  // What autovacuum would keep (chain-db.ts, vacuumed).
  await step('vacuum and analyze', sql`vacuum (analyze)`);
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};

async function main() {
  await prepareChain();
  const db = await openDatabase({ databaseUrl: urlFor(CHAIN_DB) });
  const [company] = await db.rows<{ id: number; specialist: number }>(sql`
    select c.id, (select min(id) from specialist where subscriber_owner_company_id = c.id) as specialist
    from subscriber_owner_company c where c.name = 'Cadena Bench'`);
  await loadReportData(db, company.id);
  const sites = await db.rows<{ id: number; time_zone: string }>(
    sql`select id, time_zone from site where subscriber_owner_company_id = ${company.id} order by id`,
  );
  // The administrator (every site): the filters the runner builds for it.
  const user: UserContext = {
    authUserId: 'bench',
    sariUserId: null,
    companyId: company.id,
    ownerId: 0,
    categoryBusiness: 'centro_belleza',
    permissions: new Set(),
    siteIds: null,
    specialistId: null,
  };
  const token = await benchToken();
  const server = await startBenchServer(PORT);
  // The daily sums (decision 026): the range summed once through a report (a chain loaded or
  // migrated since the last run has every day stale), then vacuumed and analyzed as autovacuum
  // would keep them (this machine's PostgreSQL runs without it).
  let started = performance.now();
  await fetch(`http://127.0.0.1:${PORT}/api/reports/salesSite?from=${FROM}&to=${TO}&site_id=0`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((response) => response.json());
  const summing = performance.now() - started;
  started = performance.now();
  await db.rows(sql.raw(`vacuum (analyze) sys_report_stale_day, ${ROLLUP_TABLES.join(', ')}`));
  log(
    `\nDaily sums brought up to date by a first report: ${summing.toFixed(0)} ms; vacuumed and analyzed (${(performance.now() - started).toFixed(0)} ms).`,
  );
  log(`\nEvery report over ${FROM} .. ${TO}, all ${sites.length} sites, ${RUNS} runs each (p50 / max, ms):`);
  log('report                              api p50   api max   bare p50   ratio   rows');
  const failures: string[] = [];
  try {
    for (const id of REPORT_IDS) {
      const report = REPORTS.get(id)!;
      const needsOne = id === 'specialistDetailedParticipation' || id === 'specialistPayslip';
      const specialist = needsOne ? company.specialist : undefined;
      const filters = filtersFor(user, { from: FROM, to: TO, specialist_id: specialist }, sites);
      const bare: number[] = [];
      const api: number[] = [];
      let count = 0;
      let status = 0;
      const url = `http://127.0.0.1:${PORT}/api/reports/${id}?from=${FROM}&to=${TO}&site_id=0${specialist ? `&specialist_id=${specialist}` : ''}`;
      for (let run = 0; run <= RUNS; run++) {
        let started = performance.now();
        // Materialized, as the report runs it: every column is computed (a plain subquery under
        // count(*) lets the planner drop the columns nobody reads, aggregates included).
        const [row] = await db.rows<{ n: number }>(
          sql`with q as materialized (${report.query(filters)}) select count(*)::int as n from q`,
        );
        const bareMs = performance.now() - started;
        started = performance.now();
        const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        const body = (await response.json()) as { data?: { total_count: number } };
        const apiMs = performance.now() - started;
        status = response.status;
        count = body.data?.total_count ?? row.n;
        // The first run warms the caches and is not counted.
        if (run > 0) {
          bare.push(bareMs);
          api.push(apiMs);
        }
      }
      const ratio = pct(api, 0.5) / Math.max(pct(bare, 0.5), 0.1);
      log(
        `${id.padEnd(36)}${pct(api, 0.5).toFixed(1).padStart(7)}${Math.max(...api)
          .toFixed(1)
          .padStart(
            10,
          )}${pct(bare, 0.5).toFixed(1).padStart(11)}${ratio.toFixed(2).padStart(8)}${String(count).padStart(7)}${status === 200 ? '' : `  HTTP ${status}`}`,
      );
      if (status !== 200 || pct(api, 0.5) > 500 || ratio > 2) {
        failures.push(id);
      }
    }
    // A report the morning after a day of charges: that day at every site is stale (as the
    // checkout's trigger leaves it) and summed again before the report reads the rollups.
    const stale: number[] = [];
    const url = `http://127.0.0.1:${PORT}/api/reports/salesSpecialist?from=${FROM}&to=${TO}&site_id=0`;
    for (let run = 0; run <= RUNS; run++) {
      await db.rows(sql`
        insert into sys_report_stale_day (subscriber_owner_company_id, site_id, day)
        select subscriber_owner_company_id, id, ${TO}::date from site where subscriber_owner_company_id = ${company.id}`);
      const started = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      await response.json();
      if (run > 0) {
        stale.push(performance.now() - started);
      }
    }
    log(
      `\nsalesSpecialist with the last day stale at all ${sites.length} sites (summed again first): p50 ${pct(stale, 0.5).toFixed(1)} ms, max ${Math.max(...stale).toFixed(1)} ms`,
    );
  } finally {
    server.kill();
    await db.close();
  }
  log(
    failures.length
      ? `\nOver 500 ms or over 2x its bare aggregate: ${failures.join(', ')}`
      : '\nEvery report under 500 ms and within 2x of its bare aggregate.',
  );
}

await main();
