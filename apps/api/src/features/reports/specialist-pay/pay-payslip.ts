import type { paySpecialistPayslip as payContract } from '@sari/contracts/specialist-pay';
import { formatMoney } from '@sari/domain/money';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../../access/operation';
import { requireSite } from '../../../access/sql-scope';
import { ApiError } from '../../../platform/errors';
import { checkMethod, openSession, recordMovement } from '../../../shared/money';
import { payslipOf } from './payslip-data';

// Pays a payslip out of the site's open drawer: the server computes it again (the screen's total
// must agree), records a specialist_payout movement and marks the period paid at the site. Two
// payments covering a common day are refused, here and by the database
// (specialist_payment_no_overlap), so two cashiers paying at once pay it once.
export async function paySpecialistPayslip(
  ctx: OperationContext,
  input: z.output<(typeof payContract)['input']>,
) {
  requireSite(ctx.user, input.site_id);
  await checkMethod(ctx, input.payment_method);
  const payslip = await payslipOf(ctx, input);
  if (payslip.payments.length > 0) {
    throw new ApiError('CONFLICT', 'Ese periodo ya está pagado a este especialista en esta sede.');
  }
  const total = payslip.totals.total;
  if (total <= 0) {
    throw new ApiError('BUSINESS_RULE', 'No hay nada que pagar en ese periodo.', { total });
  }
  if (total !== input.total) {
    throw new ApiError(
      'BUSINESS_RULE',
      `La nómina cambió: ahora suma ${formatMoney(total)}. Revísala antes de pagar.`,
      { total },
    );
  }
  const session = await openSession(ctx, input.site_id);
  const movement = await recordMovement(ctx, {
    siteId: input.site_id,
    amount: total,
    direction: 'out',
    method: input.payment_method,
    type: 'specialist_payout',
    concept: `Nómina ${payslip.specialist.name} ${input.from} a ${input.to}`,
    sessionId: session,
    specialistId: input.id,
  });
  const [payment] = await ctx.db.rows<{ id: number }>(
    sql`insert into specialist_payment (subscriber_owner_company_id, specialist_id, site_id, period_start, period_end, amount, money_movement_id)
        values (${ctx.user.companyId}, ${input.id}, ${input.site_id}, ${input.from}, ${input.to}, ${total}, ${movement})
        returning id`,
    ctx.tx,
  );
  return { id: payment.id, money_movement_id: movement, amount: total };
}
