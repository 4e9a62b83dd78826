import { memberPeriodFor } from '@sari/domain/wallet';
import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { ApiError, notFound } from '../../platform/errors';
import { unitsLeft } from './gift-cards';
import { dropRenewalReminder, planRenewalReminders, renewedSql } from './membership-reminder';
import type { CheckedLine } from './sale-lines';
import type { Held } from './session-packages';

// Memberships on the client wallet's ledger (decision 055). Each period sold is a wallet
// instrument (kind membership, unit sessions) like a package: its included services are its
// sessions, used by the package's rule (`use_package`); its percentages off are applied to the
// sale's lines like promotions, recomputed here, and each line they took something off is a
// `discount` entry (0 units) of the period.

// The percentage a membership takes off a kind of line, and which period gives it.
export type MemberPerk = { instrumentId: number; name: string; percent: number };
export type MemberPerks = { service: MemberPerk | null; product: MemberPerk | null };

// The best percentage of the client's periods in force today, per kind of line (the domain's
// memberPeriodFor, which the screen runs too): two memberships never add up.
export function memberPerks(held: Held[], today: string): MemberPerks {
  const perk = (line: 'service' | 'product'): MemberPerk | null => {
    const found = memberPeriodFor(held, today, line);
    return found ? { instrumentId: found.period.id, name: found.period.name, percent: found.percent } : null;
  };
  return { service: perk('service'), product: perk('product') };
}

const months = { monthly: 1, quarterly: 3 } as const;

type Previous = { id: number; status: string; expires_on: string; continues: boolean };

// The client's latest period of the plan, still running or ended yesterday at the latest: the one
// a new sale of the plan renews (it starts the day after it ends).
async function periodRenewed(ctx: OperationContext, clientId: number, planId: number, today: string) {
  const [row] = await ctx.db.rows<Previous>(
    sql`select id, status, expires_on::text as expires_on, expires_on >= ${today}::date - 1 as continues
        from wallet_instrument
        where subscriber_owner_company_id = ${ctx.user.companyId} and client_id = ${clientId} and kind = 'membership'
          and membership_plan_id = ${planId} and status in ('activa', 'pausada')
        order by expires_on desc, id desc limit 1 for update`,
    ctx.tx,
  );
  return row?.continues ? row : null;
}

const entry = (
  ctx: OperationContext,
  values: {
    instrument: number;
    clientId: number | null;
    kind: string;
    units: number;
    sale: number;
    detail?: number | null;
    reason?: string | null;
  },
) =>
  ctx.db.rows(
    sql`insert into wallet_entry (subscriber_owner_company_id, wallet_instrument_id, client_id, kind, units,
          history_payment_id, history_payment_detail_id, reason, sari_user_id)
        values (${ctx.user.companyId}, ${values.instrument}, ${values.clientId}, ${values.kind}, ${values.units},
          ${values.sale}, ${values.detail ?? null}, ${values.reason ?? null}, ${ctx.user.sariUserId})`,
    ctx.tx,
  );

// The membership periods a sale sold. A plan the client already holds is renewed: the new period
// starts the day after the current one ends (today when none runs); a plan that rolls over moves
// what is left of the current period into the new one (a void there, an issue here, both with this
// sale). A paused membership is resumed before it is renewed.
export async function issueMemberships(
  ctx: OperationContext,
  sale: { id: number; siteId: number; clientId: number | null; today: string },
  lines: { line: CheckedLine; detailId: number }[],
) {
  const sold: {
    id: number;
    membership_plan_id: number;
    starts_on: string;
    expires_on: string;
    included: number;
    carried: number;
    price: number;
  }[] = [];
  for (const { line, detailId } of lines) {
    const plan = line.membership;
    if (line.kind !== 'membership' || !plan || !sale.clientId) {
      continue;
    }
    const previous = await periodRenewed(ctx, sale.clientId, plan.id, sale.today);
    if (previous?.status === 'pausada') {
      throw new ApiError(
        'BUSINESS_RULE',
        `La membresía "${line.name}" del cliente está pausada: reanúdala antes de renovarla.`,
        { reason: 'membresia_pausada' },
      );
    }
    const carried = previous && plan.rolls_over ? await unitsLeft(ctx, previous.id) : 0;
    const start = previous ? sql`(${previous.expires_on}::date + 1)` : sql`${sale.today}::date`;
    const [row] = await ctx.db.rows<{ id: number; starts_on: string; expires_on: string }>(
      sql`insert into wallet_instrument (subscriber_owner_company_id, kind, unit, site_id, client_id, initial_units,
            starts_on, expires_on, history_payment_id, history_payment_detail_id, membership_plan_id, service_discount,
            product_discount)
          values (${ctx.user.companyId}, 'membership', 'sessions', ${sale.siteId}, ${sale.clientId},
            ${plan.included_services + carried}, ${start},
            (${start} + make_interval(months => ${months[plan.period]}::int))::date - 1,
            ${sale.id}, ${detailId}, ${plan.id}, ${plan.service_discount}, ${plan.product_discount})
          returning id, starts_on::text as starts_on, expires_on::text as expires_on`,
      ctx.tx,
    );
    await ctx.db.rows(
      sql`insert into wallet_instrument_service (subscriber_owner_company_id, wallet_instrument_id, service_id)
          select ${ctx.user.companyId}, ${row.id}, s.id from service s
          where s.subscriber_owner_company_id = ${ctx.user.companyId}
            and s.id in (select json_array_elements_text(${JSON.stringify(plan.services)}::json)::int)`,
      ctx.tx,
    );
    const base = { clientId: sale.clientId, sale: sale.id };
    // Always the sale's issue entry, 0 units for a discount-only plan: the period's history
    // shows the sale that sold it, and its balance is still the sum of its entries (decision 067).
    await entry(ctx, {
      ...base,
      instrument: row.id,
      kind: 'issue',
      units: plan.included_services,
      detail: detailId,
    });
    if (previous) {
      // The renewed period's reminder has nothing left to ask (decision 060).
      await dropRenewalReminder(ctx, previous);
    }
    if (previous && carried > 0) {
      const reason = 'Pasan al periodo siguiente';
      await entry(ctx, { ...base, instrument: previous.id, kind: 'void', units: -carried, reason });
      await entry(ctx, {
        ...base,
        instrument: row.id,
        kind: 'issue',
        units: carried,
        reason: 'Del periodo anterior',
      });
    }
    sold.push({
      id: row.id,
      membership_plan_id: plan.id,
      starts_on: row.starts_on,
      expires_on: row.expires_on,
      included: plan.included_services,
      carried,
      price: line.total,
    });
  }
  await planRenewalReminders(
    ctx,
    sold.map((period) => period.id),
  );
  return sold;
}

// Each line a membership's percentage took something off: a discount entry of that period.
export async function recordMemberDiscounts(
  ctx: OperationContext,
  sale: { id: number; clientId: number | null },
  lines: { line: CheckedLine; detailId: number }[],
) {
  for (const { line, detailId } of lines) {
    if (line.memberPerk && (line.memberDiscount ?? 0) > 0) {
      await entry(ctx, {
        instrument: line.memberPerk.instrumentId,
        clientId: sale.clientId,
        kind: 'discount',
        units: 0,
        sale: sale.id,
        detail: detailId,
      });
    }
  }
}

export type LockedPeriod = {
  id: number;
  site_id: number;
  client_id: number | null;
  membership_plan_id: number;
  status: string;
  starts_on: string;
  expires_on: string;
  paused_on: string | null;
  renewed: boolean;
};

// A membership period the user may see, under its row lock, with whether a later period of the
// same plan was already sold to its client (pausing or cancelling this one would leave that one
// standing on a changed calendar: refused).
export async function lockPeriod(ctx: OperationContext, id: number) {
  const [row] = await ctx.db.rows<LockedPeriod>(
    sql`select w.id, w.site_id, w.client_id, w.membership_plan_id, w.status, w.starts_on::text as starts_on,
          w.expires_on::text as expires_on, w.paused_on::text as paused_on,
${renewedSql} as renewed
        from wallet_instrument w
        where w.id = ${id} and w.kind = 'membership' and ${inScope(ctx, 'wallet_instrument', 'w', { allSites: true })}
        for update`,
    ctx.tx,
  );
  if (!row) {
    throw notFound('La membresía no existe o no tienes acceso a ella.');
  }
  return row;
}

export const refuseState = (message: string, reason: string) =>
  new ApiError('BUSINESS_RULE', message, { reason });

// A state change of a period (pause, resume, cancel): its entry with 0 units.
export const stateEntry = (
  ctx: OperationContext,
  period: LockedPeriod,
  values: { kind: string; reason: string | null; expiresOn?: string | null },
) =>
  ctx.db.rows(
    sql`insert into wallet_entry (subscriber_owner_company_id, wallet_instrument_id, client_id, kind, units, expires_on,
          reason, sari_user_id)
        values (${ctx.user.companyId}, ${period.id}, ${period.client_id}, ${values.kind}, 0, ${values.expiresOn ?? null},
          ${values.reason}, ${ctx.user.sariUserId})`,
    ctx.tx,
  );

// The refund of the line that sold a period gives its whole price back only while the period is
// untouched (decision 055): no included service used, no discount taken, never paused, cancelled
// or emptied into a renewal. Otherwise it is refused, not prorated: what a discount or a pause is
// worth is not a number the owner could check, and cancelling is the way out of a period in use.
export async function refuseTouchedPeriod(ctx: OperationContext, id: number, name: string) {
  const [row] = await ctx.db.rows<{ touched: boolean }>(
    sql`select exists (select 1 from wallet_entry where wallet_instrument_id = ${id} and kind <> 'issue') as touched`,
    ctx.tx,
  );
  if (row.touched) {
    throw new ApiError(
      'BUSINESS_RULE',
      `La membresía "${name}" ya se usó, se pausó o se canceló: su periodo no se devuelve.`,
      { reason: 'membresia_usada' },
    );
  }
}
