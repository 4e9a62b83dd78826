import { type SQL, sql } from 'drizzle-orm';
import { badQuery } from '../platform/errors';
import type { CollectionMeta } from '../tenancy/meta';
import { type Builder, col, table } from '../tenancy/scope';
import { functionOutput, functionSql, parseFunction } from './functions';
import type { AggregateFn, ItemsQuery } from './parse-query';

const SQL_FN: Record<AggregateFn, (expression: SQL) => SQL> = {
  count: (e) => sql`count(${e})::bigint`,
  countDistinct: (e) => sql`count(distinct ${e})::bigint`,
  sum: (e) => sql`sum(${e})`,
  sumDistinct: (e) => sql`sum(distinct ${e})`,
  avg: (e) => sql`avg(${e})`,
  avgDistinct: (e) => sql`avg(distinct ${e})`,
  min: (e) => sql`min(${e})`,
  max: (e) => sql`max(${e})`,
};

function field(meta: CollectionMeta, name: string, fn: string) {
  const meta_ = meta.fields.get(name);
  if (!meta_ || meta.hidden.has(name)) {
    throw badQuery(`Campo desconocido en ${fn}: "${meta.name}.${name}".`);
  }
  const numeric = meta_.type === 'integer' || meta_.type === 'number';
  if (['sum', 'sumDistinct', 'avg', 'avgDistinct'].includes(fn) && !numeric) {
    throw badQuery(`"${fn}" solo se usa con campos numéricos ("${name}" no lo es).`);
  }
  if (meta_.type === 'json' && fn !== 'count') {
    throw badQuery(`"${fn}" no se usa con el campo "${name}".`);
  }
  return meta_;
}

type Group = { key: string; name: string; expression: SQL; output: SQL };

// `site_id` or `year(date_created)`: a group's expression and its output, named as Directus names
// it (`date_created_year`, its value the text of the number).
function groupOf(builder: Builder, meta: CollectionMeta, alias: SQL, key: string): Group {
  const call = parseFunction(key);
  if (call) {
    const expression = functionSql(builder, meta, alias, call);
    return { key, name: call.key, expression, output: functionOutput(expression) };
  }
  field(meta, key, 'groupBy');
  return { key, name: key, expression: col(alias, key), output: col(alias, key) };
}

// `count` (of *), `sum.total`, `-min.date`: a sort by one of the aggregates the query asks for.
function aggregateSort(meta: CollectionMeta, alias: SQL, query: ItemsQuery, name: string): SQL | null {
  if (name === 'count' && query.aggregate?.count?.includes('*')) {
    return sql`count(*)`;
  }
  const dot = name.indexOf('.');
  const fn = name.slice(0, dot) as AggregateFn;
  const target = name.slice(dot + 1);
  if (dot < 1 || !Object.hasOwn(SQL_FN, fn) || !query.aggregate?.[fn]?.includes(target)) {
    return null;
  }
  if (target === '*') {
    return fn === 'count' ? sql`count(*)` : null;
  }
  field(meta, target, fn);
  return SQL_FN[fn](col(alias, target));
}

export function aggregateJson(
  builder: Builder,
  meta: CollectionMeta,
  alias: SQL,
  query: ItemsQuery,
  where: SQL,
) {
  if (Object.keys(query.alias).length) {
    throw badQuery('"alias" no se usa con "aggregate" ni "groupBy".');
  }
  const items: SQL[] = [];
  for (const [fn, fields] of Object.entries(query.aggregate ?? {}) as [AggregateFn, string[]][]) {
    if (fields.length === 0) {
      throw badQuery(`"aggregate[${fn}]" necesita al menos un campo.`);
    }
    if (fields.includes('*') && fn !== 'count') {
      throw badQuery(`"aggregate[${fn}]" no admite "*".`);
    }
    if (fields.length === 1 && fields[0] === '*') {
      items.push(sql`count(*)::bigint as ${sql.identifier(fn)}`);
      continue;
    }
    // `count=*,id`: the fields' counts by name, as Directus answers them, and the rows' count
    // beside them as "*" (decision 002).
    const pairs = [...new Set(fields)].map((name) => {
      if (name === '*') {
        return sql`'*'::text, count(*)::bigint`;
      }
      field(meta, name, fn);
      return sql`${name}::text, ${SQL_FN[fn](col(alias, name))}`;
    });
    items.push(sql`json_build_object(${sql.join(pairs, sql`, `)}) as ${sql.identifier(fn)}`);
  }
  const groups = query.groupBy.map((key) => groupOf(builder, meta, alias, key));
  // A group by count() of a list is a sub-query on the row: PostgreSQL groups by it only once it
  // is a column, so those rows are read with it first (the planner flattens the sub-select).
  const lifted = groups.map((group, index) =>
    parseFunction(group.key)?.fn === 'count' ? { group, column: `__group${index}` } : null,
  );
  let source = sql`${table(meta)} ${alias}`;
  let condition = where;
  if (lifted.some(Boolean)) {
    const extra = lifted.flatMap((entry) =>
      entry ? [sql`${entry.group.expression} as ${sql.identifier(entry.column)}`] : [],
    );
    source = sql`(select ${alias}.*, ${sql.join(extra, sql`, `)} from ${table(meta)} ${alias} where ${where}) ${alias}`;
    condition = sql`true`;
    for (const entry of lifted) {
      if (entry) {
        entry.group.expression = col(alias, entry.column);
        entry.group.output = functionOutput(entry.group.expression);
      }
    }
  }
  for (const group of groups) {
    items.push(sql`${group.output} as ${sql.identifier(group.name)}`);
  }
  const groupBy = groups.length
    ? sql`group by ${sql.join(
        groups.map((g) => g.expression),
        sql`, `,
      )}`
    : sql``;
  const order = query.sort.map((key) => {
    const descending = key.startsWith('-');
    const name = descending ? key.slice(1) : key;
    const expression =
      groups.find((g) => g.key === name)?.expression ?? aggregateSort(meta, alias, query, name);
    if (!expression) {
      throw badQuery(
        `Con agregaciones se ordena por los campos de groupBy o por una agregación pedida (count, sum.total, min.date…): "${key}".`,
      );
    }
    return descending ? sql`${expression} desc` : sql`${expression} asc`;
  });
  if (order.length === 0 && groups.length) {
    order.push(...groups.map((g) => g.expression));
  }
  const orderSql = order.length ? sql`order by ${sql.join(order, sql`, `)}` : sql``;
  const limit =
    query.limit === -1 || groups.length === 0 ? sql`` : sql`limit ${query.limit} offset ${query.offset}`;
  const inner = sql`select ${sql.join(items, sql`, `)} from ${source} where ${condition} ${groupBy} ${orderSql} ${limit}`;
  return sql`select coalesce(json_agg(r), '[]'::json) as data from (${inner}) r`;
}
