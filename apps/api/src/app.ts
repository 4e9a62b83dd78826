import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Database } from '@sari/db/client';
import { sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { clientIp } from './access/client-ip';
import { accessGate, type GateEnv } from './access/gate';
import { mountOperations, type RouteAccess, type Services } from './access/operation';
import { sessionUsers } from './access/sessions';
import { type Auth, CLIENT_IP_HEADER, createAuth } from './auth/auth';
import type { Config } from './config';
import { businessFeature } from './features/business/business-feature';
import { calendarFeature } from './features/calendar/calendar-feature';
import { cashDrawerFeature } from './features/cash-drawer/cash-drawer-feature';
import { clientsFeature } from './features/clients/clients-feature';
import type { Feature } from './features/feature';
import { messagesFeature } from './features/messages/messages-feature';
import { onlineBookingFeature } from './features/online-booking/online-booking-feature';
import { productsFeature } from './features/products/products-feature';
import { purchasesFeature } from './features/purchases/purchases-feature';
import { reportsFeature } from './features/reports/reports-feature';
import { salesFeature } from './features/sales/sales-feature';
import { settingsFeature } from './features/settings/settings-feature';
import { usersFeature } from './features/users/users-feature';
import { installHooks } from './items/hooks';
import { keptReads } from './items/kept-reads';
import { itemsRoutes } from './items/routes';
import { type JobRunner, jobRunner } from './jobs/runner';
import { openApiDocument } from './openapi/openapi';
import { changeHub } from './platform/change-hub';
import { ApiError, errorBody, fromDatabaseError } from './platform/errors';
import type { Mailer } from './platform/mailer';
import { securityHeaders } from './platform/security-headers';
import { explainResourceClash } from './shared/resource-clash';

export type AppDeps = { db: Database; config: Config; mailer: Mailer };
export const MAX_BODY_BYTES = 1024 * 1024;

// Every feature the server has: its domain operations and the rules it adds to the items engine.
export const FEATURES: Feature[] = [
  businessFeature,
  usersFeature,
  clientsFeature,
  productsFeature,
  calendarFeature,
  salesFeature,
  cashDrawerFeature,
  purchasesFeature,
  reportsFeature,
  settingsFeature,
  onlineBookingFeature,
  messagesFeature,
];

// better-auth sees the client IP (for sign-in rate limiting) through one header we set.
function authRequest(c: Context, trustProxy: boolean): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c, trustProxy));
  return new Request(c.req.raw, { headers });
}

// Scripts in the page never see the session token: get-session answers without it and the
// bearer plugin's set-auth-token header is dropped. API clients get it once, from sign-in.
async function withoutToken(path: string, response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete('set-auth-token');
  headers.delete('access-control-expose-headers');
  if (path !== '/api/auth/get-session' || !response.ok) {
    return new Response(response.body, { status: response.status, headers });
  }
  const body = (await response.json().catch(() => null)) as { session?: { token?: string } } | null;
  if (body?.session) {
    delete body.session.token;
  }
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

export type App = {
  app: Hono<GateEnv>;
  auth: Auth;
  access: RouteAccess[];
  // The job runner over the features' jobs (main.ts starts it; tests run it by hand).
  jobs: JobRunner;
  // Stops what the app runs besides requests (the job runner, the LISTEN of live changes).
  shutdown: () => Promise<void>;
};

export function createApp({ db, config, mailer }: AppDeps): App {
  const auth = createAuth(db, config, mailer);
  const changes = changeHub(db);
  let runner: JobRunner | null = null;
  const services: Services = { db, config, mailer, auth, changes, wakeJobs: () => runner?.wake() };
  installHooks(FEATURES.map((feature) => feature.hooks));
  const app = new Hono<GateEnv>();

  // An unexpected error is a logged 500 for that request only.
  app.onError(async (error, c) => {
    const mapped = error instanceof ApiError ? error : fromDatabaseError(error);
    const known = mapped && (await explainResourceClash(db, mapped, c.get('user')?.companyId ?? null));
    if (known) {
      return c.json(known.body(), known.status);
    }
    console.error('[api] error no controlado', c.req.method, c.req.path, error);
    return c.json(errorBody('INTERNAL', 'Ocurrió un error inesperado. Inténtalo de nuevo.'), 500);
  });

  app.use('*', securityHeaders(config));
  // A web app served from another trusted origin (its apiBaseUrl pointing here) may call the
  // API with its cookie; the gate still checks the origin of every cookie-only write.
  app.use(
    '/api/*',
    cors({
      origin: (origin) => (config.trustedOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowHeaders: ['content-type', 'authorization'],
      allowMethods: ['GET', 'POST', 'PATCH', 'DELETE'],
      maxAge: 600,
    }),
  );
  // The unread rest of the body makes the connection unusable: tell the client to drop it.
  const tooLarge = (c: Context) =>
    c.json(errorBody('PAYLOAD_TOO_LARGE', 'La petición es demasiado grande (máximo 1 MB).'), 413, {
      connection: 'close',
    });
  const streamedLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  // Reads carry no body, and a declared length is checked from its header (Node's parser holds
  // the body to it). Only a streamed body is counted as it arrives: asking Hono for the body
  // stream builds the whole fetch Request behind its lightweight one, with an abort signal kept
  // until the next full garbage collection (decision 027).
  app.use('/api/*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      return next();
    }
    const length = c.req.header('content-length');
    if (length !== undefined && /^\d{1,15}$/.test(length) && !c.req.header('transfer-encoding')) {
      return Number(length) > MAX_BODY_BYTES ? Promise.resolve(tooLarge(c)) : next();
    }
    return streamedLimit(c, next);
  });
  app.use('/api/*', accessGate({ sessions: sessionUsers(db), trustedOrigins: config.trustedOrigins }));

  app.get('/api/health', async (c) => {
    try {
      await db.rows(sql`select 1`);
      // `time` is the business clock (decision 030): what "now" is for this server.
      return c.json({
        status: 'ok',
        time: db.clock.now().toISOString(),
        database: { kind: db.kind, status: 'ok' },
      });
    } catch {
      return c.json({ status: 'error', database: { kind: db.kind, status: 'unreachable' } }, 503);
    }
  });
  const operations = FEATURES.flatMap((feature) => feature.operations ?? []);
  const document = openApiDocument(operations.map((operation) => operation.contract));
  app.get('/api/openapi.json', (c) => c.json(document));
  const access: RouteAccess[] = [
    { method: 'GET', path: '/api/health', permission: 'public' },
    { method: 'GET', path: '/api/openapi.json', permission: 'public' },
    ...mountOperations(app, operations, services),
    ...FEATURES.flatMap((feature) => feature.routes?.(app, services) ?? []),
  ];

  app.on(['GET', 'POST'], '/api/auth/*', async (c) =>
    withoutToken(c.req.path, await auth.handler(authRequest(c, config.trustProxy))),
  );
  access.push(
    { method: 'GET', path: '/api/auth/*', permission: 'public' },
    { method: 'POST', path: '/api/auth/*', permission: 'public' },
  );
  const kept = FEATURES.find((feature) => feature.keptReads)?.keptReads;
  const items = itemsRoutes({
    db,
    maxAnswerBytes: config.maxAnswerBytes,
    keep: kept && keptReads(changes, kept),
  });
  app.route('/api/items', items);
  access.push(
    ...items.routes
      .filter((route) => route.method !== 'ALL')
      .map((route) => ({
        method: route.method,
        path: `/api/items${route.path}`,
        permission: 'collection' as const,
      })),
  );
  app.all('/api/*', (c) => c.json(errorBody('ROUTE_NOT_FOUND', 'Ruta no encontrada.'), 404));

  // The web app's public settings, read before it starts (spec 7: apiBaseUrl).
  app.get('/public-settings.json', (c) => {
    c.header('cache-control', 'no-store');
    return c.json(config.publicSettings);
  });

  if (config.webDist) {
    const root = path.relative(process.cwd(), config.webDist);
    const indexFile = path.join(config.webDist, 'index.html');
    app.use('/*', serveStatic({ root }));
    // Client-side routes (/calendar, /client/detail/5, ...) all load the single-page app.
    app.get('*', (c) => (existsSync(indexFile) ? c.html(readFileSync(indexFile, 'utf8')) : c.notFound()));
  }
  const jobs = jobRunner(
    db,
    Object.assign({}, ...FEATURES.map((feature) => feature.jobs?.(services) ?? {})),
    undefined,
    FEATURES.flatMap((feature) => feature.chores?.(services) ?? []),
  );
  runner = jobs;
  return {
    app,
    auth,
    access,
    jobs,
    shutdown: async () => {
      await jobs.stop();
      await changes.close();
    },
  };
}
