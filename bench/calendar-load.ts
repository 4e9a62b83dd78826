import type { Database } from '@sari/db/client';
import { sql } from 'drizzle-orm';

export const SCALE = {
  sites: 10,
  specialists: 100,
  clients: 50_000,
  services: 30,
  reservationServices: 1_000_000,
  sales: 1_000_000,
  slotsPerDay: 8,
};

// Loads a large chain with set-based SQL (generate_series): one company, 10 sites, 100
// specialists, 50,000 clients, 1,000,000 reservation services (one per reservation, eight
// non-overlapping slots per specialist per day) and 1,000,000 sales.
export async function loadChain(db: Database, companyId: number, log: (line: string) => void) {
  // Trusted integer constants, inlined so PostgreSQL knows their types.
  const n = (value: number) => sql.raw(String(Math.trunc(value)));
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const started = Date.now();
    await db.rows(query);
    log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  const days = Math.ceil(SCALE.reservationServices / (SCALE.specialists * SCALE.slotsPerDay));
  await step(
    'sites',
    sql`insert into site (subscriber_owner_company_id, name)
    select ${n(companyId)}, 'Sede ' || g from generate_series(2, ${n(SCALE.sites)}) g`,
  );
  await step(
    'specialists',
    sql`insert into specialist (subscriber_owner_company_id, name, last_name, color_in_reserve)
    select ${n(companyId)}, 'Especialista ' || g, 'Apellido ' || g, '#' || lpad(to_hex((g * 2654435) % 16777215), 6, '0')
    from generate_series(1, ${n(SCALE.specialists)}) g`,
  );
  await step(
    'services',
    sql`insert into service (subscriber_owner_company_id, name, duration)
    select ${n(companyId)}, 'Servicio ' || g, 45 from generate_series(1, ${n(SCALE.services)}) g`,
  );
  await step(
    'clients',
    sql`insert into client (subscriber_owner_company_id, first_name, last_name, phone, email)
    select ${n(companyId)}, 'Cliente' || g, 'Apellido' || (g % 997), '3' || lpad((g * 7919 % 1000000000)::text, 9, '0'), 'cliente' || g || '@bench.local'
    from generate_series(1, ${n(SCALE.clients)}) g`,
  );
  await step(
    'reservations',
    sql`
    with sp as (select id, row_number() over (order by id) - 1 as n from specialist where subscriber_owner_company_id = ${n(companyId)}),
         st as (select id, row_number() over (order by id) - 1 as n from site where subscriber_owner_company_id = ${n(companyId)}),
         cl as (select min(id) as first_id from client where subscriber_owner_company_id = ${n(companyId)})
    insert into service_reservation (subscriber_owner_company_id, site_id, client_id, date, status)
    select ${n(companyId)}, (select id from st where st.n = (g / ${n(SCALE.slotsPerDay)}) % ${n(SCALE.specialists)} % ${n(SCALE.sites)}),
      (select first_id from cl) + (g % ${n(SCALE.clients)}),
      date '2024-01-01' + (g / (${n(SCALE.specialists)} * ${n(SCALE.slotsPerDay)}))::int,
      (array['confirmada','cliente_llego','inicio_servicio','no_llego'])[1 + g % 4]
    from generate_series(0, ${n(SCALE.reservationServices - 1)}) g`,
  );
  await step(
    'reservation services',
    sql`
    with sp as (select id, row_number() over (order by id) - 1 as n from specialist where subscriber_owner_company_id = ${n(companyId)}),
         sv as (select min(id) as first_id from service where subscriber_owner_company_id = ${n(companyId)}),
         r as (select id, site_id, date, row_number() over (order by id) - 1 as g from service_reservation where subscriber_owner_company_id = ${n(companyId)})
    insert into service_reservation_service (subscriber_owner_company_id, service_reservation_id, site_id, service_id, specialist_id, date, service_time, duration, start_at, end_at, price)
    select ${n(companyId)}, r.id, r.site_id, (select first_id from sv) + (r.g % ${n(SCALE.services)}),
      (select id from sp where sp.n = (r.g / ${n(SCALE.slotsPerDay)}) % ${n(SCALE.specialists)}),
      r.date, time '08:00' + make_interval(hours => (r.g % ${n(SCALE.slotsPerDay)})::int), 45,
      r.date + time '08:00' + make_interval(hours => (r.g % ${n(SCALE.slotsPerDay)})::int),
      r.date + time '08:45' + make_interval(hours => (r.g % ${n(SCALE.slotsPerDay)})::int), 50000
    from r`,
  );
  await step(
    'sales',
    sql`
    with st as (select array_agg(id order by id) as ids from site where subscriber_owner_company_id = ${n(companyId)}),
         cl as (select min(id) as first_id from client where subscriber_owner_company_id = ${n(companyId)})
    insert into history_payment (subscriber_owner_company_id, site_id, client_id, subtotal, discount_total, total, amount_paid, date_created)
    select ${n(companyId)}, (select ids[1 + g % ${n(SCALE.sites)}] from st), (select first_id from cl) + (g % ${n(SCALE.clients)}),
      50000, 0, 50000, 50000, timestamptz '2024-01-01' + make_interval(mins => g)
    from generate_series(0, ${n(SCALE.sales - 1)}) g`,
  );
  await step('analyze', sql`analyze`);
  return { days };
}
