import { loadDemoData } from '@sari/db/seed/demo';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './server';

// The demo is loaded as `npm start` loads it (today from the business clock, here 15:30 in
// Bogotá: visits of today before, during and after this moment) and must pass every rule the
// API enforces on what a user does.
const NOW = '2026-11-23T20:30:00.000Z';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clockStart: NOW });
  const hasher = (await server.auth.$context).password;
  await loadDemoData(server.db, {
    today: server.clock.now(),
    hashPassword: (password) => hasher.hash(password),
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const rows = <T>(query: ReturnType<typeof sql>) => server.db.rows<T>(query);

describe('the demo tells the truth', () => {
  it('books every service inside its specialist’s window at that site and the site’s hours', async () => {
    const outside = await rows<{ id: number; specialist: string; date: string; start: string }>(
      sql`select srs.id, sp.name as specialist, srs.date::text as date, srs.start_at::time::text as start
          from service_reservation_service srs join specialist sp on sp.id = srs.specialist_id
          where not srs.is_cancelled and (
            not exists (select 1 from specialist_availability a
              where a.specialist_id = srs.specialist_id and a.site_id = srs.site_id
                and a.weekday = extract(dow from srs.start_at)
                and a.start_time <= srs.start_at::time and a.end_time >= srs.end_at::time)
            or not exists (select 1 from site_schedule ss join site_schedule_time t on t.id = ss.site_schedule_time_id
              where ss.site_id = srs.site_id and ss.weekday = extract(dow from srs.start_at) and ss.is_active
                and t.start_time <= srs.start_at::time and t.end_time >= srs.end_at::time))
          limit 5`,
    );
    expect(outside).toEqual([]);
    const [{ n }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from service_reservation_service where not is_cancelled`,
    );
    expect(n).toBeGreaterThan(1000);
  });

  it('puts every peso in a drawer of its site open at that moment, and no credito in a drawer', async () => {
    const stray = await rows<{ id: number; type: string; at: string }>(
      sql`select m.id, m.type, m.date_created::text as at from money_movement m
          left join cash_drawer_session c on c.id = m.cash_drawer_session_id
          where c.id is null or c.site_id <> m.site_id or m.date_created < c.opened_at
            or m.date_created > coalesce(c.closed_at, sari_now()) or m.payment_methods_name = 'credito'
          limit 5`,
    );
    expect(stray).toEqual([]);
    const unpaid = await rows<{ id: number }>(
      sql`select h.id from history_payment h where h.status = 'pagado'
            and not exists (select 1 from history_payment_method p where p.history_payment_id = h.id)
          limit 5`,
    );
    expect(unpaid).toEqual([]);
    const [{ open }] = await rows<{ open: number }>(
      sql`select count(*)::int as open from cash_drawer_session where status = 'open'`,
    );
    expect(open).toBe(2);
  });

  it('charges no visit before it ends, and nothing after now', async () => {
    const early = await rows<{ id: number; paid: string; ends: string }>(
      sql`select h.id, h.date_created::text as paid, max(srs.end_at)::text as ends
          from history_payment h join service_reservation r on r.id = h.service_reservation_id
          join site s on s.id = r.site_id
          join service_reservation_service srs on srs.service_reservation_id = r.id and not srs.is_cancelled
          group by h.id, s.time_zone
          having h.date_created < max(srs.end_at) at time zone s.time_zone or h.date_created > sari_now()
          limit 5`,
    );
    expect(early).toEqual([]);
    const future = await rows<{ id: number }>(
      sql`select id from service_reservation where date_created > sari_now() limit 5`,
    );
    expect(future).toEqual([]);
    const rated = await rows<{ id: number }>(
      sql`select q.id from qualification q join history_payment h on h.service_reservation_id = q.service_reservation_id
          where q.used_at < h.date_created limit 5`,
    );
    expect(rated).toEqual([]);
  });

  it('made its clients clients on many past days, before their first visit', async () => {
    const [spread] = await rows<{ days: number; latest: string; future: number }>(
      sql`select count(distinct (date_created at time zone 'America/Bogota')::date)::int as days,
            max(date_created)::text as latest, count(*) filter (where date_created > sari_now())::int as future
          from client`,
    );
    expect(spread.days).toBeGreaterThan(100);
    expect(spread.future).toBe(0);
    const late = await rows<{ id: number }>(
      sql`select c.id from client c join service_reservation r on r.client_id = c.id
          where (c.date_created at time zone 'America/Bogota')::date > r.date limit 5`,
    );
    expect(late).toEqual([]);
  });

  it('agrees between the Caja report and Ingresos de caja on every day', async () => {
    // Caja: the sessions opened that day, what came in (the float apart); Ingresos de caja: the
    // movements of that day (the float apart).
    const disagreeing = await rows<{ day: string; caja: number; ingresos: number }>(
      sql`with caja as (
            select (c.opened_at at time zone s.time_zone)::date as day, sum(m.amount) as amount
            from cash_drawer_session c join site s on s.id = c.site_id
            join money_movement m on m.cash_drawer_session_id = c.id and m.direction = 'in' and m.type <> 'opening'
            group by 1),
          ingresos as (
            select (m.date_created at time zone s.time_zone)::date as day, sum(m.amount) as amount
            from money_movement m join site s on s.id = m.site_id
            where m.direction = 'in' and m.type <> 'opening' group by 1)
          select coalesce(caja.day, ingresos.day)::text as day, caja.amount::bigint as caja, ingresos.amount::bigint as ingresos
          from caja full join ingresos on ingresos.day = caja.day
          where caja.amount is distinct from ingresos.amount
          limit 5`,
    );
    expect(disagreeing).toEqual([]);
    // A closed drawer's count is what it held: no difference.
    const counted = await rows<{ id: number }>(
      sql`select c.id from cash_drawer_session c where c.status = 'closed'
            and not exists (select 1 from cash_drawer_count k where k.cash_drawer_session_id = c.id)
          limit 5`,
    );
    expect(counted).toEqual([]);
  });

  it('keeps a delivered order’s lines delivered', async () => {
    const lines = await rows<{ id: number }>(
      sql`select l.id from sales_order_line l join sales_order o on o.id = l.sales_order_id
          where (o.status in ('delivered', 'invoiced')) <> (l.delivered_quantity = l.quantity) limit 5`,
    );
    expect(lines).toEqual([]);
  });
});
