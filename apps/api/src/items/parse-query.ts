import type { AggregateFn } from '@sari/db/registry/item-types';
import { badQuery } from '../platform/errors';

// The aggregate functions are the ones the typed client (the web) may name: one list.
export type { AggregateFn };

export const AGGREGATE_FNS: AggregateFn[] = [
  'count',
  'countDistinct',
  'sum',
  'sumDistinct',
  'avg',
  'avgDistinct',
  'min',
  'max',
];

export type ItemsQuery = {
  fields: string[];
  filter: Record<string, unknown> | null;
  search: string | null;
  sort: string[];
  limit: number; // -1 = all
  offset: number;
  aggregate: Partial<Record<AggregateFn, string[]>> | null;
  groupBy: string[];
  meta: string[];
  // alias[new]=field: `new` answers `field` of the collection asked for (decision 002).
  alias: Record<string, string>;
  // deep[relation][_limit|_offset|_page|_sort|_filter|_search]: the query of nested lists.
  deep: Record<string, unknown> | null;
  // export=json|csv: the answer as a file to download (Directus's formats xml, yaml: refused).
  export: ExportFormat | null;
  // Our extension: filter_count stops counting past this many rows (search-as-you-type on a
  // large list needs "more than 1,000", not the exact number).
  countLimit: number | null;
};

export type ExportFormat = 'json' | 'csv';
export const EXPORT_FORMATS: ExportFormat[] = ['json', 'csv'];

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 10_000;
const MAX_PARAM_LENGTH = 20_000;
const KNOWN = new Set([
  'fields',
  'filter',
  'search',
  'sort',
  'limit',
  'offset',
  'page',
  'aggregate',
  'groupBy',
  'meta',
  'count_limit',
  'deep',
  'export',
  'alias',
]);
// The most entries an indexed list (`fields[0]=…&fields[1]=…`) may have; an index has at most
// four digits.
const MAX_INDEXED = 1_000;

type Nested = { [key: string]: Nested | string | string[] };

// Splits `filter[a][b][_in][]` into ['filter', 'a', 'b', '_in', ''].
function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) {
    throw badQuery(`Parámetro de consulta no válido: "${key}".`);
  }
  const rest = [...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]);
  return [match[1], ...rest];
}

function assign(target: Nested, path: string[], value: string) {
  let node: Nested = target;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i];
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') {
      throw badQuery('Parámetro de consulta no válido.');
    }
    const next = node[key];
    if (path[i + 1] === '' && i + 2 === path.length && (next === undefined || Array.isArray(next))) {
      node[key] = next ?? [];
      (node[key] as string[]).push(value);
      return;
    }
    if (next === undefined) {
      node[key] = {};
    } else if (typeof next === 'string' || Array.isArray(next)) {
      // `filter={…}&filter[a]=…` or `fields[]=a&fields[0]=b`: two forms of one parameter.
      throw badQuery(`El parámetro "${path[0]}" se envió de dos formas distintas.`);
    }
    node = node[key] as Nested;
  }
  const last = path[path.length - 1];
  if (last === '__proto__' || last === 'constructor' || last === 'prototype') {
    throw badQuery('Parámetro de consulta no válido.');
  }
  if (last === '' || (node[last] !== undefined && typeof node[last] !== 'string')) {
    throw badQuery(`El parámetro "${path[0]}" se envió de dos formas distintas.`);
  }
  node[last] = value;
}

// Indexed arrays, the default of qs.stringify and axios (`fields[0]=id&fields[1]=name`,
// `filter[_and][0][id][_lt]=5`): an object whose keys are all indexes becomes the list of its
// values in index order, as qs reads it.
function indexedArrays(value: Nested | string | string[]): unknown {
  if (typeof value === 'string' || Array.isArray(value)) {
    return value;
  }
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, indexedArrays(value[key])]));
  if (keys.length === 0 || !keys.every((key) => /^\d{1,4}$/.test(key))) {
    return converted;
  }
  if (keys.length > MAX_INDEXED) {
    throw badQuery(`Una lista indexada admite como máximo ${MAX_INDEXED} elementos.`);
  }
  return keys
    .map(Number)
    .sort((a, b) => a - b)
    .map((index) => converted[String(index)]);
}

function parseJsonParam(name: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw badQuery(`El parámetro "${name}" no es un JSON válido.`);
  }
}

export function list(name: string, value: unknown): string[] {
  if (value === undefined) {
    return [];
  }
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) {
      return list(name, parseJsonParam(name, trimmed));
    }
    return trimmed === ''
      ? []
      : trimmed
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
  }
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return value.flatMap((item) => list(name, item));
  }
  throw badQuery(`El parámetro "${name}" debe ser una lista de textos.`);
}

export function integer(name: string, value: unknown, min: number, max: number): number | null {
  if (value === undefined || value === '') {
    return null;
  }
  if (typeof value !== 'string' || !/^-?\d{1,9}$/.test(value)) {
    throw badQuery(`El parámetro "${name}" debe ser un número entero.`);
  }
  const parsed = Number(value);
  if (parsed < min || parsed > max) {
    throw badQuery(`El parámetro "${name}" debe estar entre ${min} y ${max}.`);
  }
  return parsed;
}

function objectParam(name: string, value: unknown): Record<string, unknown> | null {
  if (value === undefined || value === '') {
    return null;
  }
  const parsed = typeof value === 'string' ? parseJsonParam(name, value) : value;
  if (parsed === null) {
    return null;
  }
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badQuery(`El parámetro "${name}" debe ser un objeto.`);
  }
  return parsed as Record<string, unknown>;
}

// alias[new]=field (or alias={"new":"field"}): names of the answer, each a field of the collection.
function aliasParam(value: unknown): Record<string, string> {
  const parsed = objectParam('alias', value) ?? {};
  const entries = Object.entries(parsed);
  if (entries.length > 50) {
    throw badQuery('El parámetro "alias" admite como máximo 50 nombres.');
  }
  for (const [name, target] of entries) {
    if (!/^\w{1,64}$/.test(name) || typeof target !== 'string' || !/^\w{1,64}$/.test(target)) {
      throw badQuery(
        `"alias[${name.slice(0, 64)}]" no es válido: un alias es un nombre y su valor un campo de la colección, sin puntos ni funciones.`,
      );
    }
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

export function parseItemsQuery(params: URLSearchParams): ItemsQuery {
  const raw: Nested = {};
  for (const [key, value] of params) {
    if (value.length > MAX_PARAM_LENGTH || key.length > 500) {
      throw badQuery('Un parámetro de consulta es demasiado largo.');
    }
    const path = keyPath(key);
    if (!KNOWN.has(path[0])) {
      throw badQuery(`Parámetro de consulta desconocido: "${path[0]}".`);
    }
    assign(raw, path, value);
  }
  for (const key of Object.keys(raw)) {
    raw[key] = indexedArrays(raw[key]) as Nested;
  }
  const limit = integer('limit', raw.limit, -1, MAX_LIMIT) ?? DEFAULT_LIMIT;
  const page = integer('page', raw.page, 1, 1_000_000);
  let offset = integer('offset', raw.offset, 0, 100_000_000) ?? 0;
  if (page !== null && limit !== -1) {
    offset = (page - 1) * limit;
  }
  const aggregateRaw = objectParam('aggregate', raw.aggregate);
  let aggregate: ItemsQuery['aggregate'] = null;
  if (aggregateRaw) {
    aggregate = {};
    for (const [fn, value] of Object.entries(aggregateRaw)) {
      if (!AGGREGATE_FNS.includes(fn as AggregateFn)) {
        throw badQuery(`Función de agregación desconocida: "${fn}".`);
      }
      aggregate[fn as AggregateFn] = list(`aggregate[${fn}]`, value);
    }
  }
  const search = raw.search;
  if (search !== undefined && (typeof search !== 'string' || search.includes('\u0000'))) {
    throw badQuery('El parámetro "search" debe ser un texto.');
  }
  const exportFormat = raw.export;
  if (exportFormat !== undefined && !EXPORT_FORMATS.includes(exportFormat as ExportFormat)) {
    throw badQuery(
      `Formato de "export" no admitido: ${JSON.stringify(String(exportFormat).slice(0, 20))}. Se admiten: ${EXPORT_FORMATS.join(', ')}.`,
    );
  }
  return {
    fields: list('fields', raw.fields),
    filter: objectParam('filter', raw.filter),
    search: search?.trim() ? search.trim() : null,
    sort: list('sort', raw.sort),
    limit,
    offset,
    aggregate,
    groupBy: list('groupBy', raw.groupBy),
    meta: list('meta', raw.meta),
    alias: aliasParam(raw.alias),
    countLimit: integer('count_limit', raw.count_limit, 1, 100_000),
    deep: objectParam('deep', raw.deep),
    export: (exportFormat as ExportFormat | undefined) ?? null,
  };
}
