import type { OperationContract, Permission } from '@sari/contracts/operation';
import type { Database, Orm } from '@sari/db/client';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { Auth } from '../auth/auth';
import type { Config } from '../config';
import type { ChangeHub } from '../platform/change-hub';
import { ApiError, forbidden } from '../platform/errors';
import type { Mailer } from '../platform/mailer';
import { can, type UserContext } from '../tenancy/context';
import { clientIp } from './client-ip';
import type { GateEnv } from './gate';
import { readInput } from './input';
import { type Spent, spendAttempts } from './rate-limit';
import { type AfterCommit, inTransaction } from './transaction';
import { type LineKey, type LineName, lineSettings, waitingLines } from './waiting-line';

// What the server gives every use-case besides the request.
export type Services = {
  db: Database;
  config: Config;
  mailer: Mailer;
  auth: Auth;
  changes: ChangeHub;
  // Runs due jobs now (after a commit that queued one to run at once).
  wakeJobs: () => void;
};

export type PublicContext = {
  db: Database;
  // Every statement of the operation goes through this transaction (the plain connection pool
  // for the few operations declared without one, such as a stream).
  tx: Orm;
  afterCommit: AfterCommit;
  services: Services;
  ip: string;
};
// `session` (requests signed in, not the server's own work): the request's session asked again,
// for an answer that outlives the request's first check (a stream).
export type OperationContext = PublicContext & { user: UserContext; session?: () => Promise<UserContext> };

// An answer the database built as JSON text (a report's page): sent on as it is when large,
// without parsing it again; checked against the contract like any answer when small, which is
// what the tests build (decision 036).
export class DatabaseJson {
  constructor(readonly text: string) {}
}
export const databaseJson = (text: string) => new DatabaseJson(text);
// Past this size a database-built answer goes out unchecked: checking a 10,000-row report took
// the event loop 30-200 ms, every other request waiting meanwhile.
const CHECKED_TEXT_BYTES = 64 * 1024;

type Result<C extends OperationContract> = z.input<C['output']> | Response | DatabaseJson;

// An attempt counted against a limit before the operation runs (per address, e-mail, phone...);
// `counts: 'successes'` gives the count back when the operation fails (rate-limit.ts).
export type Attempt = Spent;
type Limits<I> = (input: I, who: { ip: string; services: Services }) => Attempt[];
// `aliases`: other routes that hand their request to the same use-case (the items calls of spec-coverage 7
// for an operation, e.g. POST items/history_payment for a checkout): one rule set, two ways in.
type Alias = { method: OperationContract['method']; path: string };
// `line`: the operation waits its turn in that line (waiting-line.ts) before it runs; a line
// shared among companies counts the caller's company apart (decision 036).
type Options<I> = { limits?: Limits<I>; transaction?: boolean; aliases?: Alias[]; line?: LineName };

export type Operation = {
  contract: OperationContract;
  run: (ctx: OperationContext, input: unknown) => Promise<unknown>;
  limits?: Limits<never>;
  transaction: boolean;
  aliases: Alias[];
  line?: LineName;
};

// A domain operation: the contract says who may call it and what it takes; `run` is the
// use-case. The helper checks the permission, parses the input (400 per field), runs the
// use-case in one transaction and maps domain errors to their status.
export function operation<C extends OperationContract>(
  contract: C,
  run: (ctx: OperationContext, input: z.output<C['input']>) => Promise<Result<C>>,
  options: Options<z.output<C['input']>> = {},
): Operation {
  if (contract.permission === 'public') {
    throw new Error(`${contract.id}: a public operation is declared with publicOperation()`);
  }
  return {
    contract,
    run: run as Operation['run'],
    limits: options.limits as Limits<never>,
    transaction: options.transaction ?? true,
    aliases: options.aliases ?? [],
    line: options.line,
  };
}

// The same for the few operations anyone may call (sign-up, the public pages): no user.
export function publicOperation<C extends OperationContract>(
  contract: C,
  run: (ctx: PublicContext, input: z.output<C['input']>) => Promise<Result<C>>,
  options: Options<z.output<C['input']>> = {},
): Operation {
  if (contract.permission !== 'public') {
    throw new Error(`${contract.id}: only public contracts go through publicOperation()`);
  }
  return {
    contract,
    run: run as Operation['run'],
    limits: options.limits as Limits<never>,
    transaction: options.transaction ?? true,
    aliases: options.aliases ?? [],
    line: options.line,
  };
}

export function requirePermission(user: UserContext, permission: Permission) {
  if (permission === 'public' || permission === 'session') {
    return;
  }
  const [module, action] = permission;
  if (!can(user, module, action)) {
    throw forbidden();
  }
}

// What the route-walk test reads: every route of the app with what it needs.
export type RouteAccess = {
  method: string;
  path: string;
  permission: Permission | 'collection';
  // The operation's contract id, for routes that are domain operations.
  operation?: string;
  // The waiting line it runs in, if any.
  line?: LineName;
};

export function mountOperations(
  app: Hono<GateEnv>,
  operations: Operation[],
  services: Services,
): RouteAccess[] {
  const seen = new Set<string>();
  const routes: RouteAccess[] = [];
  const lines = waitingLines(services.config);
  for (const { contract, run, limits, transaction, aliases, line } of operations) {
    const inLine = line ? lines[line].run : <T>(work: () => Promise<T>, _key?: LineKey) => work();
    const settings = line ? lineSettings[line] : undefined;
    const handler = async (c: Context<GateEnv>) => {
      const user = contract.permission === 'public' ? null : c.get('user');
      if (user) {
        requirePermission(user, contract.permission);
      } else if (contract.permission !== 'public') {
        // A protected contract on a path the gate lets through (a public path): fail closed.
        throw new ApiError('UNAUTHENTICATED', 'Inicia sesión para continuar.');
      }
      const input = await readInput(c, contract);
      const ip = clientIp(c, services.config.trustProxy);
      const session = user ? c.get('session') : undefined;
      const base = { db: services.db, services, ip, user: user as UserContext, session };
      // Its turn taken once the request is read and valid, counted for the caller's company; the
      // attempt counted in it.
      const output = await inLine(async () => {
        // Counted before and outside the transaction, so nothing of a refused one is written: a
        // refused or failing attempt still counts against a limit of attempts; a limit of
        // successes gets its count back.
        const giveBack = await spendAttempts(services.db, limits?.(input as never, { ip, services }) ?? []);
        try {
          return await (transaction
            ? inTransaction(services.db, async (tx, afterCommit) => {
                if (settings) {
                  await services.db.rows(settings, tx);
                }
                return run({ ...base, tx, afterCommit }, input);
              })
            : run({ ...base, tx: services.db.orm, afterCommit: (work) => void work() }, input));
        } catch (error) {
          await giveBack().catch(() => undefined);
          throw error;
        }
      }, user?.companyId);
      if (output instanceof Response) {
        return output;
      }
      if (output instanceof DatabaseJson && output.text.length > CHECKED_TEXT_BYTES) {
        return c.body(`{"data":${output.text}}`, 200, { 'content-type': 'application/json' });
      }
      const checked = contract.output.safeParse(
        output instanceof DatabaseJson ? JSON.parse(output.text) : output,
      );
      if (!checked.success) {
        // The use-case broke its own contract: a bug to fix, never data sent unchecked.
        console.error(`[api] ${contract.id} devolvió datos que no cumplen su contrato`, checked.error.issues);
        throw new ApiError('INTERNAL', 'Ocurrió un error inesperado. Inténtalo de nuevo.');
      }
      return c.json({ data: checked.data });
    };
    for (const route of [{ method: contract.method, path: contract.path }, ...aliases]) {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) {
        throw new Error(`two operations answer ${key}`);
      }
      seen.add(key);
      app.on(route.method, route.path, handler);
      routes.push({ ...route, permission: contract.permission, operation: contract.id, line });
    }
  }
  return routes;
}
