import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { newCompany, type Response } from './factories';
import { startTestServer, type TestServer } from './server';

// Decision 036: the heavy reads (reports, payslips, closing reports, the client export, the sales
// summary) wait in one line keyed by company. A report of a company whose report marks lock is
// held by another connection (as the compaction of its marks holds it) keeps its turn and its
// connection until the lock is released: the flood stays in flight for as long as the test needs.
const MARKS_LOCK = 7304;
const WIDE = { from: '2021-01-01', to: '2025-12-31', site_id: 0 };

async function lockWaiters(server: TestServer) {
  const rows = await server.db.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'`,
    [],
  );
  return rows[0].n;
}

async function until(what: string, done: () => boolean | Promise<boolean>) {
  for (let tries = 0; !(await done()); tries++) {
    expect(tries, what).toBeLessThan(200);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the heavy reads', () => {
  it('are the reports, the payslip and its PDF, the closing report, the client export and the sales summary', async () => {
    const server = await startTestServer();
    try {
      const heavy = server.access
        .filter((route) => route.line === 'heavy-reads')
        .map((route) => `${route.method} ${route.path}`)
        .sort();
      expect(heavy).toEqual([
        'GET /api/cash-drawer/sessions/:id/report',
        'GET /api/clients/export',
        'GET /api/reports/:report',
        'GET /api/sales/summary',
        'GET /api/specialists/:id/payslip',
        'GET /api/specialists/:id/payslip/pdf',
      ]);
    } finally {
      await server.close();
    }
  });
});

describe.runIf(process.env.SARI_TEST_DB === 'pg')('heavy reads, fair among companies (PostgreSQL)', () => {
  it("answers another company while one floods reports, and turns the flood's excess away untouched", async () => {
    // Locks held longer than the default 5 s budget would cancel the held reports.
    const server = await startTestServer({
      statementTimeoutMs: 60_000,
      heavyReadsPerCompany: 2,
      heavyReadsCompanyWaiting: 3,
      heavyReadsAtOnce: 4,
    });
    const holder = new pg.Client({ connectionString: server.databaseUrl });
    try {
      const flood = await newCompany(server);
      const other = await newCompany(server);
      const third = await newCompany(server);
      await holder.connect();
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock($1, $2), pg_advisory_xact_lock($1, $3)', [
        MARKS_LOCK,
        flood.companyId,
        third.companyId,
      ]);

      // Twenty wide reports at once: two run (held on the lock), three wait, fifteen are refused.
      const answered: Response[] = [];
      const floodRuns = Array.from({ length: 20 }, () =>
        flood.admin.get('/api/reports/salesSite', WIDE).then((response) => {
          answered.push(response);
          return response;
        }),
      );
      await until('the flood was never turned away', () => answered.length >= 15);
      await until('the flood never reached the lock', async () => (await lockWaiters(server)) === 2);
      expect(answered.map((response) => response.status)).toEqual(Array(15).fill(429));
      for (const refused of answered) {
        expect(refused.body.errors[0]).toEqual({
          message:
            'Tu empresa ya tiene muchos reportes en curso. Espera a que terminen e inténtalo de nuevo en unos segundos.',
          extensions: { code: 'RATE_LIMITED', retry_after_seconds: 5 },
        });
      }
      // Only the two turns reached the database.
      expect(await lockWaiters(server)).toBe(2);

      // Meanwhile another company's report and one-row read are answered, and so is the flooding
      // company's own light read: the heavy work never holds every connection.
      const otherReport = await other.admin.get('/api/reports/salesSite', WIDE);
      expect(otherReport.status, JSON.stringify(otherReport.body)).toBe(200);
      expect((await other.admin.get('/api/items/client', { limit: 1 })).status).toBe(200);
      expect((await flood.admin.get('/api/items/client', { limit: 1 })).status).toBe(200);
      expect(answered).toHaveLength(15);

      // A third company takes the last two turns of the whole line (four at once).
      const thirdRuns = [1, 2].map(() => third.admin.get('/api/reports/salesSite', WIDE));
      await until('the third company never reached the lock', async () => (await lockWaiters(server)) === 4);
      // The line is full: the other company's report waits its turn, outside the database, while
      // its light reads are still answered.
      let otherAnswered = false;
      const otherWaiting = other.admin.get('/api/reports/salesSite', WIDE).then((response) => {
        otherAnswered = true;
        return response;
      });
      expect((await other.admin.get('/api/items/client', { limit: 1 })).status).toBe(200);
      expect((await other.admin.get('/api/items/site', { limit: 1 })).status).toBe(200);
      expect(otherAnswered).toBe(false);
      expect(await lockWaiters(server)).toBe(4);

      await holder.query('commit');
      expect((await otherWaiting).status).toBe(200);
      expect((await Promise.all(thirdRuns)).map((response) => response.status)).toEqual([200, 200]);
      const statuses = (await Promise.all(floodRuns)).map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    } finally {
      await holder.end().catch(() => {});
      await server.close();
    }
  });
});
