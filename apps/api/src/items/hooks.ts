import type { RequestContext } from '../tenancy/context';
import type { Scalar } from './coerce';

export type Row = Record<string, Scalar>;

// Per-collection rules the generic engine runs inside the write transaction, for columns the
// server computes (e.g. a reservation service's start/end from its reservation and service).
export type CollectionHooks = {
  // Fill or check computed columns of a row about to be inserted.
  beforeCreate?: (ctx: RequestContext, row: Row) => Promise<void>;
  // Same for an update; `row` holds only the changed columns.
  beforeUpdate?: (ctx: RequestContext, id: number, row: Row) => Promise<void>;
  // Before rows are deleted: refuse what must not go (ids are not yet checked against scope).
  beforeDelete?: (ctx: RequestContext, ids: number[]) => Promise<void>;
  // After rows were created (with their nested rows) or updated (e.g. propagate a status to
  // children); `changed` holds the written columns.
  afterWrite?: (ctx: RequestContext, ids: number[], changed: Row, mode: 'create' | 'update') => Promise<void>;
};

export type HooksByCollection = Record<string, CollectionHooks>;

let installed = new Map<string, CollectionHooks>();

// Two features with rules on one collection both run, in the order the features are listed.
function compose(first: CollectionHooks, second: CollectionHooks): CollectionHooks {
  const both =
    <A extends unknown[]>(a?: (...args: A) => Promise<void>, b?: (...args: A) => Promise<void>) =>
    async (...args: A) => {
      await a?.(...args);
      await b?.(...args);
    };
  return {
    beforeCreate: both(first.beforeCreate, second.beforeCreate),
    beforeUpdate: both(first.beforeUpdate, second.beforeUpdate),
    beforeDelete: both(first.beforeDelete, second.beforeDelete),
    afterWrite: both(first.afterWrite, second.afterWrite),
  };
}

// The server installs the hooks its features declare, once, when it starts (app.ts).
export function installHooks(sets: (HooksByCollection | undefined)[]) {
  const next = new Map<string, CollectionHooks>();
  for (const set of sets) {
    for (const [collection, hooks] of Object.entries(set ?? {})) {
      const existing = next.get(collection);
      next.set(collection, existing ? compose(existing, hooks) : hooks);
    }
  }
  installed = next;
}

export function hooksOf(collection: string): CollectionHooks {
  return installed.get(collection) ?? {};
}
