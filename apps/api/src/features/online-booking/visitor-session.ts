import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PublicContext } from '../../access/operation';
import { ApiError } from '../../platform/errors';
import { verifyToken } from '../../platform/signed-token';

// What the public sign-in by code shares (decision 056): the code's lifetime and tries, how it
// is kept (an HMAC with the server's secret, bound to its row), and the proven visitor's session.
export const CODE_MINUTES = 10;
export const CODE_TRIES = 5;
export const SESSION_MINUTES = 30;

export const codeHash = (secret: string, signInId: number, code: string) =>
  createHmac('sha256', secret).update(`sign-in-code:${signInId}:${code}`).digest('base64url');

export function sameHash(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const EXPIRED = 'Tu sesión venció o no es válida. Pide un código nuevo para ver tu monedero.';

// The client a visitor proved she is, at this company, while her session lasts; anything else
// (another company's session, an expired one, a forged token) is refused the same way.
export async function visitorClient(ctx: PublicContext, companyId: number, token: string) {
  const id = verifyToken(ctx.services.config.authSecret, 'visitor', token);
  const [row] = id
    ? await ctx.db.rows<{ client_id: number; first_name: string }>(
        sql`select p.client_id, c.first_name from sys_public_sign_in p join client c on c.id = p.client_id
            where p.id = ${id} and p.subscriber_owner_company_id = ${companyId} and p.verified_at is not null
              and p.session_expires_at > sari_now()`,
        ctx.tx,
      )
    : [];
  if (!row) {
    throw new ApiError('UNAUTHENTICATED', EXPIRED, { reason: 'sesion_visitante' });
  }
  return { clientId: row.client_id, firstName: row.first_name };
}
