import { type SQL, sql } from 'drizzle-orm';
import type { Database, Orm } from '../client';

export type Writer = {
  // Inserts rows (all with the same keys) in chunks and returns their ids in order.
  insert: (table: string, rows: Record<string, unknown>[]) => Promise<number[]>;
  // Any other statement of the load, in its transaction.
  run: (query: SQL) => Promise<void>;
};

const CHUNK = 400;

export function writer(db: Database, tx: Orm): Writer {
  return {
    async run(query) {
      await db.rows(query, tx);
    },
    async insert(table, rows) {
      const ids: number[] = [];
      if (rows.length === 0) {
        return ids;
      }
      const columns = Object.keys(rows[0]);
      const columnList = sql.join(
        columns.map((column) => sql.identifier(column)),
        sql`, `,
      );
      for (let start = 0; start < rows.length; start += CHUNK) {
        const chunk = rows.slice(start, start + CHUNK);
        const values = sql.join(
          chunk.map(
            (row) =>
              sql`(${sql.join(
                columns.map((column) => sql`${row[column] ?? null}`),
                sql`, `,
              )})`,
          ),
          sql`, `,
        );
        const inserted = await db.rows<{ id: number }>(
          sql`insert into ${sql.identifier(table)} (${columnList}) values ${values} returning id`,
          tx,
        );
        ids.push(...inserted.map((row) => row.id));
      }
      return ids;
    },
  };
}
