import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('a prepared statement', () => {
  it('answers as rows() does, every time, whatever the types', async () => {
    const query = (day: string) => sql`select ${day}::date as day, ${day}::date::timestamptz as at,
        (${day}::date + time '10:30')::timestamp as local, interval '90 minutes' as length,
        array[${day}::date] as days, array[1.5, 2]::numeric[] as amounts, 12::int8 as count,
        12.5::numeric as amount, json_build_object('day', ${day}::date) as doc, null::text as nothing`;
    const expected = await server.db.rows(query('2026-12-14'));
    // The first run prepares it on a connection; the next ones reuse it (on PostgreSQL).
    for (let run = 0; run < 12; run++) {
      expect(await server.db.prepared(query('2026-12-14'))).toEqual(expected);
    }
    expect(await server.db.prepared(query('2027-01-02'))).toEqual(await server.db.rows(query('2027-01-02')));
    expect(expected[0]).toMatchObject({
      day: '2026-12-14',
      count: 12,
      amount: 12.5,
      doc: { day: '2026-12-14' },
    });
  });

  it('is named on the transaction’s connection, and outlives a transaction rolled back', async () => {
    const query = sql`select ${1}::int + 1 as two_of_the_prepared_test`;
    await expect(
      server.db.orm.transaction(async (tx) => {
        expect(await server.db.prepared(query, tx)).toEqual([{ two_of_the_prepared_test: 2 }]);
        throw new Error('deshecha');
      }),
    ).rejects.toThrow('deshecha');
    // The pool hands the connection just released out first: these run where it was prepared.
    for (let run = 0; run < 12; run++) {
      await server.db.orm.transaction(async (tx) => {
        expect(await server.db.prepared(query, tx)).toEqual([{ two_of_the_prepared_test: 2 }]);
        if (server.db.kind === 'pg') {
          const [named] = await server.db.rows<{ count: number }>(
            sql`select count(*)::int as count from pg_prepared_statements
                where not from_sql and statement like '%as two_of_the_prepared_test'`,
            tx,
          );
          expect(named.count).toBe(1);
        }
      });
    }
  });

  it('runs in the caller’s transaction when given one', async () => {
    await server.db.orm.transaction(async (tx) => {
      await server.db.rows(sql`create temporary table only_here (n int) on commit drop`, tx);
      await server.db.rows(sql`insert into only_here values (7)`, tx);
      expect(await server.db.prepared(sql`select n from only_here`, tx)).toEqual([{ n: 7 }]);
    });
  });
});
