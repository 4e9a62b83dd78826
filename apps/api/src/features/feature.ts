import type { Hono } from 'hono';
import type { GateEnv } from '../access/gate';
import type { Operation, RouteAccess, Services } from '../access/operation';
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
  // Routes that are no domain operation (a webhook that must read its raw body): mounted under
  // the gate, answering what each needs for the route-walk test.
  routes?: (app: Hono<GateEnv>, services: Services) => RouteAccess[];
  // Upkeep each process does every so often (jobs/runner.ts).
  chores?: (services: Services) => Chore[];
};
