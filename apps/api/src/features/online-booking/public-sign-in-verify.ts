import type { publicSignInVerify as contract } from '@sari/contracts/public-wallet';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PublicContext } from '../../access/operation';
import { ApiError } from '../../platform/errors';
import { signToken, verifyToken } from '../../platform/signed-token';
import { companyBySlug } from './public-company';
import { CODE_TRIES, codeHash, SESSION_MINUTES, sameHash } from './visitor-session';

type Input = z.output<(typeof contract)['input']>;

// One refusal for every wrong case (wrong code, spent, expired, too many tries, another
// company's challenge, a contact that named nobody): the visitor learns nothing but "ask again".
const WRONG = 'El código no es correcto o ya no sirve. Revísalo o pide uno nuevo.';
const refuse = () => new ApiError('BUSINESS_RULE', WRONG, { reason: 'codigo_invalido' });

// The code checked without a transaction, each step one statement that commits on its own: a
// wrong try is counted even though the answer is a refusal, and two requests with the right code
// at once spend it once (the second finds it verified).
export async function publicSignInVerify(ctx: PublicContext, input: Input) {
  const { company } = await companyBySlug(ctx.db, ctx.tx, input.slug);
  const secret = ctx.services.config.authSecret;
  const id = verifyToken(secret, 'sign-in', input.challenge);
  if (!id) {
    throw refuse();
  }
  const [tried] = await ctx.db.rows<{ code_hash: string; client_id: number | null }>(
    sql`update sys_public_sign_in set attempts = attempts + 1
        where id = ${id} and subscriber_owner_company_id = ${company.id} and verified_at is null
          and expires_at > sari_now() and attempts < ${CODE_TRIES}
        returning code_hash, client_id`,
  );
  if (!tried?.client_id || !sameHash(tried.code_hash, codeHash(secret, id, input.code))) {
    throw refuse();
  }
  const [proven] = await ctx.db.rows<{ expires_at: string; first_name: string }>(
    sql`update sys_public_sign_in p set verified_at = sari_now(),
          session_expires_at = sari_now() + make_interval(mins => ${SESSION_MINUTES})
        from client c
        where p.id = ${id} and p.verified_at is null and c.id = p.client_id
        returning p.session_expires_at::text as expires_at, c.first_name`,
  );
  if (!proven) {
    throw refuse();
  }
  return {
    visitor: signToken(secret, 'visitor', id),
    first_name: proven.first_name,
    expires_at: proven.expires_at,
  };
}
