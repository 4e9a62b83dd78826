import { type SQL, sql } from 'drizzle-orm';
import { badQuery, notFound } from '../shared/errors';
import { aggregateJson } from './aggregate';
import type { ItemsContext } from './context';
import { buildFieldTree } from './fields';
import { compileFilter, searchCondition } from './filter';
import type { CollectionMeta } from './meta';
import type { ItemsQuery } from './parse-query';
import { assertRead, type Builder, col, newBuilder, scope, table } from './scope';
import { orderBy, selectJson } from './select';
import { compiledStatement } from './statement-cache';

function whereOf(builder: Builder, meta: CollectionMeta, alias: SQL, query: ItemsQuery, ids?: number[]): SQL {
  const parts = [scope(builder, meta, alias)];
  if (query.filter) {
    parts.push(compileFilter(builder, meta, alias, query.filter));
  }
  if (query.search) {
    parts.push(searchCondition(meta, alias, query.search));
  }
  if (ids) {
    parts.push(
      ids.length
        ? sql`${col(alias, 'id')} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  }
  return sql.join(parts, sql` and `);
}

async function jsonOf<T>(ctx: ItemsContext, query: SQL): Promise<T> {
  const rows = await ctx.db.rows<{ data: T }>(query, ctx.tx);
  return rows[0].data;
}

async function countOf(
  ctx: ItemsContext,
  meta: CollectionMeta,
  where: (builder: Builder, alias: SQL) => SQL,
  limit: number | null = null,
) {
  const builder = newBuilder(ctx);
  const alias = builder.alias();
  const rows = await ctx.db.rows<{ count: number }>(
    limit === null
      ? sql`select count(*)::int as count from ${table(meta)} ${alias} where ${where(builder, alias)}`
      : sql`select count(*)::int as count from (select 1 from ${table(meta)} ${alias} where ${where(builder, alias)} limit ${limit + 1}) counted`,
    ctx.tx,
  );
  return rows[0].count;
}

async function metaOf(ctx: ItemsContext, meta: CollectionMeta, query: ItemsQuery) {
  if (query.meta.length === 0) {
    return undefined;
  }
  const wanted = new Set(query.meta.includes('*') ? ['total_count', 'filter_count'] : query.meta);
  for (const key of wanted) {
    if (key !== 'total_count' && key !== 'filter_count') {
      throw badQuery(`Valor de "meta" desconocido: "${key}".`);
    }
  }
  const result: Record<string, number | boolean> = {};
  if (wanted.has('total_count')) {
    result.total_count = await countOf(ctx, meta, (builder, alias) => scope(builder, meta, alias));
  }
  if (wanted.has('filter_count')) {
    const count = await countOf(
      ctx,
      meta,
      (builder, alias) => whereOf(builder, meta, alias, query),
      query.countLimit,
    );
    result.filter_count = query.countLimit !== null ? Math.min(count, query.countLimit) : count;
    if (query.countLimit !== null) {
      result.filter_count_capped = count > query.countLimit;
    }
  }
  return result;
}

// A list answer as JSON text straight from the database: the server never parses and
// re-serialises the rows it only passes on.
export async function readMany(ctx: ItemsContext, meta: CollectionMeta, query: ItemsQuery, queryString = '') {
  const build = () => {
    const builder = newBuilder(ctx);
    assertRead(builder, meta);
    const alias = builder.alias();
    const where = whereOf(builder, meta, alias, query);
    const statement =
      query.aggregate || query.groupBy.length
        ? aggregateJson(meta, alias, query, where)
        : selectJson(builder, buildFieldTree(builder, meta, query.fields), alias, {
            where,
            order: orderBy(builder, meta, alias, query.sort),
            limit: query.limit,
            offset: query.offset,
          });
    return sql`select (${statement})::text as data`;
  };
  const compiled = compiledStatement(meta.name, queryString, ctx.user, build);
  const rows = ctx.tx
    ? await ctx.db.rows<{ data: string }>(build(), ctx.tx)
    : await ctx.db.query<{ data: string }>(compiled.text, compiled.params, compiled.name);
  return { dataText: rows[0].data, meta: await metaOf(ctx, meta, query) };
}

// Reads the given rows (in the order of ids) with the query's fields; used after writes too.
export async function readByIds(ctx: ItemsContext, meta: CollectionMeta, ids: number[], query: ItemsQuery) {
  const builder = newBuilder(ctx);
  assertRead(builder, meta);
  const alias = builder.alias();
  const requested = query.fields.length ? query.fields : ['*'];
  // The id is needed to put rows back in order; it is dropped again if it was not asked for.
  const node = buildFieldTree(builder, meta, [...requested, 'id']);
  const keepId = requested.some((field) => field === 'id' || field === '*' || field.startsWith('*.'));
  const where = whereOf(builder, meta, alias, { ...query, filter: null, search: null }, ids);
  const rows = await jsonOf<Array<Record<string, unknown>>>(
    ctx,
    selectJson(builder, node, alias, { where, order: sql``, limit: -1, offset: 0 }),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids
    .map((id) => byId.get(id))
    .filter((row) => row !== undefined)
    .map((row) => {
      if (!keepId) {
        delete row.id;
      }
      return row;
    });
}

export async function readOne(ctx: ItemsContext, meta: CollectionMeta, id: number, query: ItemsQuery) {
  const builder = newBuilder(ctx);
  assertRead(builder, meta);
  const alias = builder.alias();
  const node = buildFieldTree(builder, meta, query.fields);
  const where = whereOf(builder, meta, alias, { ...query, search: null }, [id]);
  const rows = await jsonOf<unknown[]>(
    ctx,
    selectJson(builder, node, alias, { where, order: sql``, limit: 1, offset: 0 }),
  );
  if (rows.length === 0) {
    throw notFound();
  }
  return rows[0];
}
