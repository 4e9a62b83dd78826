import { ApiError, badQuery } from '../shared/errors';
import { type CollectionMeta, getCollection } from './meta';
import { assertRead, type Builder } from './scope';

export const MAX_FIELD_DEPTH = 6;

export type FieldNode = {
  meta: CollectionMeta;
  columns: Set<string>;
  m2o: Map<string, FieldNode>;
  o2m: Map<string, FieldNode>;
  // o2m aliases asked for by name only: answered as a list of child ids.
  o2mIds: Set<string>;
};

const newNode = (meta: CollectionMeta): FieldNode => ({
  meta,
  columns: new Set(),
  m2o: new Map(),
  o2m: new Map(),
  o2mIds: new Set(),
});

function child(builder: Builder, nodes: Map<string, FieldNode>, key: string, collection: string): FieldNode {
  const existing = nodes.get(key);
  if (existing) {
    return existing;
  }
  const meta = getCollection(collection)!;
  assertRead(builder, meta);
  const node = newNode(meta);
  nodes.set(key, node);
  return node;
}

function add(builder: Builder, node: FieldNode, path: string[], depth: number) {
  if (depth > MAX_FIELD_DEPTH) {
    throw badQuery(`Los campos anidados admiten como máximo ${MAX_FIELD_DEPTH} niveles.`);
  }
  const [head, ...rest] = path;
  const { meta } = node;
  if (head === '*') {
    for (const name of meta.readable) {
      node.columns.add(name);
    }
    if (rest.length) {
      for (const [field, relation] of meta.m2o) {
        if (!meta.hidden.has(field)) {
          add(builder, child(builder, node.m2o, field, relation.collection), rest, depth + 1);
        }
      }
      for (const [alias, relation] of meta.o2m) {
        add(builder, child(builder, node.o2m, alias, relation.collection), rest, depth + 1);
      }
    }
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
    add(builder, child(builder, node.m2o, head, relation.collection), rest, depth + 1);
    return;
  } else if (oneToMany) {
    add(builder, child(builder, node.o2m, head, oneToMany.collection), rest, depth + 1);
    return;
  }
  throw badQuery(`Campo desconocido: "${meta.name}.${path.join('.')}".`);
}

// Turns fields[] (`*`, `a`, `rel.*`, `rel.child.name`, `*.*`) into a tree of what to select.
export function buildFieldTree(builder: Builder, meta: CollectionMeta, fields: string[]): FieldNode {
  const root = newNode(meta);
  const list = fields.length ? fields : ['*'];
  if (list.length > 200) {
    throw badQuery('Demasiados campos solicitados.');
  }
  for (const field of list) {
    const path = field.split('.');
    if (path.some((part) => part === '')) {
      throw badQuery(`Campo no válido: "${field}".`);
    }
    add(builder, root, path, 1);
  }
  return root;
}
