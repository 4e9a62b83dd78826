import { type SQL, sql } from 'drizzle-orm';
import { badQuery } from '../shared/errors';
import type { FieldNode } from './fields';
import { type CollectionMeta, getCollection } from './meta';
import { assertRead, type Builder, col, scope, table } from './scope';

// The columns and nested relations of one level, as `select` list items.
function selectList(builder: Builder, node: FieldNode, alias: SQL): SQL {
  const items: SQL[] = [];
  for (const name of node.columns) {
    if (!node.m2o.has(name)) {
      items.push(sql`${col(alias, name)} as ${sql.identifier(name)}`);
    }
  }
  for (const [field, childNode] of node.m2o) {
    const inner = builder.alias();
    const sub = sql`select ${selectList(builder, childNode, inner)} from ${table(childNode.meta)} ${inner} where ${col(inner, 'id')} = ${col(alias, field)} and ${scope(builder, childNode.meta, inner)}`;
    items.push(sql`(select row_to_json(x) from (${sub}) x) as ${sql.identifier(field)}`);
  }
  for (const [name, childNode] of node.o2m) {
    const relation = node.meta.o2m.get(name)!;
    const inner = builder.alias();
    const sub = sql`select ${selectList(builder, childNode, inner)} from ${table(childNode.meta)} ${inner} where ${col(inner, relation.field)} = ${col(alias, 'id')} and ${scope(builder, childNode.meta, inner)} order by ${col(inner, 'id')}`;
    items.push(sql`(select coalesce(json_agg(x), '[]'::json) from (${sub}) x) as ${sql.identifier(name)}`);
  }
  for (const name of node.o2mIds) {
    const relation = node.meta.o2m.get(name)!;
    const childMeta = getCollection(relation.collection)!;
    assertRead(builder, childMeta);
    const inner = builder.alias();
    items.push(
      sql`(select coalesce(json_agg(${col(inner, 'id')} order by ${col(inner, 'id')}), '[]'::json) from ${table(childMeta)} ${inner} where ${col(inner, relation.field)} = ${col(alias, 'id')} and ${scope(builder, childMeta, inner)}) as ${sql.identifier(name)}`,
    );
  }
  if (items.length === 0) {
    items.push(sql`${col(alias, 'id')} as "id"`);
  }
  return sql.join(items, sql`, `);
}

// A sortable expression for `name` or a path through many-to-one relations (`site_id.name`).
export function sortExpression(builder: Builder, meta: CollectionMeta, alias: SQL, path: string[]): SQL {
  const [head, ...rest] = path;
  if (meta.hidden.has(head)) {
    throw badQuery(`No se puede ordenar por "${meta.name}.${head}".`);
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
    return descending ? sql`${expression} desc nulls last` : sql`${expression} asc`;
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
  const inner = sql`select ${selectList(builder, node, alias)} from ${table(node.meta)} ${alias} where ${options.where} ${options.order} ${limit} ${offset}`;
  return sql`select coalesce(json_agg(r), '[]'::json) as data from (${inner}) r`;
}
