import type { Operation } from '../access/operation';
import type { HooksByCollection } from '../items/hooks';

// What a feature adds to the server: its domain operations (routes) and the rules it runs
// inside the items engine's writes. app.ts lists every feature; nothing registers itself.
export type Feature = {
  name: string;
  operations?: Operation[];
  hooks?: HooksByCollection;
};
