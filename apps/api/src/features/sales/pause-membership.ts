import type { pauseMembership as contract } from '@sari/contracts/wallet';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { siteWithClock } from '../../shared/site-clock';
import { dropRenewalReminder } from './membership-reminder';
import { lockPeriod, refuseState, stateEntry } from './memberships';
import { walletInstruments } from './wallet-read';

type Input = z.output<(typeof contract)['input']>;

// Pausing a membership period at the desk (decision 055): only a period running today, not yet
// renewed. While paused it gives no discount and no included service; resuming it moves its last
// day by the days it was paused.
export async function pauseMembership(ctx: OperationContext, input: Input) {
  const period = await lockPeriod(ctx, input.id);
  const site = await siteWithClock(ctx, period.site_id);
  const today = site.now.date;
  if (period.status !== 'activa') {
    throw refuseState(`La membresía está ${period.status}: no se pausa.`, 'membresia_no_activa');
  }
  if (period.starts_on > today || period.expires_on < today) {
    throw refuseState(
      `Solo se pausa el periodo en curso (este va del ${period.starts_on} al ${period.expires_on}).`,
      'periodo_no_en_curso',
    );
  }
  if (period.renewed) {
    throw refuseState('Ya se vendió el periodo siguiente: esta membresía no se pausa.', 'membresia_renovada');
  }
  await stateEntry(ctx, period, { kind: 'pause', reason: input.reason });
  // Its last day is unknown until it resumes (decision 060): the reminder waits for the resume.
  await dropRenewalReminder(ctx, period);
  await ctx.db.rows(
    sql`update wallet_instrument set status = 'pausada', paused_on = ${today} where id = ${period.id}`,
    ctx.tx,
  );
  const [shown] = await walletInstruments(ctx, sql`w.id = ${period.id}`);
  return shown;
}
