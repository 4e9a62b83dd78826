import { ApiError, badQuery } from '../platform/errors';
import { type CollectionMeta, getCollection } from '../tenancy/meta';
import { assertRead, type Builder } from '../tenancy/scope';
import { type FunctionCall, parseFunction } from './functions';

export const MAX_FIELD_DEPTH = 6;
// The read budget of one request (decision 009): what a fields[] list may make the database
// build. Wildcards reach at most two levels of relations; they follow one-to-many aliases only
// from the collection asked for, and never from the company or its owner (every row of the
// company hangs there); no path nests more than three one-to-many lists; and a request asks for
// at most MAX_RELATIONS relations in all.
export const MAX_WILDCARD_LEVELS = 2;
export const MAX_ONE_TO_MANY_NESTING = 3;
export const MAX_RELATIONS = 100;

export type FieldNode = {
  meta: CollectionMeta;
  columns: Set<string>;
  m2o: Map<string, FieldNode>;
  o2m: Map<string, FieldNode>;
  // o2m aliases asked for by name only: answered as a list of child ids.
  o2mIds: Set<string>;
  // What answers under a name of its own: a function (`birth_date_year` for year(birth_date))
  // or an alias[new]=field column or list of ids.
  computed: Map<string, { call: FunctionCall | null; field: string }>;
  // A relation reached through alias[new]=field: its own field.
  via?: string;
};

const newNode = (meta: CollectionMeta, via?: string): FieldNode => ({
  meta,
  columns: new Set(),
  m2o: new Map(),
  o2m: new Map(),
  o2mIds: new Set(),
  computed: new Map(),
  via,
});

type Budget = { relations: number };
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

function addWildcard(builder: Builder, budget: Budget, node: FieldNode, rest: string[], at: Position) {
  const { meta } = node;
  for (const name of meta.readable) {
    node.columns.add(name);
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
): FieldNode {
  const root = newNode(meta);
  const list = fields.length ? fields : ['*'];
  if (list.length > 200) {
    throw badQuery('Demasiados campos solicitados.');
  }
  const budget: Budget = { relations: 0 };
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
