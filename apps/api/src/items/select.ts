import { type SQL, sql } from 'drizzle-orm';
import { badQuery } from '../platform/errors';
import { type CollectionMeta, getCollection } from '../tenancy/meta';
import { assertRead, type Builder, col, scope, table } from '../tenancy/scope';
import { type FieldNode, listQueryOf } from './fields';
import { compileFilter, searchCondition } from './filter';
import { functionOutput, functionSql, parseFunction } from './functions';

// json_build_object takes at most 100 arguments: a level with more columns nests as a subquery.
const MAX_JOINED_COLUMNS = 45;

type Level = { items: SQL[]; joins: SQL[] };

// The JSON object of a many-to-one row joined as `alias` (null when there is none in scope).
function joinedObject(builder: Builder, node: FieldNode, alias: SQL, joins: SQL[]): SQL {
  const level = levelOf(builder, node, alias, joins);
  return sql`case when ${col(alias, 'id')} is null then null else json_build_object(${sql.join(level.items, sql`, `)}) end`;
}

// The ids of a one-to-many alias's children (`relationName`), as a JSON list, answered under
// `listKey` (its own name, or an alias[new]=relation): the first NESTED_LIMIT by id, or as `deep`
// says.
function childIds(builder: Builder, node: FieldNode, alias: SQL, relationName: string, listKey: string): SQL {
  const childMeta = getCollection(node.meta.o2m.get(relationName)!.collection)!;
  assertRead(builder, childMeta);
  const inner = builder.alias();
  const rows = listRows(builder, node, relationName, listKey, alias, inner);
  return sql`(select coalesce(json_agg(x.id), '[]'::json) from (select ${col(inner, 'id')} as id from ${table(childMeta)} ${inner} where ${rows}) x)`;
}

// The columns and nested relations of one level. Many-to-one relations are LEFT JOINs of this
// level (scope in the join condition, so a row out of scope reads as null) built with
// json_build_object, as a hand-written query would do; one-to-many lists are correlated
// sub-queries. `joins` collects the joins of this level's FROM clause.
function levelOf(builder: Builder, node: FieldNode, alias: SQL, joins: SQL[], asObject = true): Level {
  const items: SQL[] = [];
  const pair = (name: string, value: SQL) =>
    asObject
      ? sql`${sql.raw(`'${name.replaceAll("'", "''")}'`)}, ${value}`
      : sql`${value} as ${sql.identifier(name)}`;
  for (const name of node.columns) {
    if (!node.m2o.has(name)) {
      items.push(pair(name, col(alias, name)));
    }
  }
  for (const [field, childNode] of node.m2o) {
    const inner = builder.alias();
    if (
      childNode.columns.size +
        childNode.m2o.size +
        childNode.o2m.size +
        childNode.o2mIds.size +
        childNode.computed.size >
      MAX_JOINED_COLUMNS
    ) {
      const childJoins: SQL[] = [];
      const list = levelOf(builder, childNode, inner, childJoins, false).items;
      const sub = sql`select ${sql.join(list, sql`, `)} from ${table(childNode.meta)} ${inner} ${sql.join(childJoins, sql` `)} where ${col(inner, 'id')} = ${col(alias, childNode.via ?? field)} and ${scope(builder, childNode.meta, inner)}`;
      items.push(pair(field, sql`(select row_to_json(x) from (${sub}) x)`));
      continue;
    }
    joins.push(
      sql`left join ${table(childNode.meta)} ${inner} on ${col(inner, 'id')} = ${col(alias, childNode.via ?? field)} and ${scope(builder, childNode.meta, inner)}`,
    );
    items.push(pair(field, joinedObject(builder, childNode, inner, joins)));
  }
  for (const [name, entry] of node.computed) {
    if (entry.call) {
      items.push(pair(name, functionOutput(functionSql(builder, node.meta, alias, entry.call))));
    } else if (node.meta.fields.has(entry.field)) {
      items.push(pair(name, col(alias, entry.field)));
    } else {
      items.push(pair(name, childIds(builder, node, alias, entry.field, name)));
    }
  }
  for (const [name, childNode] of node.o2m) {
    const inner = builder.alias();
    const childJoins: SQL[] = [];
    const list = levelOf(builder, childNode, inner, childJoins, false).items;
    const rows = listRows(builder, node, childNode.via ?? name, name, alias, inner);
    const sub = sql`select ${sql.join(list, sql`, `)} from ${table(childNode.meta)} ${inner} ${sql.join(childJoins, sql` `)} where ${rows}`;
    items.push(pair(name, sql`(select coalesce(json_agg(x), '[]'::json) from (${sub}) x)`));
  }
  for (const name of node.o2mIds) {
    if (node.o2m.has(name)) {
      continue; // asked for with its fields too: answered as rows
    }
    items.push(pair(name, childIds(builder, node, alias, name, name)));
  }
  if (items.length === 0) {
    items.push(pair('id', col(alias, 'id')));
  }
  return { items, joins };
}

// The rows of one nested list (`inner`) under the row `alias`: its own, in scope, as `deep`
// filters, sorts and pages them (by default the first NESTED_LIMIT by id).
function listRows(
  builder: Builder,
  node: FieldNode,
  relationName: string,
  listKey: string,
  alias: SQL,
  inner: SQL,
): SQL {
  const relation = node.meta.o2m.get(relationName)!;
  const childMeta = getCollection(relation.collection)!;
  const query = listQueryOf(node, listKey);
  const where = [sql`${col(inner, relation.field)} = ${col(alias, 'id')}`, scope(builder, childMeta, inner)];
  if (query.filter) {
    where.push(compileFilter(builder, childMeta, inner, query.filter));
  }
  if (query.search) {
    where.push(searchCondition(childMeta, inner, query.search));
  }
  const limit = query.limit === -1 ? sql`` : sql` limit ${query.limit}`;
  const offset = query.offset ? sql` offset ${query.offset}` : sql``;
  return sql`${sql.join(where, sql` and `)} ${orderBy(builder, childMeta, inner, query.sort)}${limit}${offset}`;
}

// A sortable expression for `name` or a path through many-to-one relations (`site_id.name`).
export function sortExpression(builder: Builder, meta: CollectionMeta, alias: SQL, path: string[]): SQL {
  const [head, ...rest] = path;
  if (meta.hidden.has(head)) {
    throw badQuery(`No se puede ordenar por "${meta.name}.${head}".`);
  }
  const call = rest.length === 0 ? parseFunction(head) : null;
  if (call) {
    return functionSql(builder, meta, alias, call);
  }
  if (rest.length === 0) {
    const field = meta.fields.get(head);
    if (!field || field.type === 'json') {
      throw badQuery(`No se puede ordenar por "${meta.name}.${head}".`);
    }
    return col(alias, head);
  }
  const relation = meta.m2o.get(head);
  if (!relation) {
    throw badQuery(`No se puede ordenar por "${meta.name}.${path.join('.')}".`);
  }
  const target = getCollection(relation.collection)!;
  assertRead(builder, target);
  const inner = builder.alias();
  return sql`(select ${sortExpression(builder, target, inner, rest)} from ${table(target)} ${inner} where ${col(inner, 'id')} = ${col(alias, head)} and ${scope(builder, target, inner)})`;
}

export function orderBy(builder: Builder, meta: CollectionMeta, alias: SQL, sort: string[]): SQL {
  if (sort.length > 10) {
    throw badQuery('Se puede ordenar por 10 campos como máximo.');
  }
  const parts = sort.map((key) => {
    const descending = key.startsWith('-');
    const expression = sortExpression(builder, meta, alias, (descending ? key.slice(1) : key).split('.'));
    // PostgreSQL's (and Directus's) order: nulls last going up, first going down.
    return descending ? sql`${expression} desc` : sql`${expression} asc`;
  });
  // A stable tie-breaker keeps pages from overlapping.
  if (meta.fields.has('id') && !sort.some((key) => key === 'id' || key === '-id')) {
    parts.push(sql`${col(alias, 'id')} asc`);
  }
  return parts.length ? sql`order by ${sql.join(parts, sql`, `)}` : sql``;
}

export type PageOptions = { where: SQL; order: SQL; limit: number; offset: number };

// The whole answer as one JSON array built by the database: one round trip, nested relations
// included, the same shape on PGlite and PostgreSQL.
export function selectJson(builder: Builder, node: FieldNode, alias: SQL, options: PageOptions): SQL {
  const limit = options.limit === -1 ? sql`` : sql`limit ${options.limit}`;
  const offset = options.offset ? sql`offset ${options.offset}` : sql``;
  const joins: SQL[] = [];
  const list = levelOf(builder, node, alias, joins, false).items;
  const inner = sql`select ${sql.join(list, sql`, `)} from ${table(node.meta)} ${alias} ${sql.join(joins, sql` `)} where ${options.where} ${options.order} ${limit} ${offset}`;
  return sql`select coalesce(json_agg(r), '[]'::json) as data from (${inner}) r`;
}
