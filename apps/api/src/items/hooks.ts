import type { Scalar } from './coerce';
import type { ItemsContext } from './context';

export type Row = Record<string, Scalar>;

// Per-collection rules the generic engine runs inside the write transaction, for columns the
// server computes (e.g. a reservation service's start/end from its reservation and service).
export type CollectionHooks = {
  // Fill or check computed columns of a row about to be inserted.
  beforeCreate?: (ctx: ItemsContext, row: Row) => Promise<void>;
  // Same for an update; `row` holds only the changed columns.
  beforeUpdate?: (ctx: ItemsContext, id: number, row: Row) => Promise<void>;
  // Before rows are deleted: refuse what must not go (ids are not yet checked against scope).
  beforeDelete?: (ctx: ItemsContext, ids: number[]) => Promise<void>;
  // After rows were created or updated (e.g. propagate a status to children).
  afterWrite?: (ctx: ItemsContext, ids: number[], changed: Row) => Promise<void>;
};

const hooks = new Map<string, CollectionHooks>();

export function registerHooks(collection: string, collectionHooks: CollectionHooks) {
  hooks.set(collection, collectionHooks);
}

export function hooksOf(collection: string): CollectionHooks {
  return hooks.get(collection) ?? {};
}
