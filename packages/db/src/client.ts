import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Clock, systemClock } from '@sari/domain/clock';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');

// Both drivers behind one drizzle type: the app never needs to know which one it runs on.
export type Orm = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export type Database = {
  kind: 'pglite' | 'pg';
  orm: Orm;
  // The business clock: the server's "now", which the database's sari_now() also reads.
  clock: Clock;
  // Runs a query built with drizzle's `sql` template and returns plain rows.
  rows: <T = Record<string, unknown>>(query: SQL, executor?: Orm) => Promise<T[]>;
  // Runs SQL text with parameters; on PostgreSQL a `name` makes it a prepared statement that
  // each connection parses and plans once.
  query: <T = Record<string, unknown>>(text: string, params: unknown[], name?: string) => Promise<T[]>;
  // Runs a query built with drizzle's `sql` template and answers as `rows` does; on PostgreSQL as
  // a prepared statement named after its text (in the transaction's connection when given one),
  // which each connection parses once and PostgreSQL may plan once: the hot statements whose
  // text does not depend on the request (lists go in one array parameter).
  prepared: <T = Record<string, unknown>>(query: SQL, executor?: Orm) => Promise<T[]>;
  // Applies the migrations of `folder` (default: the project's) that are not applied yet.
  migrate: (folder?: string) => Promise<void>;
  // LISTEN on a channel: `onMessage` gets every NOTIFY payload sent on it by any connection
  // (any server process on PostgreSQL), once its transaction commits. Returns how to stop.
  listen: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

export type OpenOptions = {
  // postgres://... uses a PostgreSQL server; otherwise PGlite in dataDir (or in memory).
  databaseUrl?: string;
  dataDir?: string;
  // PGlite only: start from a dump made by dumpDataDir() (tests start from a migrated image).
  loadDataDir?: Blob | File;
  poolSize?: number;
  // PostgreSQL only: statements running longer are cancelled (57014). Migrations run without it.
  statementTimeoutMs?: number;
  // Where "now" comes from (default: the system's); tests set one for the server and database.
  clock?: Clock;
};

// What sari_now() adds to now() on a connection: the clock's offset, set on the connection
// before its next statement whenever it differs from what the connection was last given.
const CLOCK_SETTING = 'sari.clock_offset_ms';
const setClockSql = (offset: number) =>
  `select set_config('${CLOCK_SETTING}', '${Math.round(offset)}', false)`;

const dialect = new PgDialect();
// Dates, timestamps, intervals, and arrays of them and of numerics, left as the database writes
// them: how drizzle's node-postgres session answers rows(), so prepared() answers the same.
const AS_WRITTEN = new Set([1082, 1114, 1184, 1186, 1231, 1115, 1185, 1187, 1182]);
const sameAsRows = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    AS_WRITTEN.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format),
} as pg.CustomTypesConfig;
const INT8 = 20;
const NUMERIC = 1700;
const toNumber = (value: string) => Number(value);

let pgParsersSet = false;
function setPgParsers() {
  if (pgParsersSet) {
    return;
  }
  // Money is bigint pesos; counts are bigint. Both are far below 2^53.
  pg.types.setTypeParser(INT8, toNumber);
  pg.types.setTypeParser(NUMERIC, toNumber);
  pgParsersSet = true;
}

// How many statements this process names (each connection keeps the ones it ran, parsed and
// planned, until it closes): past it, new texts run unnamed, so however many different texts
// are asked for, a connection's memory stays bounded.
const MAX_NAMED = 2_000;
const named = new Set<string>();
function nameFor(name: string): string | undefined {
  if (named.has(name)) {
    return name;
  }
  if (named.size >= MAX_NAMED) {
    return undefined;
  }
  named.add(name);
  return name;
}
// The name of each text prepared() was given (a hash of the text, computed once).
const namesOfTexts = new Map<string, string | undefined>();
function nameOfText(text: string): string | undefined {
  if (namesOfTexts.has(text)) {
    return namesOfTexts.get(text);
  }
  const name = nameFor(`q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`);
  if (namesOfTexts.size < MAX_NAMED) {
    namesOfTexts.set(text, name);
  }
  return name;
}

// The connection of a drizzle node-postgres transaction (its session's client).
type Queryable = Pick<pg.PoolClient, 'query'>;
function connectionOf(executor: Orm): Queryable | undefined {
  const client = (executor as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Client ? (client as Queryable) : undefined;
}

async function rowsOf<T>(orm: Orm, query: SQL): Promise<T[]> {
  const result = (await orm.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function openPglite(options: OpenOptions = {}): Promise<PGlite> {
  if (options.dataDir) {
    mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  }
  return PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { btree_gist, pg_trgm },
    parsers: { [INT8]: toNumber, [NUMERIC]: toNumber },
  });
}

function channelName(channel: string): string {
  if (!/^[a-z_]{1,60}$/.test(channel)) {
    throw new Error(`invalid channel name: ${channel}`);
  }
  return channel;
}

// One dedicated connection holds the LISTEN (a pooled one would be handed to queries); it is
// opened again after the server drops it, until the caller stops listening.
async function listenPg(url: string, channel: string, onMessage: (payload: string) => void) {
  const name = channelName(channel);
  let stopped = false;
  let client: pg.Client | null = null;
  const retry = () => {
    if (!stopped) {
      setTimeout(() => void connect().catch(retry), 1000);
    }
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => onMessage(message.payload ?? ''));
    let dropped = false;
    next.on('error', () => {
      if (!dropped) {
        dropped = true;
        retry();
      }
    });
    await next.connect();
    await next.query(`listen ${name}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

type Checkout = (
  error: Error | undefined,
  client?: pg.PoolClient,
  done?: (release?: unknown) => void,
) => void;

// A settable clock's offset is set on each connection as the pool hands it out, and awaited
// before the caller's first statement (pg 9 refuses a statement queued behind another). Both of
// the pool's ways in take this one: `pool.connect()` (transactions) and `pool.query()`, which
// checks a connection out through `this.connect(callback)`.
function withClock(pool: pg.Pool, clock: Clock) {
  const applied = new WeakMap<pg.PoolClient, number>();
  const checkout = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const ready = async () => {
    const client = await checkout();
    const offset = clock.offsetMs();
    if ((applied.get(client) ?? 0) !== offset) {
      try {
        await client.query(setClockSql(offset));
        applied.set(client, offset);
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
    }
    return client;
  };
  (pool as unknown as { connect: (callback?: Checkout) => Promise<pg.PoolClient> | undefined }).connect = (
    callback,
  ) => {
    if (!callback) {
      return ready();
    }
    ready().then(
      (client) => callback(undefined, client, (release) => client.release(release as Error)),
      (error: Error) => callback(error, undefined, () => undefined),
    );
    return undefined;
  };
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    setPgParsers();
    const timeout = options.statementTimeoutMs
      ? ` -c statement_timeout=${Math.round(options.statementTimeoutMs)}`
      : '';
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: `-c TimeZone=UTC${timeout}`,
    });
    // An idle connection the server drops (restart, admin command) is replaced on next use;
    // without a listener its error would crash the process.
    pool.on('error', (error) => console.error('[db] conexión de PostgreSQL cerrada:', error.message));
    const clock = options.clock ?? systemClock;
    if (clock !== systemClock) {
      withClock(pool, clock);
    }
    const orm = drizzleNodePg(pool) as unknown as Orm;
    return {
      kind: 'pg',
      orm,
      clock,
      rows: (query, executor) => rowsOf(executor ?? orm, query),
      query: async (text, params, name) => {
        const known = name ? nameFor(name) : undefined;
        return (await pool.query({ text, values: params, ...(known ? { name: known } : {}) })).rows;
      },
      prepared: async (query, executor) => {
        // In a transaction, on its connection (the plain pool, `orm`, is no transaction).
        const connection = executor && executor !== orm ? connectionOf(executor) : pool;
        if (!connection) {
          return rowsOf(executor!, query);
        }
        const { sql: text, params } = dialect.sqlToQuery(query);
        const name = nameOfText(text);
        return (await connection.query({ text, values: params, name, types: sameAsRows })).rows;
      },
      migrate: async (folder = MIGRATIONS_DIR) => {
        // A migration may rewrite a large table: it is not held to the requests' time budget.
        const client = await pool.connect();
        try {
          await client.query('set statement_timeout = 0');
          await migrateNodePg(drizzleNodePg(client) as never, { migrationsFolder: folder });
        } finally {
          await client.query('reset statement_timeout').catch(() => undefined);
          client.release();
        }
      },
      listen: (channel, onMessage) => listenPg(options.databaseUrl!, channel, onMessage),
      close: () => pool.end(),
    };
  }
  const client = await openPglite(options);
  await client.exec("SET TimeZone = 'UTC'");
  const clock = options.clock ?? systemClock;
  // One connection: the offset is set on it at once, and again whenever the clock is moved.
  const applyClock = () => client.exec(setClockSql(clock.offsetMs()));
  if (clock !== systemClock) {
    await applyClock();
    clock.onChange(() => void applyClock().catch(() => undefined));
  }
  const orm = drizzlePglite(client) as unknown as Orm;
  return {
    kind: 'pglite',
    orm,
    clock,
    rows: (query, executor) => rowsOf(executor ?? orm, query),
    query: async <T>(text: string, params: unknown[]) => (await client.query<T>(text, params)).rows,
    prepared: (query, executor) => rowsOf(executor ?? orm, query),
    migrate: (folder = MIGRATIONS_DIR) => migratePglite(orm as never, { migrationsFolder: folder }),
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channelName(channel), onMessage);
      return async () => unlisten();
    },
    close: () => client.close(),
  };
}
