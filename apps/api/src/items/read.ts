import { type SQL, sql } from 'drizzle-orm';
import { ApiError, badQuery, notFound } from '../platform/errors';
import type { RequestContext } from '../tenancy/context';
import type { CollectionMeta } from '../tenancy/meta';
import { assertRead, type Builder, col, newBuilder, scope, table } from '../tenancy/scope';
import { aggregateJson } from './aggregate';
import { applyDeep, buildFieldTree, type FieldNode } from './fields';
import { compileFilter, searchCondition } from './filter';
import { daysOfRead, type KeptReads } from './kept-reads';
import type { ItemsQuery } from './parse-query';
import { orderBy, selectJson } from './select';
import { type Built, compiledStatement } from './statement-cache';
import { resolveUserVariables } from './variables';

function whereOf(
  builder: Builder,
  meta: CollectionMeta,
  alias: SQL,
  query: ItemsQuery,
  ids?: (number | string)[],
): SQL {
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

// The field tree of fields[], with the list queries `deep` gives its one-to-many relations.
function fieldTree(
  builder: Builder,
  meta: CollectionMeta,
  fields: string[],
  query: ItemsQuery,
  wildcardLists = true,
): FieldNode {
  const node = buildFieldTree(builder, meta, fields, query.alias, wildcardLists);
  if (query.deep) {
    applyDeep(node, query.deep);
  }
  return node;
}

// The largest answer a read may produce: past it the database sends only the size, and the
// client is told to narrow the read (the driver and Node cannot hold strings of any size).
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

type Bounded = { data: string | null; bytes: number };

function bounded(ctx: RequestContext, statement: SQL): SQL {
  const max = ctx.maxAnswerBytes ?? MAX_ANSWER_BYTES;
  // offset 0 keeps the planner from inlining the answer into each of its three uses (it would
  // build the whole JSON three times).
  return sql`select case when octet_length(d) > ${max} then null else d end as data, octet_length(d) as bytes
    from (select (${statement})::text as d offset 0) answer`;
}

function answerOf(ctx: RequestContext, row: Bounded): string {
  if (row.data === null) {
    const max = ctx.maxAnswerBytes ?? MAX_ANSWER_BYTES;
    const size = max >= 1024 * 1024 ? `${Math.round(max / 1024 / 1024)} MB` : `${Math.round(max / 1024)} KB`;
    throw new ApiError(
      'QUERY_TOO_EXPENSIVE',
      `La respuesta pasa de ${size}: pide menos campos o relaciones, o menos filas con "limit" y "page".`,
      { bytes: row.bytes },
    );
  }
  return row.data;
}

async function jsonOf<T>(ctx: RequestContext, query: SQL): Promise<T> {
  const rows = await ctx.db.rows<Bounded>(bounded(ctx, query), ctx.tx);
  return JSON.parse(answerOf(ctx, rows[0])) as T;
}

async function countOf(
  ctx: RequestContext,
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

async function metaOf(ctx: RequestContext, meta: CollectionMeta, query: ItemsQuery) {
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
export async function readMany(
  ctx: RequestContext,
  meta: CollectionMeta,
  query: ItemsQuery,
  queryString = '',
  keep?: KeptReads,
) {
  // $CURRENT_USER and its kin become this user's values (and part of the statement's key).
  const variables = await resolveUserVariables(ctx, query.filter);
  query = { ...query, filter: variables.filter };
  const build = (): Built => {
    const builder = newBuilder(ctx);
    assertRead(builder, meta);
    const alias = builder.alias();
    const where = whereOf(builder, meta, alias, query);
    const aggregated = query.aggregate || query.groupBy.length;
    if (aggregated && query.deep) {
      throw badQuery('"deep" no se usa con "aggregate" ni "groupBy".');
    }
    const statement = aggregated
      ? aggregateJson(builder, meta, alias, query, where)
      : selectJson(builder, fieldTree(builder, meta, query.fields, query), alias, {
          where,
          order: orderBy(builder, meta, alias, query.sort),
          limit: query.limit,
          offset: query.offset,
        });
    return { statement: bounded(ctx, statement), reads: builder.reads };
  };
  // The budget is a parameter of the statement: part of what makes two reads the same.
  const compiled = compiledStatement(
    meta.name,
    `${queryString}|${ctx.maxAnswerBytes ?? ''}${variables.key}`,
    ctx.user,
    build,
  );
  if (ctx.tx) {
    const rows = await ctx.db.rows<Bounded>(build().statement, ctx.tx);
    return { dataText: answerOf(ctx, rows[0]), meta: await metaOf(ctx, meta, query) };
  }
  // A read of a site's days is kept until one of them changes (kept-reads.ts). The versions are
  // taken before the rows are read: a change committed meanwhile makes the answer outdated at once.
  const dates = keep && daysOfRead(keep.rules, meta, query, compiled.reads);
  const cache = dates ? await keep.cache() : null;
  const version =
    cache && dates ? dates.map((date) => cache.versionOf(ctx.user.companyId, date)).join(' ') : '';
  const range = dates ? `${dates[0]}/${dates.at(-1)}` : '';
  const kept = cache?.get(compiled.key, range, version);
  if (kept !== undefined) {
    return { dataText: kept, meta: undefined };
  }
  const rows = await ctx.db.query<Bounded>(compiled.text, compiled.params, compiled.name);
  const dataText = answerOf(ctx, rows[0]);
  cache?.put(compiled.key, range, version, dataText);
  return { dataText, meta: await metaOf(ctx, meta, query) };
}

// Reads the given rows (in the order of ids) with the query's fields; used after writes too.
export async function readByIds(ctx: RequestContext, meta: CollectionMeta, ids: number[], query: ItemsQuery) {
  const builder = newBuilder(ctx);
  assertRead(builder, meta);
  const alias = builder.alias();
  const requested = query.fields.length ? query.fields : ['*'];
  // The id is needed to put rows back in order; it is dropped again if it was not asked for.
  // What a write answers: `*` is the row's columns (its lists only when named): a checkout or a
  // calendar move does not pay for the ids of every list hanging on the row (decision 002).
  const node = fieldTree(builder, meta, [...requested, 'id'], query, false);
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

export async function readOne(
  ctx: RequestContext,
  meta: CollectionMeta,
  id: number | string,
  query: ItemsQuery,
) {
  const variables = await resolveUserVariables(ctx, query.filter);
  const builder = newBuilder(ctx);
  assertRead(builder, meta);
  const alias = builder.alias();
  const node = fieldTree(builder, meta, query.fields, query);
  const where = whereOf(builder, meta, alias, { ...query, filter: variables.filter, search: null }, [id]);
  const rows = await jsonOf<unknown[]>(
    ctx,
    selectJson(builder, node, alias, { where, order: sql``, limit: 1, offset: 0 }),
  );
  if (rows.length === 0) {
    throw notFound();
  }
  return rows[0];
}
