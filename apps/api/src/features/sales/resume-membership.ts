import type { resumeMembership as contract } from '@sari/contracts/wallet';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { siteWithClock } from '../../shared/site-clock';
import { planRenewalReminders } from './membership-reminder';
import { lockPeriod, refuseState, stateEntry } from './memberships';
import { walletInstruments } from './wallet-read';

type Input = z.output<(typeof contract)['input']>;

// Resuming a paused period (decision 055): its last day moves by the days it was paused (from
// the pause's day to the day before today), so the client keeps every day they paid for. The
// resume entry records the new last day and the pause it closes.
export async function resumeMembership(ctx: OperationContext, input: Input) {
  const period = await lockPeriod(ctx, input.id);
  if (period.status !== 'pausada' || !period.paused_on) {
    throw refuseState('La membresía no está pausada.', 'membresia_no_pausada');
  }
  const site = await siteWithClock(ctx, period.site_id);
  const today = site.now.date;
  const [moved] = await ctx.db.rows<{ days: number; expires_on: string }>(
    sql`select (${today}::date - ${period.paused_on}::date) as days,
          (${period.expires_on}::date + (${today}::date - ${period.paused_on}::date))::text as expires_on`,
    ctx.tx,
  );
  const days = Number(moved.days);
  await stateEntry(ctx, period, {
    kind: 'resume',
    reason: `Pausada del ${period.paused_on} al ${today}: ${days} ${days === 1 ? 'día' : 'días'}`,
    expiresOn: moved.expires_on,
  });
  await ctx.db.rows(
    sql`update wallet_instrument set status = 'activa', paused_on = null, expires_on = ${moved.expires_on}
        where id = ${period.id}`,
    ctx.tx,
  );
  // The reminder of the new last day (decision 060).
  await planRenewalReminders(ctx, [period.id]);
  const [shown] = await walletInstruments(ctx, sql`w.id = ${period.id}`);
  return shown;
}
