import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Database } from '@sari/db/client';
import { sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { type Auth, CLIENT_IP_HEADER, createAuth } from './auth/auth';
import { sessionUsers } from './auth/session-user';
import type { Config } from './config';
import { parseSignUp, signUpBusiness } from './features/business/sign-up-business';
import { clientRoutes } from './features/clients/client-routes';
import { productRoutes } from './features/products/product-routes';
import { settingsRoutes } from './features/settings/settings-routes';
import { meRoutes } from './features/users/me-routes';
import { itemsRoutes } from './items/routes';
import { openApiDocument } from './openapi/openapi';
import { ApiError, errorBody, fromDatabaseError } from './shared/errors';
import type { Mailer } from './shared/mailer';
import './features/calendar/reservation-hooks';
import './features/clients/client-hooks';
import './features/products/price-type-hooks';
import './features/products/stock-hooks';
import './features/settings/role-hooks';
import './features/settings/setting-hooks';
import './features/settings/site-schedule';

export type AppDeps = { db: Database; config: Config; mailer: Mailer };
export const MAX_BODY_BYTES = 1024 * 1024;

function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) {
      return forwarded;
    }
  }
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    // app.request() in tests has no socket.
    return c.req.header('x-test-client-ip') ?? 'local';
  }
}

// better-auth sees the client IP (for sign-in rate limiting) through one header we set.
function authRequest(c: Context, trustProxy: boolean): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c, trustProxy));
  return new Request(c.req.raw, { headers });
}

export function createApp({ db, config, mailer }: AppDeps): { app: Hono; auth: Auth } {
  const auth = createAuth(db, config, mailer);
  const sessions = sessionUsers(db);
  const app = new Hono();

  app.onError((error, c) => {
    const known = error instanceof ApiError ? error : fromDatabaseError(error);
    if (known) {
      return c.json(errorBody(known.code, known.message, known.extra), known.status);
    }
    console.error('[api] error no controlado', c.req.method, c.req.path, error);
    return c.json(errorBody('INTERNAL', 'Ocurrió un error inesperado. Inténtalo de nuevo.'), 500);
  });

  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      // The unread rest of the body makes the connection unusable: tell the client to drop it.
      onError: (c) =>
        c.json(errorBody('PAYLOAD_TOO_LARGE', 'La petición es demasiado grande (máximo 1 MB).'), 413, {
          connection: 'close',
        }),
    }),
  );

  app.get('/api/health', async (c) => {
    try {
      await db.rows(sql`select 1`);
      return c.json({ status: 'ok', database: { kind: db.kind, status: 'ok' } });
    } catch {
      return c.json({ status: 'error', database: { kind: db.kind, status: 'unreachable' } }, 503);
    }
  });
  app.get('/api/openapi.json', (c) => c.json(openApiDocument()));

  app.post('/api/auth/sign-up/business', async (c) => {
    const input = parseSignUp(await c.req.json().catch(() => null));
    await signUpBusiness({ db, auth }, input);
    const signIn = new Request(new URL('/api/auth/sign-in/email', config.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: config.baseUrl,
        [CLIENT_IP_HEADER]: clientIp(c, config.trustProxy),
      },
      body: JSON.stringify({ email: input.email, password: input.password }),
    });
    return auth.handler(signIn);
  });
  app.on(['GET', 'POST'], '/api/auth/*', (c) => {
    if (c.req.path === '/api/auth/sign-out') {
      sessions.forget(c.req.raw.headers);
    }
    return auth.handler(authRequest(c, config.trustProxy));
  });

  const settings = settingsRoutes({ db, sessions, auth });
  app.route('/api/users', meRoutes({ db, sessions }));
  app.route('/api/users', settings.users);
  app.route('/api/sites', settings.sites);
  app.route('/api/items', itemsRoutes({ db, sessions }));
  app.route('/api/clients', clientRoutes({ db, sessions }));
  app.route('/api/products', productRoutes({ db, sessions }));
  app.all('/api/*', (c) => c.json(errorBody('ROUTE_NOT_FOUND', 'Ruta no encontrada.'), 404));

  if (config.webDist) {
    const root = path.relative(process.cwd(), config.webDist);
    const indexFile = path.join(config.webDist, 'index.html');
    app.use('/*', serveStatic({ root }));
    // Client-side routes (/calendar, /client/detail/5, ...) all load the single-page app.
    app.get('*', (c) => (existsSync(indexFile) ? c.html(readFileSync(indexFile, 'utf8')) : c.notFound()));
  }
  return { app, auth };
}
