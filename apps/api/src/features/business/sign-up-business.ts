import { randomBytes } from 'node:crypto';
import type { Database } from '@sari/db/client';
import { createCompanyUser, provisionCompany } from '@sari/db/provision';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { ApiError, badPayload } from '../../shared/errors';

export const signUpBusinessInput = z.object({
  owner_name: z.string().trim().min(2, 'Escribe tu nombre.').max(120),
  email: z.email('Escribe un correo válido.').max(200),
  password: z.string().min(8, 'La contraseña debe tener al menos 8 caracteres.').max(128),
  company_name: z.string().trim().min(2, 'Escribe el nombre del negocio.').max(120),
  category_business: z.enum(['centro_belleza', 'comercializadora_productos']).default('centro_belleza'),
  site_name: z.string().trim().min(2, 'Escribe el nombre de la sede.').max(120).default('Sede principal'),
});

export type SignUpBusinessInput = z.infer<typeof signUpBusinessInput>;

export function parseSignUp(body: unknown): SignUpBusinessInput {
  const parsed = signUpBusinessInput.safeParse(body);
  if (!parsed.success) {
    throw badPayload(parsed.error.issues[0]?.message ?? 'Datos de registro no válidos.');
  }
  return parsed.data;
}

// A new business: owner, company, first site, system roles and its administrator, in one
// transaction. The caller signs the new administrator in afterwards.
export async function signUpBusiness(ctx: { db: Database; auth: Auth }, input: SignUpBusinessInput) {
  const email = input.email.toLowerCase();
  const taken = await ctx.db.rows(sql`select 1 from auth_user where email = ${email}`);
  if (taken.length) {
    throw new ApiError(
      'RECORD_NOT_UNIQUE',
      'Ya existe una cuenta con ese correo. Inicia sesión o recupera tu contraseña.',
    );
  }
  const authContext = await ctx.auth.$context;
  const passwordHash = await authContext.password.hash(input.password);
  const [firstName, ...rest] = input.owner_name.split(/\s+/);
  return ctx.db.orm.transaction(async (tx) => {
    const company = await provisionCompany(ctx.db, tx, {
      ownerName: input.owner_name,
      ownerEmail: email,
      companyName: input.company_name,
      categoryBusiness: input.category_business,
      siteName: input.site_name,
    });
    const user = await createCompanyUser(ctx.db, tx, {
      authUserId: randomBytes(16).toString('hex'),
      companyId: company.companyId,
      firstName,
      lastName: rest.join(' ') || undefined,
      email,
      passwordHash,
      roleIds: [company.roles.administrador],
    });
    return { ...company, ...user };
  });
}
