import type { cancelMembership as contract } from '@sari/contracts/wallet';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { unitsLeft } from './gift-cards';
import { dropRenewalReminder } from './membership-reminder';
import { lockPeriod, refuseState, stateEntry } from './memberships';
import { walletInstruments } from './wallet-read';

type Input = z.output<(typeof contract)['input']>;

// Cancelling a membership period (decision 055): it ends now, active or paused. What is left of
// its included services is voided (a void entry) and nothing is paid back: the period was sold
// and partly enjoyed; giving the money back is the sale's refund, allowed only while nothing of
// the period was used. A period already followed by a renewal is refused (refund that one first).
export async function cancelMembership(ctx: OperationContext, input: Input) {
  const period = await lockPeriod(ctx, input.id);
  if (period.status !== 'activa' && period.status !== 'pausada') {
    throw refuseState(`La membresía está ${period.status}: no se cancela.`, 'membresia_no_activa');
  }
  if (period.renewed) {
    throw refuseState(
      'Ya se vendió el periodo siguiente: devuelve esa venta antes de cancelar esta membresía.',
      'membresia_renovada',
    );
  }
  const left = await unitsLeft(ctx, period.id);
  if (left > 0) {
    await ctx.db.rows(
      sql`insert into wallet_entry (subscriber_owner_company_id, wallet_instrument_id, client_id, kind, units, reason,
            sari_user_id)
          values (${ctx.user.companyId}, ${period.id}, ${period.client_id}, 'void', ${-left}, 'Cancelada',
            ${ctx.user.sariUserId})`,
      ctx.tx,
    );
  }
  await stateEntry(ctx, period, { kind: 'cancel', reason: input.reason });
  await dropRenewalReminder(ctx, period);
  await ctx.db.rows(
    sql`update wallet_instrument set status = 'cancelada', paused_on = null where id = ${period.id}`,
    ctx.tx,
  );
  const [shown] = await walletInstruments(ctx, sql`w.id = ${period.id}`);
  return shown;
}
