import { createMiddleware } from 'hono/factory';
import { ApiError } from '../platform/errors';
import type { UserContext } from '../tenancy/context';
import { isPublic } from './public-routes';
import { type SessionUsers, tokenFrom } from './sessions';

// `session`: who the request's session belongs to now, asked again (a long-lived answer, such as
// a stream, checks it is still allowed: signed out, deactivated, a permission removed).
export type GateEnv = { Variables: { user: UserContext; session: () => Promise<UserContext> } };

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Bodies a browser form cannot send cross-site without a CORS pre-flight are the only ones
// accepted: JSON, and the multipart the items API allows for file uploads.
const BODY_TYPES = /^(application\/json|multipart\/form-data)\b/i;

function hasBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  return (length !== null && length !== '0') || headers.has('transfer-encoding');
}

// A request that rides on the browser's cookie must come from the app's own pages: another
// site's form or script would otherwise act with the user's session.
function checkOrigin(headers: Headers, trustedOrigins: string[]) {
  const origin = headers.get('origin');
  if (origin !== null) {
    if (!trustedOrigins.includes(origin)) {
      throw new ApiError('FORBIDDEN', 'La petición viene de otro sitio y se rechazó.', { reason: 'origin' });
    }
    return;
  }
  const site = headers.get('sec-fetch-site');
  if (site !== 'same-origin') {
    throw new ApiError(
      'FORBIDDEN',
      'La petición no indica su origen. Las aplicaciones externas deben usar Authorization: Bearer.',
      { reason: 'origin' },
    );
  }
}

// The one place a request becomes a user: mounted once on /api, it denies by default. Only
// the routes in PUBLIC_ROUTES pass without a session.
export function accessGate({
  sessions,
  trustedOrigins,
}: {
  sessions: SessionUsers;
  trustedOrigins: string[];
}) {
  return createMiddleware<GateEnv>(async (c, next) => {
    const { method, path } = c.req;
    const headers = c.req.raw.headers;
    if (UNSAFE.has(method) && hasBody(headers) && !BODY_TYPES.test(headers.get('content-type') ?? '')) {
      throw new ApiError(
        'UNSUPPORTED_MEDIA_TYPE',
        'El cuerpo de la petición debe ser JSON (application/json).',
      );
    }
    if (UNSAFE.has(method) && tokenFrom(headers)?.via === 'cookie') {
      checkOrigin(headers, trustedOrigins);
    }
    if (isPublic(method, path)) {
      return next();
    }
    c.set('user', await sessions.resolve(headers));
    c.set('session', () => sessions.resolve(headers));
    return next();
  });
}
