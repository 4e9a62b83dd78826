import pg from 'pg';
import { type Database, openDatabase } from '../src/client';

export type FreshDatabase = { db: Database; dispose: () => Promise<void> };

// An empty database with every migration applied: in-memory PGlite by default, or a throw-away
// database on the PostgreSQL server at TEST_DATABASE_URL when the run targets PostgreSQL.
export async function freshDatabase(): Promise<FreshDatabase> {
  const url = process.env.SARI_TEST_DB === 'pg' ? process.env.TEST_DATABASE_URL : undefined;
  if (!url) {
    const db = await openDatabase();
    await db.migrate();
    return { db, dispose: () => db.close() };
  }
  const name = `sari_schema_${process.pid}_${Date.now()}`;
  await admin(url, `create database ${name}`);
  // No fsync wait at each commit of a throw-away database (the same transactions and locks).
  await admin(url, `alter database ${name} set synchronous_commit = off`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: target.toString(), poolSize: 2 });
  await db.migrate();
  return {
    db,
    dispose: async () => {
      await db.close();
      await admin(url, `drop database if exists ${name} with (force)`);
    },
  };
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// The SQLSTATE of a failed query (drizzle wraps the driver's error in `cause`).
export async function sqlStateOf(query: Promise<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    return code ?? cause?.code ?? 'unknown';
  }
  return undefined;
}
