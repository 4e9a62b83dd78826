// Benchmark: the public booking page on the large chain (bench/chain-db.ts: 1,000,000 booked
// services, 1,000,000 sales) with one more site where 20 specialists offer one service and are
// booked about 8 times a day over the next 30 days.
//   1. GET /api/public/booking/{slug}/availability for one service, "any" specialist, 30 days,
//      4 visitors at once. Goal: p99 < 50 ms.
//   2. POST /api/public/booking/{slug}/reservations by 16 visitors at once, each booking a
//      random day and time ("any" specialist; a taken time is a quick 409). Goal: p99 < 100 ms.
//   3. The question of 1 again while two visitors book without pause (each booking changes a day
//      the server kept, computed again for the next question).
// Each booking visitor has its own address and phone, and each availability question another
// address (the server trusts X-Forwarded-For here; a person does not ask hundreds of times a minute).
//
//   node --import tsx bench/public-booking.ts    (needs the PostgreSQL server; BENCH_SECONDS,
//   BENCH_ONLY=availability|booking, BENCH_VISITORS (default 16), BENCH_CPU_PROF=<dir>)
import http from 'node:http';
import { openDatabase } from '@sari/db/client';
import { addDays } from '@sari/domain/local-days';
import { wallClock } from '@sari/domain/zoned-time';
import { sql } from 'drizzle-orm';
import { CHAIN_DB, extraSite, prepareChain, startBenchServer, urlFor, vacuumed } from './chain-db';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
// How many visitors book at once (the goal is set for 16).
const BOOKERS = Number(process.env.BENCH_VISITORS ?? 16);
const PORT = 4100 + Math.floor(Math.random() * 90);
const SPECIALISTS = 20;
const DAYS = 30;

// The public site, its specialists and a month of their bookings. Idempotent.
async function preparePublicSite() {
  const db = await openDatabase({ databaseUrl: urlFor(CHAIN_DB) });
  const [company] = await db.rows<{ id: number; slug: string | null }>(
    sql`select id, public_slug as slug from subscriber_owner_company order by id limit 1`,
  );
  if (!company.slug) {
    await db.rows(
      sql`update subscriber_owner_company set public_slug = 'cadena-bench' where id = ${company.id}`,
    );
  }
  const { site, service, client, specialists } = await extraSite(db, {
    site: 'Sede en línea',
    service: 'Corte en línea',
    duration: 45,
    price: 40000,
    specialists: SPECIALISTS,
    hours: ['08:00', '20:00'],
    specialistName: 'Especialista en línea',
  });
  // A month of bookings from the site's today: 8 a day per specialist, every 90 minutes. What
  // earlier runs booked online is removed, so each run starts from the same calendar.
  const today = wallClock('America/Bogota').date;
  await db.rows(sql`delete from service_reservation where site_id = ${site}`);
  await db.rows(sql`
    with slots as (
      select sp.id as specialist, d::date as date, time '08:00' + make_interval(mins => 90 * k) as start
      from unnest(${`{${specialists.map((row) => row.id).join(',')}}`}::int[]) sp(id),
        generate_series(${today}::date, ${addDays(today, DAYS)}::date, interval '1 day') d,
        generate_series(0, 7) k),
    made as (
      insert into service_reservation (subscriber_owner_company_id, site_id, client_id, date)
      select ${company.id}, ${site}, ${client}, date from slots returning id, date),
    numbered as (select id, date, row_number() over (partition by date order by id) as n from made),
    placed as (select s.*, row_number() over (partition by s.date order by s.specialist, s.start) as n from slots s)
    insert into service_reservation_service (subscriber_owner_company_id, service_reservation_id, site_id, service_id,
      specialist_id, date, service_time, duration, start_at, end_at, price)
    select ${company.id}, m.id, ${site}, ${service}, p.specialist, p.date, p.start, 45,
      p.date + p.start, p.date + p.start + interval '45 minutes', 40000
    from numbered m join placed p on p.date = m.date and p.n = m.n`);
  await db.rows(sql`delete from sys_rate_limit`);
  await db.rows(sql`update sys_job set done_at = now() where done_at is null`);
  await vacuumed(db, [
    'service_reservation',
    'service_reservation_service',
    'client',
    'sys_rate_limit',
    'sys_job',
  ]);
  const [slug] = await db.rows<{ slug: string }>(
    sql`select public_slug as slug from subscriber_owner_company where id = ${company.id}`,
  );
  await db.close();
  return { slug: slug.slug, site, service, today };
}

type Result = { ms: number; status: number };

async function measure(
  visitors: number,
  seconds: number,
  call: (visitor: number, n: number) => Promise<Result>,
) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const booked: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: visitors }, async (_, visitor) => {
      while (Date.now() < deadline) {
        const result = await call(visitor, n++);
        latencies.push(result.ms);
        if (result.status === 200) {
          booked.push(result.ms);
        }
        statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  booked.sort((a, b) => a - b);
  const pct = (p: number, of = latencies) => of[Math.min(of.length - 1, Math.floor(of.length * p))] ?? 0;
  return {
    // The 200s alone (a booking made, not a time found taken).
    made: `p50 ${pct(0.5, booked).toFixed(1)} ms, p99 ${pct(0.99, booked).toFixed(1)} ms`,
    count: latencies.length,
    rate: latencies.length / seconds,
    statuses: [...statuses].map(([status, count]) => `${count} × ${status}`).join(', '),
    p50: pct(0.5),
    p95: pct(0.95),
    p99: pct(0.99),
  };
}

// The visitors' requests through node:http with kept-alive connections: fetch cost the visitors'
// process half a core at these rates, CPU taken from the server and the database it measures.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const timed = (url: string, visitor: number, init?: { method: string; body: string }) =>
  new Promise<Result>((resolve, reject) => {
    const started = performance.now();
    const headers: Record<string, string | number> = {
      'x-forwarded-for': `10.${50 + (visitor >> 16)}.${(visitor >> 8) & 255}.${visitor & 255}`,
    };
    if (init) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(init.body);
    }
    const request = http.request(url, { method: init?.method ?? 'GET', agent, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }),
      );
    });
    request.on('error', reject);
    request.end(init?.body);
  });

await prepareChain();
const place = await preparePublicSite();
process.env.TRUST_PROXY = 'true';
process.env.PUBLIC_BOOKINGS_PER_HOUR = '1000000';
process.env.JOBS_EVERY_MS = '3600000';
const server = await startBenchServer(PORT);
const base = `http://127.0.0.1:${PORT}/api/public/booking/${place.slug}`;
const from = addDays(place.today, 1);
const to = addDays(place.today, DAYS);
const availability = `${base}/availability?site_id=${place.site}&service_ids=${place.service}&from=${from}&to=${to}`;
const probe = await fetch(availability, { headers: { 'x-forwarded-for': '10.49.0.1' } });
const answer = (await probe.json()) as { data?: { days: { slots: unknown[] }[] } };
if (probe.status !== 200 || !answer.data) {
  console.log(
    `The availability request failed with ${probe.status}: ${JSON.stringify(answer).slice(0, 300)}`,
  );
  server.kill();
  process.exit(1);
}
const slots = answer.data.days.reduce((sum, day) => sum + day.slots.length, 0);
// BENCH_ONLY=availability|booking runs one half (for a CPU profile of it).
const ONLY = process.env.BENCH_ONLY;
const skipped = { count: 0, rate: 0, statuses: 'skipped', made: '', p50: 0, p95: 0, p99: 0 };
if (ONLY !== 'booking') {
  await measure(4, 2, (_visitor, n) => timed(availability, 5_000_000 + n));
}
const read =
  ONLY === 'booking'
    ? skipped
    : await measure(4, SECONDS, (_visitor, n) => timed(availability, 5_000_000 + n));

let phone = 0;
const times = Array.from({ length: 44 }, (_, k) => {
  const minutes = 8 * 60 + 15 * k;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
const bookOne = (visitor: number, n: number) => {
  const number = ++phone;
  return timed(`${base}/reservations`, 1000 + visitor * 100_000 + n, {
    method: 'POST',
    body: JSON.stringify({
      site_id: place.site,
      service_ids: [place.service],
      specialist_id: null,
      date: addDays(place.today, 1 + (n % DAYS)),
      time: times[(n * 7 + visitor) % times.length],
      first_name: `Visitante ${number}`,
      phone: `+57 320 ${String(number).padStart(7, '0')}`,
      privacy_consent: true,
      email: `visitante-${number}@bench.local`,
    }),
  });
};
if (ONLY !== 'availability') {
  await measure(BOOKERS, 2, bookOne);
}
const write = ONLY === 'availability' ? skipped : await measure(BOOKERS, SECONDS, bookOne);
// The same availability question while bookings land (two visitors booking without pause): each
// booking changes one day, which the server computes again for the next question.
let mixed = skipped;
let mixedBookings = skipped;
if (!ONLY) {
  const deadline = Date.now() + SECONDS * 1000;
  const booking = measure(2, SECONDS, (visitor, n) => bookOne(100 + visitor, 100_000 + n));
  mixed = await measure(4, SECONDS, (_visitor, n) => timed(availability, 5_000_000 + n));
  mixedBookings = await booking;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
console.log(
  `\nPublic availability: one service, any of ${SPECIALISTS} specialists, ${DAYS} days (${slots} free starts), 4 visitors, ${SECONDS} s:` +
    `\n  ${read.count} answers (${read.rate.toFixed(0)}/s; ${read.statuses})   p50 ${read.p50.toFixed(1)} ms   p95 ${read.p95.toFixed(1)} ms   p99 ${read.p99.toFixed(1)} ms   (goal p99 < 50 ms)` +
    `\nPublic booking: ${BOOKERS} visitors at once, ${SECONDS} s (a taken time is a 409):` +
    `\n  ${write.count} attempts (${write.rate.toFixed(0)}/s; ${write.statuses})   p50 ${write.p50.toFixed(1)} ms   p95 ${write.p95.toFixed(1)} ms   p99 ${write.p99.toFixed(1)} ms   (goal p99 < 100 ms)` +
    `\n  the bookings made (200) alone: ${write.made}` +
    `\nPublic availability while 2 visitors book without pause (${mixedBookings.count} attempts: ${mixedBookings.statuses}), 4 visitors, ${SECONDS} s:` +
    `\n  ${mixed.count} answers (${mixed.rate.toFixed(0)}/s; ${mixed.statuses})   p50 ${mixed.p50.toFixed(1)} ms   p95 ${mixed.p95.toFixed(1)} ms   p99 ${mixed.p99.toFixed(1)} ms   (goal p99 < 50 ms)`,
);
server.kill();
process.exit(0);
