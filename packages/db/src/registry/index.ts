import { catalogueCollections } from './catalogue';
import { coreCollections } from './core';
import { operationCollections } from './operations';
import type { CollectionDef } from './types';

// Every collection the items API serves. A table not listed here is not reachable.
export const collectionDefs: Record<string, CollectionDef> = {
  ...coreCollections,
  ...catalogueCollections,
  ...operationCollections,
};
