import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { UserContext } from '../tenancy/context';

// The statement, and every collection it reads (what decides whether its answer may be kept).
type Compiled = { key: string; text: string; params: unknown[]; name: string; reads: ReadonlySet<string> };
export type Built = { statement: SQL; reads: ReadonlySet<string> };

const dialect = new PgDialect();
const MAX_ENTRIES = 1_000;
const cache = new Map<string, Compiled>();

// Who the statement was built for: everything that changes its SQL (company, sites) or whether
// it may be built at all (permissions). A changed role or site list makes a new key.
function scopeKey(user: UserContext): string {
  return [
    user.companyId,
    user.ownerId,
    user.siteIds?.join(',') ?? '*',
    [...user.permissions].sort().join(','),
  ].join('|');
}

// Reads with the same collection, query string and user scope compile to the same SQL: build
// it once, and let PostgreSQL plan it once per connection as a named prepared statement.
export function compiledStatement(
  collection: string,
  queryString: string,
  user: UserContext,
  build: () => Built,
): Compiled {
  const key = `${collection}?${queryString}#${scopeKey(user)}`;
  const hit = cache.get(key);
  if (hit) {
    // refresh recency
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const built = build();
  const { sql: text, params } = dialect.sqlToQuery(built.statement);
  const compiled = {
    key,
    text,
    params,
    name: `items_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`,
    reads: built.reads,
  };
  if (cache.size >= MAX_ENTRIES) {
    cache.delete(cache.keys().next().value!);
  }
  cache.set(key, compiled);
  return compiled;
}
