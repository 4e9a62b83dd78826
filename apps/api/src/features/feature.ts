import type { Operation, Services } from '../access/operation';
import type { HooksByCollection } from '../items/hooks';
import type { KeptReadRules } from '../items/kept-reads';
import type { Chore, JobHandler } from '../jobs/runner';

// What a feature adds to the server: its domain operations (routes) and the rules it runs
// inside the items engine's writes. app.ts lists every feature; nothing registers itself.
export type Feature = {
  name: string;
  operations?: Operation[];
  hooks?: HooksByCollection;
  // Work the job runner does later (reminders, links...), by job kind.
  jobs?: (services: Services) => Record<string, JobHandler>;
  // Reads of the feature's collections the items engine may keep until their days change
  // (items/kept-reads.ts); one feature declares them.
  keptReads?: KeptReadRules;
  // Upkeep each process does every so often (jobs/runner.ts).
  chores?: (services: Services) => Chore[];
};
