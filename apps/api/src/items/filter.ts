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
      // As SQL (and Directus) reads them: a null in the list never matches a null field, and
      // `not in` a list holding a null matches nothing; a null field is never "not in" a list,
      // as it is never `_neq` a value (decision 002).
      const hasNull = present.length !== values.length;
      if (operator === '_in') {
        return present.length ? sql`${column} in (${inList(present)})` : sql`false`;
      }
      if (hasNull) {
        return sql`false`;
      }
      return present.length ? sql`${column} not in (${inList(present)})` : sql`true`;
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
    const matches = sql`exists (select 1 from ${table(target)} ${inner} where ${col(inner, 'id')} = ${col(alias, key)} and ${scope(state.builder, target, inner)} and ${condition})`;
    if (!matchesMissingRow(target, nested)) {
      parts.push(matches);
      return parts;
    }
    // As Directus's left join: a rule a missing row meets (`_null`, `_empty`, `_eq: null`)
    // matches rows with no related row too (none set, or none in scope).
    const other = state.builder.alias();
    parts.push(
      sql`(${matches} or not exists (select 1 from ${table(target)} ${other} where ${col(other, 'id')} = ${col(alias, key)} and ${scope(state.builder, target, other)}))`,
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

// Whether a row whose every column is null (a missing related row, as a left join reads it)
// meets the filter: what SQL answers for each operator on null. Unknown keys are refused by
// compile() itself.
function matchesMissingRow(meta: CollectionMeta, filter: unknown): boolean {
  if (!isObject(filter)) {
    return false;
  }
  return Object.entries(filter).every(([key, value]) => {
    if (key === '_and' || key === '_or') {
      const members = Array.isArray(value) ? value : [];
      return key === '_and'
        ? members.every((member) => matchesMissingRow(meta, member))
        : members.some((member) => matchesMissingRow(meta, member));
    }
    if (!isObject(value)) {
      return false;
    }
    const relation = meta.m2o.get(key);
    const oneToMany = meta.o2m.get(key);
    return Object.entries(value).every(([operator, operand]) => {
      if (oneToMany) {
        return operator === '_none';
      }
      if (!operator.startsWith('_') || operator === '_and' || operator === '_or') {
        const target = relation && getCollection(relation.collection);
        return target ? matchesMissingRow(target, { [operator]: operand }) : false;
      }
      const truth = (() => {
        try {
          return boolOf(operator, operand);
        } catch {
          return null;
        }
      })();
      switch (operator) {
        case '_eq':
          return operand === null;
        case '_null':
          return truth === true;
        case '_nnull':
          return truth === false;
        case '_empty':
          return truth === true;
        case '_nempty':
          return truth === false;
        default:
          return false;
      }
    });
  });
}

// Compiles a Directus-style filter on `meta` (aliased `alias`) into a SQL condition. Relations
// become EXISTS sub-queries that carry the related collection's own tenant/site scope.
export function compileFilter(builder: Builder, meta: CollectionMeta, alias: SQL, filter: unknown): SQL {
  return compile({ builder, nodes: 0 }, meta, alias, filter, 0);
}

const MAX_INT = 2_147_483_647;

// A number typed in the search also finds rows whose id or any other numeric column equals it,
// as Directus does (the company column is the scope, not data, and is left out).
function numericMatches(meta: CollectionMeta, alias: SQL, search: string): SQL[] {
  if (!/^-?\d{1,15}(\.\d{1,6})?$/.test(search)) {
    return [];
  }
  const value = Number(search);
  const whole = Number.isInteger(value) && Math.abs(value) <= MAX_INT;
  const matches: SQL[] = [];
  for (const field of meta.fields.values()) {
    if (meta.hidden.has(field.name) || field.name === 'subscriber_owner_company_id') {
      continue;
    }
    if ((field.type === 'integer' && whole) || field.type === 'number') {
      matches.push(sql`${col(alias, field.name)} = ${value}`);
    }
  }
  return matches;
}

// Search-as-you-type (a deliberate difference from Directus, decision 002): every word must
// appear, anywhere, in one of the collection's search columns ("ana ruiz" finds Ana Gómez Ruiz);
// a number also matches the numeric columns equal to it.
export function searchCondition(meta: CollectionMeta, alias: SQL, search: string): SQL {
  const words = search.slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 6);
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
  const alternatives = meta.search.length ? [sql`(${sql.join(perWord, sql` and `)})`] : [];
  alternatives.push(...numericMatches(meta, alias, search));
  return alternatives.length ? sql`(${sql.join(alternatives, sql` or `)})` : sql`false`;
}
