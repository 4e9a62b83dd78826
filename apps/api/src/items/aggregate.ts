import { type SQL, sql } from 'drizzle-orm';
import { badQuery } from '../platform/errors';
import type { CollectionMeta } from '../tenancy/meta';
import { col, table } from '../tenancy/scope';
import type { AggregateFn, ItemsQuery } from './parse-query';

const DATE_FUNCTIONS: Record<string, string> = {
  year: 'year',
  month: 'month',
  week: 'week',
  day: 'day',
  weekday: 'dow',
  hour: 'hour',
  minute: 'minute',
};

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

// `site_id` or `year(date_created)`: a group key and its output name.
function groupExpression(meta: CollectionMeta, alias: SQL, key: string): SQL {
  const fnMatch = /^(\w+)\((\w+)\)$/.exec(key);
  if (fnMatch) {
    const part = DATE_FUNCTIONS[fnMatch[1]];
    const target = meta.fields.get(fnMatch[2]);
    if (!part || !target || !['date', 'timestamp', 'timestamptz', 'time'].includes(target.type)) {
      throw badQuery(`Agrupación no válida: "${key}".`);
    }
    return sql`extract(${sql.raw(part)} from ${col(alias, fnMatch[2])})::int`;
  }
  field(meta, key, 'groupBy');
  return col(alias, key);
}

export function aggregateJson(meta: CollectionMeta, alias: SQL, query: ItemsQuery, where: SQL) {
  const items: SQL[] = [];
  for (const [fn, fields] of Object.entries(query.aggregate ?? {}) as [AggregateFn, string[]][]) {
    if (fields.length === 0) {
      throw badQuery(`"aggregate[${fn}]" necesita al menos un campo.`);
    }
    if (fields.includes('*')) {
      if (fn !== 'count') {
        throw badQuery(`"aggregate[${fn}]" no admite "*".`);
      }
      items.push(sql`count(*)::bigint as ${sql.identifier(fn)}`);
      continue;
    }
    const pairs = fields.map((name) => {
      field(meta, name, fn);
      return sql`${name}::text, ${SQL_FN[fn](col(alias, name))}`;
    });
    items.push(sql`json_build_object(${sql.join(pairs, sql`, `)}) as ${sql.identifier(fn)}`);
  }
  const groups = query.groupBy.map((key) => ({ key, expression: groupExpression(meta, alias, key) }));
  for (const group of groups) {
    items.push(sql`${group.expression} as ${sql.identifier(group.key)}`);
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
    const group = groups.find((g) => g.key === name);
    const expression = group
      ? group.expression
      : name === 'count' && query.aggregate?.count?.includes('*')
        ? sql`count(*)`
        : null;
    if (!expression) {
      throw badQuery(`Con agregaciones solo se ordena por los campos de groupBy o por count: "${key}".`);
    }
    return descending ? sql`${expression} desc` : sql`${expression} asc`;
  });
  if (order.length === 0 && groups.length) {
    order.push(...groups.map((g) => g.expression));
  }
  const orderSql = order.length ? sql`order by ${sql.join(order, sql`, `)}` : sql``;
  const limit =
    query.limit === -1 || groups.length === 0 ? sql`` : sql`limit ${query.limit} offset ${query.offset}`;
  const inner = sql`select ${sql.join(items, sql`, `)} from ${table(meta)} ${alias} where ${where} ${groupBy} ${orderSql} ${limit}`;
  return sql`select coalesce(json_agg(r), '[]'::json) as data from (${inner}) r`;
}
