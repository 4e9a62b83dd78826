import type { extendPackage as contract } from '@sari/contracts/wallet';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { ApiError, notFound } from '../../platform/errors';
import { siteWithClock } from '../../shared/site-clock';
import { walletInstruments } from './wallet-read';

type Input = z.output<(typeof contract)['input']>;

// The owner moves a package's last day later, with a reason (decision 051): the instrument's
// expires_on changes under its row lock and an `extend` entry (0 units) keeps the new day, the
// reason, who and when. Only later: an earlier day would take sessions the client paid for.
export async function extendPackage(ctx: OperationContext, input: Input) {
  const [pkg] = await ctx.db.rows<{
    id: number;
    site_id: number;
    client_id: number | null;
    status: string;
    expires_on: string | null;
  }>(
    sql`select w.id, w.site_id, w.client_id, w.status, w.expires_on::text as expires_on from wallet_instrument w
        where w.id = ${input.id} and w.kind = 'package' and ${inScope(ctx, 'wallet_instrument', 'w', { allSites: true })}
        for update`,
    ctx.tx,
  );
  if (!pkg) {
    throw notFound('El plan de sesiones no existe o no tienes acceso a él.');
  }
  if (pkg.status !== 'activa') {
    throw new ApiError('BUSINESS_RULE', 'El plan está anulado: no se extiende.', { reason: 'plan_anulado' });
  }
  if (pkg.expires_on === null) {
    throw new ApiError('BUSINESS_RULE', 'Este plan no vence: no hay vigencia que extender.', {
      reason: 'plan_sin_vencimiento',
    });
  }
  const site = await siteWithClock(ctx, pkg.site_id);
  if (input.expires_on <= pkg.expires_on || input.expires_on < site.now.date) {
    throw new ApiError(
      'BUSINESS_RULE',
      `La nueva fecha debe ser posterior al vencimiento actual (${pkg.expires_on}) y no anterior a hoy (${site.now.date}).`,
      { reason: 'fecha_no_posterior' },
    );
  }
  await ctx.db.rows(
    sql`insert into wallet_entry (subscriber_owner_company_id, wallet_instrument_id, client_id, kind, units, expires_on,
          reason, sari_user_id)
        values (${ctx.user.companyId}, ${pkg.id}, ${pkg.client_id}, 'extend', 0, ${input.expires_on}, ${input.reason},
          ${ctx.user.sariUserId})`,
    ctx.tx,
  );
  await ctx.db.rows(
    sql`update wallet_instrument set expires_on = ${input.expires_on} where id = ${pkg.id}`,
    ctx.tx,
  );
  const [shown] = await walletInstruments(ctx, sql`w.id = ${pkg.id}`);
  return shown;
}
