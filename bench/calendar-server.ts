// The app server of the benchmark, in its own process: the items engine plus one hand-written
// SQL route answering the same calendar-day question, behind the same session check.
import { serve } from '@hono/node-server';
import { openDatabase } from '@sari/db/client';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { sessionUsers } from '../apps/api/src/access/sessions';
import { createApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { logMailer } from '../apps/api/src/platform/mailer';

const port = Number(process.env.PORT);
const config = {
  ...loadConfig({ ...process.env, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret' }),
  // The browser benchmark serves the built web app too.
  webDist: process.env.BENCH_WEB === 'true' ? loadConfig(process.env).webDist : null,
};
// 32 connections unless the benchmark sets the pool as production does (DATABASE_POOL_SIZE).
const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  poolSize: process.env.DATABASE_POOL_SIZE ? config.databasePoolSize : 32,
  statementTimeoutMs: process.env.STATEMENT_TIMEOUT_MS ? config.statementTimeoutMs : undefined,
});
const { app, auth } = createApp({ db, config, mailer: logMailer(() => {}) });
// The browser benchmark signs in through the page: the bench administrator gets a password.
if (process.env.BENCH_PASSWORD) {
  const hash = await (await auth.$context).password.hash(process.env.BENCH_PASSWORD);
  await db.rows(sql`update auth_account set password = ${hash}
    where user_id = (select directus_user_id from sari_user where email = 'bench@bench.local')`);
}
const sessions = sessionUsers(db);
const outer = new Hono();

outer.get('/bench/calendar-day', async (c) => {
  const user = await sessions.resolve(c.req.raw.headers);
  const date = c.req.query('date')!;
  const siteId = Number(c.req.query('site'));
  // Same delivery as the engine: the JSON text from the database goes out as it is.
  const rows = await db.rows<{ data: string }>(sql`
    select coalesce(json_agg(r order by r.start_at, r.id), '[]'::json)::text as data from (
      select srs.id, srs.service_time, srs.duration, srs.start_at, srs.end_at,
        json_build_object('id', sp.id, 'name', sp.name, 'color_in_reserve', sp.color_in_reserve) as specialist_id,
        json_build_object('name', sv.name) as service_id,
        json_build_object('id', r.id, 'status', r.status,
          'client_id', json_build_object('first_name', cl.first_name, 'last_name', cl.last_name)) as service_reservation_id
      from service_reservation_service srs
      join service_reservation r on r.id = srs.service_reservation_id
      join specialist sp on sp.id = srs.specialist_id
      join service sv on sv.id = srs.service_id
      join client cl on cl.id = r.client_id
      where srs.subscriber_owner_company_id = ${user.companyId} and srs.site_id = ${siteId} and srs.date = ${date}
    ) r`);
  return c.body(`{"data":${rows[0].data}}`, 200, { 'content-type': 'application/json; charset=UTF-8' });
});
outer.route('/', app);

serve({ fetch: outer.fetch, port, hostname: '127.0.0.1' }, () => {
  process.send?.('ready');
});

// A profiled server must exit normally for V8 to write its profile.
process.on('SIGTERM', () => process.exit(0));
