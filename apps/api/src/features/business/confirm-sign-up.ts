import { randomBytes } from 'node:crypto';
import { createCompanyUser, provisionCompany } from '@sari/db/provision';
import { sql } from 'drizzle-orm';
import type { Attempt, PublicContext } from '../../access/operation';
import { ApiError, notFound } from '../../platform/errors';
import { SIGN_UP_PREFIX, type SignUpInput, tokenDigest } from './request-sign-up';

type Pending = Omit<SignUpInput, 'password'> & { passwordHash: string };

// Guessing tokens is pointless (32 random bytes), but not free either.
export const confirmLimits = (_input: unknown, who: { ip: string }): Attempt[] => [
  {
    key: `sign-up-confirm:ip:${who.ip}`,
    limit: { max: 30, windowSeconds: 3600 },
    message: 'Demasiados intentos desde esta conexión. Espera una hora.',
  },
];

// The e-mailed link creates the business: owner, company, first site, system roles and its
// administrator, in the operation's one transaction. The link works once.
export async function confirmSignUp(ctx: PublicContext, input: { token: string }) {
  const { db, tx } = ctx;
  const [row] = await db.rows<{ value: string }>(
    sql`delete from auth_verification where identifier = ${SIGN_UP_PREFIX + tokenDigest(input.token)}
        and expires_at > now() returning value`,
    tx,
  );
  if (!row) {
    throw notFound('El enlace no es válido o ya venció. Regístrate de nuevo.');
  }
  const pending = JSON.parse(row.value) as Pending;
  const taken = await db.rows(sql`select 1 from auth_user where email = ${pending.email}`, tx);
  if (taken.length > 0) {
    throw new ApiError('RECORD_NOT_UNIQUE', 'Ese correo ya tiene una cuenta: inicia sesión.');
  }
  const company = await provisionCompany(db, tx, {
    ownerName: pending.owner_name,
    ownerEmail: pending.email,
    companyName: pending.company_name,
    categoryBusiness: pending.category_business,
    siteName: pending.site_name,
  });
  const [firstName, ...rest] = pending.owner_name.split(/\s+/);
  await createCompanyUser(db, tx, {
    authUserId: randomBytes(16).toString('hex'),
    companyId: company.companyId,
    firstName,
    lastName: rest.join(' ') || undefined,
    email: pending.email,
    passwordHash: pending.passwordHash,
    roleIds: [company.roles.administrador],
  });
  return { status: 'confirmed' as const, email: pending.email };
}
