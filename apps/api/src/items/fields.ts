import { ApiError, badQuery } from '../platform/errors';
import { type CollectionMeta, getCollection } from '../tenancy/meta';
import { assertRead, type Builder } from '../tenancy/scope';
import { type FunctionCall, parseFunction } from './functions';
import { integer, list as listParam, MAX_LIMIT } from './parse-query';

export const MAX_FIELD_DEPTH = 6;
// The read budget of one request (decision 009): what a fields[] list may make the database
// build. Wildcards reach at most two levels of relations; they follow one-to-many aliases only
// from the collection asked for, and never from the company or its owner (every row of the
// company hangs there); no path nests more than three one-to-many lists; and a request asks for
// at most MAX_RELATIONS relations in all.
export const MAX_WILDCARD_LEVELS = 2;
export const MAX_ONE_TO_MANY_NESTING = 3;
export const MAX_RELATIONS = 100;

// What a nested one-to-many list answers: Directus's default of 100 rows by id unless `deep`
// says otherwise (each list is cut on its own, so a read's cost stays bounded).
export const NESTED_LIMIT = 100;
export type ListQuery = {
  limit: number; // -1 = all
  offset: number;
  sort: string[];
  filter: Record<string, unknown> | null;
  search: string | null;
};
const defaultList = (): ListQuery => ({
  limit: NESTED_LIMIT,
  offset: 0,
  sort: [],
  filter: null,
  search: null,
});

export type FieldNode = {
  meta: CollectionMeta;
  columns: Set<string>;
  m2o: Map<string, FieldNode>;
  o2m: Map<string, FieldNode>;
  // o2m aliases asked for by name only (or through `*`): answered as a list of child ids.
  o2mIds: Set<string>;
  // What answers under a name of its own: a function (`birth_date_year` for year(birth_date))
  // or an alias[new]=field column or list of ids.
  computed: Map<string, { call: FunctionCall | null; field: string }>;
  // A relation reached through alias[new]=field: its own field.
  via?: string;
  // The list query of each o2m alias of this level, nested or as ids (deep, or the default).
  lists: Map<string, ListQuery>;
};

const newNode = (meta: CollectionMeta, via?: string): FieldNode => ({
  meta,
  columns: new Set(),
  m2o: new Map(),
  o2m: new Map(),
  o2mIds: new Set(),
  computed: new Map(),
  via,
  lists: new Map(),
});

export const listQueryOf = (node: FieldNode, alias: string): ListQuery =>
  node.lists.get(alias) ?? defaultList();

// wildcardLists: whether `*` answers the one-to-many aliases (reads) or columns only (the row a
// write answers).
type Budget = { relations: number; wildcardLists: boolean };
// Where a path is in the tree: how deep, how many wildcard levels and one-to-many lists above it.
type Position = { depth: number; wildcards: number; lists: number };

const overBudget = (what: string) =>
  new ApiError(
    'QUERY_TOO_EXPENSIVE',
    `La consulta pide demasiado: ${what}. Pide campos concretos en vez de "*".`,
  );

function child(
  builder: Builder,
  budget: Budget,
  nodes: Map<string, FieldNode>,
  key: string,
  collection: string,
  via?: string,
): FieldNode {
  const existing = nodes.get(key);
  if (existing) {
    return existing;
  }
  budget.relations += 1;
  if (budget.relations > MAX_RELATIONS) {
    throw overBudget(`más de ${MAX_RELATIONS} relaciones en "fields"`);
  }
  const meta = getCollection(collection)!;
  assertRead(builder, meta);
  const node = newNode(meta, via);
  nodes.set(key, node);
  return node;
}

const spend = (budget: Budget) => {
  budget.relations += 1;
  if (budget.relations > MAX_RELATIONS) {
    throw overBudget(`más de ${MAX_RELATIONS} relaciones en "fields"`);
  }
};

const isHub = (meta: CollectionMeta) => meta.tenancy === 'self' || meta.tenancy === 'owner';

// A wildcard leaves out the lists the user may not read (naming one is a 403, as before).
function canReadAlias(builder: Builder, meta: CollectionMeta, alias: string): boolean {
  try {
    assertRead(builder, getCollection(meta.o2m.get(alias)!.collection)!);
    return true;
  } catch {
    return false;
  }
}

function addWildcard(builder: Builder, budget: Budget, node: FieldNode, rest: string[], at: Position) {
  const { meta } = node;
  for (const name of meta.readable) {
    node.columns.add(name);
  }
  // As Directus: `*` includes every one-to-many alias as a list of ids (at most NESTED_LIMIT
  // each), where the client wrote it (`*`, `rel.*`); not at the levels a wildcard reaches
  // through another (`*.*`'s second level: each related row's every list, hundreds of
  // sub-queries), and never those of the company or its owner, where every row of the company
  // hangs (read budget, decision 010).
  if (budget.wildcardLists && at.wildcards === 0 && !isHub(meta)) {
    for (const alias of meta.o2m.keys()) {
      if ((meta.def.wildcardLists?.includes(alias) ?? true) && canReadAlias(builder, meta, alias)) {
        node.o2mIds.add(alias);
      }
    }
  }
  if (rest.length === 0) {
    return;
  }
  if (at.wildcards >= MAX_WILDCARD_LEVELS) {
    throw overBudget(`"*" alcanza como máximo ${MAX_WILDCARD_LEVELS} niveles de relaciones`);
  }
  const next = { depth: at.depth + 1, wildcards: at.wildcards + 1, lists: at.lists };
  for (const [field, relation] of meta.m2o) {
    if (!meta.hidden.has(field)) {
      add(builder, budget, child(builder, budget, node.m2o, field, relation.collection), rest, next);
    }
  }
  if (at.depth === 1 && !isHub(meta)) {
    for (const [alias, relation] of meta.o2m) {
      const list = { ...next, lists: next.lists + 1 };
      add(builder, budget, child(builder, budget, node.o2m, alias, relation.collection), rest, list);
    }
  }
}

function add(builder: Builder, budget: Budget, node: FieldNode, path: string[], at: Position) {
  if (at.depth > MAX_FIELD_DEPTH) {
    throw badQuery(`Los campos anidados admiten como máximo ${MAX_FIELD_DEPTH} niveles.`);
  }
  if (at.lists > MAX_ONE_TO_MANY_NESTING) {
    throw overBudget(`más de ${MAX_ONE_TO_MANY_NESTING} listas anidadas`);
  }
  const [head, ...rest] = path;
  const { meta } = node;
  if (head === '*') {
    addWildcard(builder, budget, node, rest, at);
    return;
  }
  const call = parseFunction(head);
  if (call) {
    if (rest.length) {
      throw badQuery(`Campo no válido: "${path.join('.')}": una función no tiene campos anidados.`);
    }
    if (meta.hidden.has(call.field)) {
      throw new ApiError('FORBIDDEN', `No tienes permiso para leer el campo "${meta.name}.${call.field}".`);
    }
    // count() of a list is a sub-query: it spends the read budget as a relation does.
    if (meta.o2m.has(call.field) && !node.computed.has(call.key)) {
      spend(budget);
    }
    node.computed.set(call.key, { call, field: call.field });
    return;
  }
  if (meta.hidden.has(head)) {
    throw new ApiError('FORBIDDEN', `No tienes permiso para leer el campo "${meta.name}.${head}".`);
  }
  const relation = meta.m2o.get(head);
  const oneToMany = meta.o2m.get(head);
  if (rest.length === 0) {
    if (meta.fields.has(head)) {
      node.columns.add(head);
      return;
    }
    if (oneToMany) {
      node.o2mIds.add(head);
      return;
    }
  } else if (relation) {
    const next = { ...at, depth: at.depth + 1 };
    add(builder, budget, child(builder, budget, node.m2o, head, relation.collection), rest, next);
    return;
  } else if (oneToMany) {
    const next = { ...at, depth: at.depth + 1, lists: at.lists + 1 };
    add(builder, budget, child(builder, budget, node.o2m, head, oneToMany.collection), rest, next);
    return;
  }
  throw badQuery(`Campo desconocido: "${meta.name}.${path.join('.')}".`);
}

// alias[new]=field at the top of fields[]: `new` answers the field (a column, a list of ids, or a
// relation to expand under the new name). Aliases name fields of the collection asked for only,
// never another alias, and never hide a field of the same name.
function addAliased(
  builder: Builder,
  budget: Budget,
  root: FieldNode,
  name: string,
  target: string,
  rest: string[],
) {
  const { meta } = root;
  if (meta.fields.has(name) || meta.o2m.has(name)) {
    throw badQuery(`"alias[${name}]" no puede llamarse como el campo "${meta.name}.${name}".`);
  }
  if (meta.hidden.has(target)) {
    throw new ApiError('FORBIDDEN', `No tienes permiso para leer el campo "${meta.name}.${target}".`);
  }
  const relation = meta.m2o.get(target);
  const oneToMany = meta.o2m.get(target);
  const at = { depth: 2, wildcards: 0, lists: 0 };
  if (rest.length === 0 && (meta.fields.has(target) || oneToMany)) {
    root.computed.set(name, { call: null, field: target });
  } else if (rest.length && relation) {
    add(builder, budget, child(builder, budget, root.m2o, name, relation.collection, target), rest, at);
  } else if (rest.length && oneToMany) {
    const node = child(builder, budget, root.o2m, name, oneToMany.collection, target);
    add(builder, budget, node, rest, { ...at, lists: 1 });
  } else {
    throw badQuery(
      `"alias[${name}]" nombra un campo desconocido o sin campos anidados: "${meta.name}.${target}".`,
    );
  }
}

// Turns fields[] (`*`, `a`, `rel.*`, `rel.child.name`, `*.*`, `year(date)`, an alias) into a
// tree of what to select.
export function buildFieldTree(
  builder: Builder,
  meta: CollectionMeta,
  fields: string[],
  alias: Record<string, string> = {},
  wildcardLists = true,
): FieldNode {
  const root = newNode(meta);
  const list = fields.length ? fields : ['*'];
  if (list.length > 200) {
    throw badQuery('Demasiados campos solicitados.');
  }
  const budget: Budget = { relations: 0, wildcardLists };
  const used = new Set<string>();
  for (const field of list) {
    const path = field.split('.');
    if (path.some((part) => part === '')) {
      throw badQuery(`Campo no válido: "${field}".`);
    }
    const [head, ...rest] = path;
    if (Object.hasOwn(alias, head)) {
      used.add(head);
      addAliased(builder, budget, root, head, alias[head], rest);
      continue;
    }
    add(builder, budget, root, path, { depth: 1, wildcards: 0, lists: 0 });
  }
  for (const name of Object.keys(alias)) {
    if (!used.has(name)) {
      throw badQuery(`"alias[${name}]" no se usa en "fields": pide el campo "${name}".`);
    }
  }
  return root;
}

const DEEP_PARAMS = new Set(['_limit', '_offset', '_page', '_sort', '_filter', '_search']);

const deepText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

function deepObject(path: string, value: unknown): Record<string, unknown> {
  const parsed = typeof value === 'string' ? safeJson(path, value) : value;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badQuery(`"deep[${path}]" debe ser un objeto.`);
  }
  return parsed as Record<string, unknown>;
}

function safeJson(path: string, value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw badQuery(`"deep[${path}]" no es un JSON válido.`);
  }
}

// The list query `deep` gives one o2m alias (`_limit`, `_offset`, `_page`, `_sort`, `_filter`,
// `_search`); anything else is refused, never ignored.
function listQueryFrom(path: string, params: [string, unknown][]): ListQuery {
  const query = defaultList();
  let page: number | null = null;
  for (const [key, value] of params) {
    const name = `deep[${path}][${key}]`;
    switch (key) {
      case '_limit':
        query.limit = integer(name, deepText(value), -1, MAX_LIMIT) ?? NESTED_LIMIT;
        break;
      case '_offset':
        query.offset = integer(name, deepText(value), 0, 100_000_000) ?? 0;
        break;
      case '_page':
        page = integer(name, deepText(value), 1, 1_000_000);
        break;
      case '_sort':
        query.sort = listParam(name, value);
        break;
      case '_filter':
        query.filter = value === null || value === '' ? null : deepObject(`${path}][_filter`, value);
        break;
      case '_search':
        if (typeof value !== 'string' || value.includes('\u0000')) {
          throw badQuery(`"${name}" debe ser un texto.`);
        }
        query.search = value.trim() || null;
        break;
      default:
        throw badQuery(
          `"deep[${path}][${key}]" no está admitido: se admiten ${[...DEEP_PARAMS].join(', ')}.`,
        );
    }
  }
  if (page !== null && query.limit !== -1) {
    query.offset = (page - 1) * query.limit;
  }
  return query;
}

// Attaches `deep` to the field tree: each key names a relation asked for in fields[]; the
// `_` keys of a one-to-many alias are its list query, other keys go one relation deeper.
export function applyDeep(node: FieldNode, deep: Record<string, unknown>, at = '') {
  for (const [key, value] of Object.entries(deep)) {
    const path = at ? `${at}][${key}` : key;
    if (key.startsWith('_')) {
      throw badQuery(
        at
          ? `"deep[${path}]" solo se usa en una lista (relación uno a muchos).`
          : `"deep[${key}]" debe ir dentro de una relación: deep[relación][${key}].`,
      );
    }
    const inner = deepObject(path, value);
    const params = Object.entries(inner).filter(([name]) => name.startsWith('_'));
    const nested = Object.fromEntries(Object.entries(inner).filter(([name]) => !name.startsWith('_')));
    const child = node.o2m.get(key) ?? node.m2o.get(key);
    const computed = node.computed.get(key);
    const relation = child?.via ?? (computed && !computed.call ? computed.field : key);
    const asIds = (node.o2mIds.has(key) || computed !== undefined) && node.meta.o2m.has(relation);
    if (!child && !asIds) {
      throw badQuery(`"deep[${path}]" nombra una relación que no está en "fields".`);
    }
    if (node.meta.o2m.has(relation)) {
      node.lists.set(key, listQueryFrom(path, params));
    } else if (params.length) {
      throw badQuery(`"deep[${path}][${params[0][0]}]" solo se usa en una lista (relación uno a muchos).`);
    }
    if (Object.keys(nested).length) {
      if (!child) {
        throw badQuery(`"deep[${path}]": pide campos de "${key}" en "fields" para ir más adentro.`);
      }
      applyDeep(child, nested, path);
    }
  }
}
