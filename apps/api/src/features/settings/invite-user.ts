import { randomBytes } from 'node:crypto';
import { createCompanyUser } from '@sari/db/provision';
import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { ApiError, badPayload, forbidden } from '../../platform/errors';
import { idSet } from '../../platform/sql';

export type InviteInput = {
  email: string;
  first_name: string;
  last_name?: string | null;
  role_ids: number[];
  site_ids: number[];
};

// A new user of the company with roles and sites, and an e-mail to choose their password.
// Nobody hands out sites they do not have themselves. Whether the address already has an
// account in another company is never told to the inviter: that person gets an e-mail instead.
export async function inviteUser(ctx: OperationContext, input: InviteInput) {
  const { db, tx, user } = ctx;
  if (
    user.siteIds !== null &&
    (input.site_ids.length === 0 || input.site_ids.some((id) => !user.siteIds!.includes(id)))
  ) {
    throw forbidden('Solo puedes dar acceso a tus propias sedes.');
  }
  const [check] = await db.rows<{ company_id: number | null; taken: number; roles: number; sites: number }>(
    sql`select
      (select su.subscriber_owner_company_id from auth_user a join sari_user su on su.directus_user_id = a.id
        where a.email = ${input.email} limit 1) as company_id,
      (select count(*)::int from auth_user where email = ${input.email}) as taken,
      (select count(*)::int from sari_role where ${inScope(ctx, 'sari_role')} and id in ${idSet(input.role_ids)}) as roles,
      (select count(*)::int from site where ${inScope(ctx, 'site')} and id in ${idSet(input.site_ids)}) as sites`,
    tx,
  );
  if (check.roles !== new Set(input.role_ids).size || check.sites !== new Set(input.site_ids).size) {
    throw badPayload('Alguno de los roles o sedes no existe.');
  }
  if (check.taken > 0) {
    if (check.company_id === user.companyId) {
      throw new ApiError('RECORD_NOT_UNIQUE', 'Esa persona ya es usuaria de tu empresa.');
    }
    ctx.afterCommit(() =>
      ctx.services.mailer.send({
        to: input.email,
        subject: 'Te invitaron a otra empresa en Sari',
        text: `Hola:\n\nAlguien quiso darte acceso a su empresa en Sari con este correo, pero el correo ya tiene una cuenta en Sari. Si quieres entrar a las dos empresas, pide que te inviten con otro correo.\n\nSi no esperabas este mensaje, ignóralo.`,
      }),
    );
    return { email: input.email, invited: true as const };
  }
  const hasher = (await ctx.services.auth.$context).password;
  // Nobody knows this password: the invited person sets their own through the e-mailed link.
  const passwordHash = await hasher.hash(randomBytes(24).toString('base64url'));
  const { sariUserId } = await createCompanyUser(db, tx, {
    authUserId: randomBytes(16).toString('hex'),
    companyId: user.companyId,
    firstName: input.first_name,
    lastName: input.last_name ?? undefined,
    email: input.email,
    passwordHash,
    roleIds: [...new Set(input.role_ids)],
    siteIds: [...new Set(input.site_ids)],
  });
  // Pending until the person sets a password through the e-mailed link (auth.ts clears it).
  await db.rows(sql`update sari_user set invitation_pending = true where id = ${sariUserId}`, tx);
  ctx.afterCommit(async () => {
    await ctx.services.auth.api.requestPasswordReset({
      body: { email: input.email, redirectTo: '/resetPassword' },
    });
  });
  return { email: input.email, invited: true as const };
}
