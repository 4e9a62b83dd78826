import { randomBytes } from 'node:crypto';
import type { Database } from '@sari/db/client';
import { createCompanyUser } from '@sari/db/provision';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import type { UserContext } from '../../items/context';
import { ApiError, badPayload, forbidden } from '../../shared/errors';
import { idSet } from '../../shared/sql';

const inviteSchema = z.object({
  email: z
    .string({ error: 'Escribe el correo.' })
    .trim()
    .toLowerCase()
    .email('El correo no es válido.')
    .max(200),
  first_name: z.string({ error: 'Escribe el nombre.' }).trim().min(1, 'Escribe el nombre.').max(80),
  last_name: z.string().trim().max(80).optional().nullable(),
  role_ids: z.array(z.number().int().positive()).min(1, 'Elige al menos un rol.').max(20),
  // Empty: every site of the company.
  site_ids: z.array(z.number().int().positive()).max(200).default([]),
});
export type InviteInput = z.infer<typeof inviteSchema>;

export function parseInvite(body: unknown): InviteInput {
  const parsed = inviteSchema.safeParse(body);
  if (!parsed.success) {
    throw badPayload(parsed.error.issues[0]?.message ?? 'Datos de la invitación no válidos.');
  }
  return parsed.data;
}

// A new user of the company with roles and sites, and an e-mail to choose their password.
// Nobody hands out sites they do not have themselves.
export async function inviteUser(ctx: { db: Database; user: UserContext; auth: Auth }, input: InviteInput) {
  const { db, user } = ctx;
  if (
    user.siteIds !== null &&
    (input.site_ids.length === 0 || input.site_ids.some((id) => !user.siteIds!.includes(id)))
  ) {
    throw forbidden('Solo puedes dar acceso a tus propias sedes.');
  }
  const [check] = await db.rows<{ taken: number; roles: number; sites: number }>(sql`
    select (select count(*)::int from auth_user where email = ${input.email}) as taken,
      (select count(*)::int from sari_role where subscriber_owner_company_id = ${user.companyId}
        and id in ${idSet(input.role_ids)}) as roles,
      (select count(*)::int from site where subscriber_owner_company_id = ${user.companyId}
        and id in ${idSet(input.site_ids)}) as sites`);
  if (check.taken > 0) {
    throw new ApiError('RECORD_NOT_UNIQUE', 'Ya existe un usuario con ese correo.');
  }
  if (check.roles !== new Set(input.role_ids).size || check.sites !== new Set(input.site_ids).size) {
    throw badPayload('Alguno de los roles o sedes no existe.');
  }
  const hasher = (await ctx.auth.$context).password;
  // Nobody knows this password: the invited person sets their own through the e-mailed link.
  const passwordHash = await hasher.hash(randomBytes(24).toString('base64url'));
  const created = await db.orm.transaction((tx) =>
    createCompanyUser(db, tx, {
      authUserId: randomBytes(16).toString('hex'),
      companyId: user.companyId,
      firstName: input.first_name,
      lastName: input.last_name ?? undefined,
      email: input.email,
      passwordHash,
      roleIds: [...new Set(input.role_ids)],
      siteIds: [...new Set(input.site_ids)],
    }),
  );
  await ctx.auth.api.requestPasswordReset({ body: { email: input.email, redirectTo: '/resetPassword' } });
  return { id: created.sariUserId, email: input.email, invited: true };
}
