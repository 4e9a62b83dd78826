import { catalogueCollections } from './catalogue';
import { coreCollections } from './core';
import { operationCollections } from './operations';
import type { CollectionDef } from './types';

// Every collection the items API serves, each with its own table type (item-types.ts reads them).
export const collections = {
  ...coreCollections,
  ...catalogueCollections,
  ...operationCollections,
};

// A table not listed here is not reachable.
export const collectionDefs: Record<string, CollectionDef> = collections;
