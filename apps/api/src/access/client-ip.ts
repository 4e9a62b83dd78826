import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

// The caller's address for rate limits: the socket's, or the first X-Forwarded-For hop when
// the server runs behind a proxy it trusts (TRUST_PROXY=true).
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) {
      return forwarded.slice(0, 64);
    }
  }
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}
