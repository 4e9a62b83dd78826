import { type SQL, sql } from 'drizzle-orm';
import { badQuery } from '../platform/errors';
import { type CollectionMeta, type FieldType, getCollection } from '../tenancy/meta';
import { assertRead, type Builder, col, scope, table } from '../tenancy/scope';

// Directus's field functions (decision 002, "query forms"): `year(birth_date)` in fields, filter
// keys, sort and groupBy. Each answers under Directus's name for it (`birth_date_year`,
// `service_site_price_count`) and, as Directus on PostgreSQL does, as the text of the number.
const DATE_PARTS = {
  year: 'year',
  month: 'month',
  week: 'week',
  day: 'day',
  weekday: 'dow',
  hour: 'hour',
  minute: 'minute',
  second: 'second',
} as const;
export const FUNCTIONS = [...Object.keys(DATE_PARTS), 'count'];

// Which functions each kind of field takes (Directus's getFunctionsForType).
const FOR_TYPE: Partial<Record<FieldType, string[]>> = {
  date: ['year', 'month', 'week', 'day', 'weekday'],
  timestamp: ['year', 'month', 'week', 'day', 'weekday', 'hour', 'minute', 'second'],
  timestamptz: ['year', 'month', 'week', 'day', 'weekday', 'hour', 'minute', 'second'],
  time: ['hour', 'minute', 'second'],
  json: ['count'],
};

export type FunctionCall = { fn: string; field: string; key: string };

// `year(birth_date)` → { fn: 'year', field: 'birth_date', key: 'birth_date_year' }; null for a
// plain name. A name with parentheses that is not one function of one field is refused.
export function parseFunction(text: string): FunctionCall | null {
  if (!text.includes('(') && !text.includes(')')) {
    return null;
  }
  const name = /^(\w+)\(/.exec(text)?.[1];
  if (name && !FUNCTIONS.includes(name)) {
    throw badQuery(`Función desconocida: "${name}". Se admiten ${FUNCTIONS.join(', ')}.`);
  }
  const match = /^(\w+)\((\w+)\)$/.exec(text);
  if (!match) {
    throw badQuery(
      `Función no válida: "${text.slice(0, 80)}". Se escribe función(campo), por ejemplo year(date_created).`,
    );
  }
  const [, fn, field] = match;
  return { fn, field, key: `${field}_${fn}` };
}

// The function's value as a number (filters and sorts compare it as one). Date parts of a
// timestamp with time zone are taken in UTC, as Directus does; a date, a time or a timestamp
// without zone gives its own parts. count() of a one-to-many alias counts the children this user
// may read (their own tenant and site scope); of a JSON list, its length.
export function functionSql(builder: Builder, meta: CollectionMeta, alias: SQL, call: FunctionCall): SQL {
  const { fn, field: name } = call;
  const oneToMany = meta.o2m.get(name);
  if (oneToMany && !meta.fields.has(name)) {
    if (fn !== 'count') {
      throw badQuery(`La función ${fn}() no se usa con "${meta.name}.${name}" (una lista); solo count().`);
    }
    const child = getCollection(oneToMany.collection)!;
    assertRead(builder, child);
    const inner = builder.alias();
    return sql`(select count(*) from ${table(child)} ${inner} where ${col(inner, oneToMany.field)} = ${col(alias, 'id')} and ${scope(builder, child, inner)})`;
  }
  const field = meta.fields.get(name);
  if (!field || meta.hidden.has(name)) {
    throw badQuery(`Campo desconocido en ${fn}(): "${meta.name}.${name}".`);
  }
  if (!(FOR_TYPE[field.type] ?? []).includes(fn)) {
    throw badQuery(`La función ${fn}() no se usa con "${meta.name}.${name}" (campo de tipo ${field.type}).`);
  }
  if (fn === 'count') {
    return sql`(case when jsonb_typeof(${col(alias, name)}::jsonb) = 'array' then jsonb_array_length(${col(alias, name)}::jsonb) end)`;
  }
  const part = sql.raw(DATE_PARTS[fn as keyof typeof DATE_PARTS]);
  const value =
    field.type === 'timestamptz' ? sql`(${col(alias, name)} at time zone 'UTC')` : col(alias, name);
  return sql`extract(${part} from ${value})`;
}

// What a read answers for the function: Directus hands PostgreSQL's numeric and bigint results
// on as text ("2026", "3").
export function functionOutput(expression: SQL): SQL {
  return sql`(${expression})::text`;
}
