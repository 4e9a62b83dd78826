import { type SQL, sql } from 'drizzle-orm';
import { badQuery } from '../platform/errors';
import { type CollectionMeta, type FieldMeta, getCollection } from '../tenancy/meta';
import { assertRead, type Builder, col, inList, scope, table } from '../tenancy/scope';
import { coerce, type Scalar } from './coerce';
import { functionSql, parseFunction } from './functions';
import { isNow, nowSql } from './variables';

const MAX_DEPTH = 8;
const MAX_LIST = 1_000;
const TEXT_OPERATORS = new Set([
  '_contains',
  '_ncontains',
  '_icontains',
  '_starts_with',
  '_nstarts_with',
  '_istarts_with',
  '_ends_with',
  '_iends_with',
  '_nends_with',
  '_nistarts_with',
  '_niends_with',
  '_nicontains',
  '_ieq',
  '_nieq',
  '_empty',
  '_nempty',
]);
export const OPERATORS = new Set([
  '_eq',
  '_neq',
  '_lt',
  '_lte',
  '_gt',
  '_gte',
  '_in',
  '_nin',
  '_null',
  '_nnull',
  '_between',
  '_nbetween',
  ...TEXT_OPERATORS,
]);

type State = { builder: Builder; nodes: number };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function listOf(operator: string, value: unknown): unknown[] {
  const values = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(values)) {
    throw badQuery(`El operador "${operator}" necesita una lista.`);
  }
  if (values.length > MAX_LIST) {
    throw badQuery(`El operador "${operator}" admite como máximo ${MAX_LIST} valores.`);
  }
  if ((operator === '_in' || operator === '_nin') && values.some(isNow)) {
    throw badQuery(`"$NOW" no se usa en "${operator}"; compara con _eq, _lt, _gt o _between.`);
  }
  return values;
}

function boolOf(operator: string, value: unknown): boolean {
  if (value === true || value === 'true' || value === '1' || value === 1 || value === '') {
    return true;
  }
  if (value === false || value === 'false' || value === '0' || value === 0) {
    return false;
  }
  throw badQuery(`El operador "${operator}" espera verdadero o falso.`);
}

function likeText(field: FieldMeta, operator: string, value: unknown): string {
  if (field.type !== 'text') {
    throw badQuery(`El operador "${operator}" solo se usa con campos de texto ("${field.name}" no lo es).`);
  }
  return escapeLike(String(coerce(field, value, 'query') ?? ''));
}

// A function's value is compared as a number, as Directus casts the value for it.
const functionField = (name: string): FieldMeta => ({
  name,
  type: 'number',
  nullable: true,
  hasDefault: false,
  writable: false,
  createOnly: false,
});

function operatorSql(field: FieldMeta, column: SQL, operator: string, value: unknown): SQL {
  const one = (): Scalar | SQL => {
    if (isNow(value)) {
      return nowSql(field, value);
    }
    const coerced = coerce(field, value, 'query');
    if (coerced === null) {
      throw badQuery(`El operador "${operator}" no admite null en "${field.name}".`);
    }
    return coerced;
  };
  switch (operator) {
    case '_eq':
      return value === null ? sql`${column} is null` : sql`${column} = ${one()}`;
    case '_neq':
      return value === null ? sql`${column} is not null` : sql`${column} <> ${one()}`;
    case '_lt':
      return sql`${column} < ${one()}`;
    case '_lte':
      return sql`${column} <= ${one()}`;
    case '_gt':
      return sql`${column} > ${one()}`;
    case '_gte':
      return sql`${column} >= ${one()}`;
    case '_in':
    case '_nin': {
      const values = listOf(operator, value).map((item) => coerce(field, item, 'query'));
      const present = values.filter(
        (item): item is string | number => item !== null && typeof item !== 'boolean',
      );
      if (values.some((item) => typeof item === 'boolean')) {
        throw badQuery(`El operador "${operator}" no se usa con campos verdadero/falso.`);
      }
      const hasNull = present.length !== values.length;
      const inSql = present.length ? sql`${column} in (${inList(present)})` : sql`false`;
      const matched = hasNull ? sql`(${inSql} or ${column} is null)` : inSql;
      return operator === '_in' ? matched : sql`not coalesce(${matched}, false)`;
    }
    case '_null':
      return boolOf(operator, value) ? sql`${column} is null` : sql`${column} is not null`;
    case '_nnull':
      return boolOf(operator, value) ? sql`${column} is not null` : sql`${column} is null`;
    case '_between':
    case '_nbetween': {
      const values = listOf(operator, value);
      if (values.length !== 2) {
        throw badQuery(`El operador "${operator}" necesita exactamente dos valores.`);
      }
      const [low, high] = values.map((item) =>
        isNow(item) ? nowSql(field, item) : coerce(field, item, 'query'),
      );
      if (low === null || high === null) {
        throw badQuery(`El operador "${operator}" no admite null.`);
      }
      const between = sql`${column} between ${low} and ${high}`;
      return operator === '_between' ? between : sql`not (${between})`;
    }
    case '_contains':
      return sql`${column} like ${`%${likeText(field, operator, value)}%`}`;
    case '_ncontains':
      return sql`${column} not like ${`%${likeText(field, operator, value)}%`}`;
    case '_icontains':
      return sql`${column} ilike ${`%${likeText(field, operator, value)}%`}`;
    case '_starts_with':
      return sql`${column} like ${`${likeText(field, operator, value)}%`}`;
    case '_nstarts_with':
      return sql`${column} not like ${`${likeText(field, operator, value)}%`}`;
    case '_istarts_with':
      return sql`${column} ilike ${`${likeText(field, operator, value)}%`}`;
    case '_ends_with':
      return sql`${column} like ${`%${likeText(field, operator, value)}`}`;
    case '_iends_with':
      return sql`${column} ilike ${`%${likeText(field, operator, value)}`}`;
    case '_nends_with':
      return sql`${column} not like ${`%${likeText(field, operator, value)}`}`;
    case '_nistarts_with':
      return sql`${column} not ilike ${`${likeText(field, operator, value)}%`}`;
    case '_niends_with':
      return sql`${column} not ilike ${`%${likeText(field, operator, value)}`}`;
    case '_nicontains':
      return sql`${column} not ilike ${`%${likeText(field, operator, value)}%`}`;
    case '_ieq':
    case '_nieq': {
      likeText(field, operator, '');
      const text = String(coerce(field, value, 'query') ?? '');
      return sql`lower(${column}) ${sql.raw(operator === '_ieq' ? '=' : '<>')} lower(${text})`;
    }
    case '_empty':
    case '_nempty': {
      likeText(field, operator, '');
      const empty = sql`(${column} is null or ${column} = '')`;
      return (operator === '_empty') === boolOf(operator, value) ? empty : sql`not ${empty}`;
    }
    default:
      throw badQuery(`Operador de filtro desconocido: "${operator}".`);
  }
}

function fieldConditions(
  state: State,
  meta: CollectionMeta,
  alias: SQL,
  key: string,
  value: unknown,
  depth: number,
): SQL[] {
  if (!isObject(value)) {
    throw badQuery(`El filtro de "${key}" debe ser un objeto con operadores, por ejemplo {"_eq": 1}.`);
  }
  const call = parseFunction(key);
  if (call) {
    // year(birth_date), count(service_site_price): operators on the function's number.
    const expression = functionSql(state.builder, meta, alias, call);
    return Object.entries(value).map(([operator, operand]) => {
      if (!operator.startsWith('_') || operator === '_and' || operator === '_or') {
        throw badQuery(`El filtro de "${key}" solo admite operadores, por ejemplo {"_eq": 2026}.`);
      }
      if (isNow(operand)) {
        throw badQuery(`"$NOW" no se compara con "${key}", que es un número.`);
      }
      return operatorSql(functionField(key), expression, operator, operand);
    });
  }
  const field = meta.fields.get(key);
  const relation = meta.m2o.get(key);
  const oneToMany = meta.o2m.get(key);
  const parts: SQL[] = [];
  const nested: Record<string, unknown> = {};
  for (const [operator, operand] of Object.entries(value)) {
    if (operator.startsWith('_') && operator !== '_and' && operator !== '_or' && !oneToMany) {
      if (!field || meta.hidden.has(key)) {
        throw badQuery(`Campo desconocido en el filtro: "${meta.name}.${key}".`);
      }
      parts.push(operatorSql(field, col(alias, key), operator, operand));
    } else {
      nested[operator] = operand;
    }
  }
  if (Object.keys(nested).length === 0) {
    return parts;
  }
  if (relation) {
    const target = getCollection(relation.collection)!;
    assertRead(state.builder, target);
    const inner = state.builder.alias();
    const condition = compile(state, target, inner, nested, depth + 1);
    parts.push(
      sql`exists (select 1 from ${table(target)} ${inner} where ${col(inner, 'id')} = ${col(alias, key)} and ${scope(state.builder, target, inner)} and ${condition})`,
    );
    return parts;
  }
  if (oneToMany) {
    const child = getCollection(oneToMany.collection)!;
    assertRead(state.builder, child);
    const { _some, _none, ...rest } = nested;
    const quantifier = _none !== undefined ? 'none' : 'some';
    const childFilter = _none ?? _some ?? rest;
    if ((_some !== undefined || _none !== undefined) && Object.keys(rest).length) {
      throw badQuery(`El filtro de "${key}" mezcla _some/_none con otros campos.`);
    }
    const inner = state.builder.alias();
    const condition = compile(state, child, inner, childFilter, depth + 1);
    const exists = sql`exists (select 1 from ${table(child)} ${inner} where ${col(inner, oneToMany.field)} = ${col(alias, 'id')} and ${scope(state.builder, child, inner)} and ${condition})`;
    parts.push(quantifier === 'none' ? sql`not ${exists}` : exists);
    return parts;
  }
  throw badQuery(`"${meta.name}.${key}" no es una relación; usa operadores como {"_eq": ...}.`);
}

function compile(state: State, meta: CollectionMeta, alias: SQL, filter: unknown, depth: number): SQL {
  if (depth > MAX_DEPTH) {
    throw badQuery(`El filtro es demasiado profundo (máximo ${MAX_DEPTH} niveles).`);
  }
  if (!isObject(filter)) {
    throw badQuery('Cada filtro debe ser un objeto JSON.');
  }
  state.nodes += 1;
  if (state.nodes > 500) {
    throw badQuery('El filtro es demasiado grande.');
  }
  const parts: SQL[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '_and' || key === '_or') {
      if (!Array.isArray(value) || value.length === 0) {
        throw badQuery(`"${key}" necesita una lista de filtros.`);
      }
      const members = value.map((member) => compile(state, meta, alias, member, depth + 1));
      parts.push(sql`(${sql.join(members, key === '_and' ? sql` and ` : sql` or `)})`);
      continue;
    }
    parts.push(...fieldConditions(state, meta, alias, key, value, depth));
  }
  return parts.length ? sql`(${sql.join(parts, sql` and `)})` : sql`true`;
}

// Compiles a Directus-style filter on `meta` (aliased `alias`) into a SQL condition. Relations
// become EXISTS sub-queries that carry the related collection's own tenant/site scope.
export function compileFilter(builder: Builder, meta: CollectionMeta, alias: SQL, filter: unknown): SQL {
  return compile({ builder, nodes: 0 }, meta, alias, filter, 0);
}

// Every word must appear in one of the searchable fields: "ana ruiz" finds Ana Gómez Ruiz.
export function searchCondition(meta: CollectionMeta, alias: SQL, search: string): SQL {
  const words = search.slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 6);
  if (meta.search.length === 0) {
    return sql`false`;
  }
  const searchColumn = meta.def.searchColumn;
  const perWord = words.map((word) => {
    const pattern = `%${escapeLike(word)}%`;
    if (searchColumn) {
      return sql`(${col(alias, searchColumn)} like lower(${pattern}))`;
    }
    return sql`(${sql.join(
      meta.search.map((name) => sql`${col(alias, name)} ilike ${pattern}`),
      sql` or `,
    )})`;
  });
  const allWords = sql`(${sql.join(perWord, sql` and `)})`;
  if (/^\d{1,9}$/.test(search) && meta.fields.has('id')) {
    return sql`(${allWords} or ${col(alias, 'id')} = ${Number(search)})`;
  }
  return allWords;
}
