import type { MoneyPlan } from '@sari/domain/checkout-plan';
import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { announceChange } from '../../shared/announce-change';
import { movementInsert, openSession } from '../../shared/money';
import { moveStock } from '../../shared/stock';
import { requestRating } from '../online-booking/qualifications';
import { type CardUse, issueCards, redeemCards } from './gift-cards';
import { issueMemberships, recordMemberDiscounts } from './memberships';
import { type SaleRows, writeSaleRows } from './sale-rows';
import { takeConsumption } from './sale-stock';
import { issuePackages } from './session-packages';

type Sale = SaleRows;

// stockTaken: the units already left the shelf (a delivered sales order being invoiced).
// siteChecked: the caller read the site through siteWithClock already (a checkout).
type Charge = Sale & {
  reservation: { id: number } | null;
  plan: MoneyPlan;
  stockTaken?: boolean;
  siteChecked?: boolean;
  // Gift cards paying (locked and checked by the checkout) and the site's day (their expiry).
  cardUses?: CardUse[];
  today?: string;
};

// A pending sale being charged or kept again: its draft lines are replaced by the cart's.
async function dropDraftLines(ctx: OperationContext, saleId: number | null) {
  if (saleId) {
    await ctx.db.prepared(
      sql`delete from history_payment_detail where history_payment_id = ${saleId}`,
      ctx.tx,
    );
  }
}

type SoldCard = { id: number; code: string; amount: number; expires_on: string | null };
type SoldPackage = Awaited<ReturnType<typeof issuePackages>>[number];
type SoldMembership = Awaited<ReturnType<typeof issueMemberships>>[number];

const summary = (
  id: number,
  sale: Sale,
  status: string,
  plan: MoneyPlan | null,
  tips = 0,
  cards: SoldCard[] = [],
  packages: SoldPackage[] = [],
  memberships: SoldMembership[] = [],
) => ({
  id,
  status,
  subtotal: sale.subtotal,
  discount_total: sale.subtotal - sale.total,
  total: sale.total,
  amount_paid: plan ? sale.total - plan.credit : 0,
  deposit_used: plan?.depositUsed ?? 0,
  advance_used: plan?.advanceUsed ?? 0,
  gift_card_used: plan?.walletUsed ?? 0,
  gift_cards_sold: cards,
  packages_sold: packages,
  memberships_sold: memberships,
  membership_discount: sale.lines.reduce((sum, line) => sum + (line.memberDiscount ?? 0), 0),
  package_sessions_used: sale.lines.flatMap((line, index) =>
    line.packageUse
      ? [
          {
            line: index,
            instrument_id: line.packageUse.instrumentId,
            session: line.packageUse.session,
            of: line.packageUse.of,
            left: line.packageUse.left,
          },
        ]
      : [],
  ),
  change: plan?.change ?? 0,
  abono: plan?.abono ?? 0,
  credit: plan?.credit ?? 0,
  tips,
});

// A pending sale: the cart is kept (lines and totals) to charge later; no money, no stock.
export async function writeDraft(ctx: OperationContext, sale: Sale) {
  await dropDraftLines(ctx, sale.saleId);
  const { id } = await writeSaleRows(ctx, sale, {
    status: 'pendiente',
    amountPaid: 0,
    change: 0,
    session: null,
  });
  return summary(id, sale, 'pendiente', null);
}

async function spendDeposits(ctx: OperationContext, saleId: number, plan: MoneyPlan) {
  for (const use of plan.depositUses) {
    const table = use.origin === 'history' ? sql`history_payment_deposit` : sql`client_deposit`;
    await ctx.db.prepared(
      sql`update ${table} set remaining_amount = remaining_amount - ${use.amount} where id = ${use.id}`,
      ctx.tx,
    );
    await ctx.db.prepared(
      sql`insert into deposit_credit_detail (subscriber_owner_company_id, used_history_payment_id,
            origin_history_payment_deposit_id, origin_client_deposit_id, amount)
          values (${ctx.user.companyId}, ${saleId}, ${use.origin === 'history' ? use.id : null},
            ${use.origin === 'client' ? use.id : null}, ${use.amount})`,
      ctx.tx,
    );
  }
}

async function leaveBalance(
  ctx: OperationContext,
  saleId: number,
  clientId: number | null,
  tipo: 'abono' | 'credito',
  amount: number,
) {
  if (amount > 0) {
    await ctx.db.prepared(
      sql`insert into history_payment_deposit (subscriber_owner_company_id, history_payment_id, client_id, tipo, remaining_amount)
          values (${ctx.user.companyId}, ${saleId}, ${clientId}, ${tipo}, ${amount})`,
      ctx.tx,
    );
  }
}

async function takeStock(ctx: OperationContext, saleId: number, sale: Charge) {
  for (const line of sale.lines.filter((item) => item.kind === 'product')) {
    await moveStock(ctx, {
      productId: line.productId!,
      siteId: sale.siteId,
      change: -line.amount,
      type: 'sale',
      reason: `Venta #${saleId}`,
      productName: line.name,
      historyPaymentId: saleId,
    });
  }
  if (sale.reservation) {
    await takeConsumption(ctx, { id: saleId, siteId: sale.siteId, reservationId: sale.reservation.id });
  }
}

export async function writeCharge(ctx: OperationContext, sale: Charge) {
  const { plan, input } = sale;
  const moves = plan.received.length > 0 || input.tips.length > 0;
  const session = moves ? await openSession(ctx, sale.siteId, { siteChecked: sale.siteChecked }) : null;
  await dropDraftLines(ctx, sale.saleId);
  // The header, the lines (with the sessions they use) and each payment's movement and its link
  // to the sale, in one statement.
  const { id, written } = await writeSaleRows(ctx, sale, {
    status: plan.status,
    amountPaid: sale.total - plan.credit,
    change: plan.change,
    session,
    received: plan.received,
  });
  await spendDeposits(ctx, id, plan);
  await redeemCards(ctx, { id, clientId: sale.clientId }, sale.cardUses ?? []);
  const cards = await issueCards(
    ctx,
    { id, siteId: sale.siteId, clientId: sale.clientId, today: sale.today ?? '' },
    written,
  );
  const packages = await issuePackages(
    ctx,
    { id, siteId: sale.siteId, clientId: sale.clientId, today: sale.today ?? '' },
    written,
  );
  const memberships = await issueMemberships(
    ctx,
    { id, siteId: sale.siteId, clientId: sale.clientId, today: sale.today ?? '' },
    written,
  );
  await recordMemberDiscounts(ctx, { id, clientId: sale.clientId }, written);
  if (sale.reservation) {
    await ctx.db.prepared(
      sql`update advance_payment set is_used = true where service_reservation_id = ${sale.reservation.id} and returned_at is null`,
      ctx.tx,
    );
  }
  await leaveBalance(ctx, id, sale.clientId, 'abono', plan.abono);
  await leaveBalance(ctx, id, sale.clientId, 'credito', plan.credit);
  let tips = 0;
  for (const tip of input.tips) {
    const movement = movementInsert(ctx, {
      siteId: sale.siteId,
      amount: tip.amount,
      direction: 'in',
      method: tip.paymentMethod,
      type: 'tip',
      concept: `Propina de la venta #${id}`,
      sessionId: session!,
      clientId: sale.clientId,
      specialistId: tip.specialist_id,
    });
    await ctx.db.prepared(
      sql`with movement as (${movement})
          insert into history_payment_tip (subscriber_owner_company_id, history_payment_id, specialist_id, amount, money_movement_id)
          select ${ctx.user.companyId}, ${id}, ${tip.specialist_id}, ${tip.amount}, movement.id from movement`,
      ctx.tx,
    );
    tips += tip.amount;
  }
  if (!sale.stockTaken) {
    await takeStock(ctx, id, sale);
  }
  if (sale.reservation) {
    await ctx.db.prepared(
      sql`update service_reservation set is_paid = true where id = ${sale.reservation.id}`,
      ctx.tx,
    );
    // The visit is paid: its client gets the link to rate it once the visit is over.
    await requestRating(ctx, sale.reservation.id);
    await announceChange(ctx, { company: ctx.user.companyId, site: sale.siteId, date: null });
  }
  return summary(id, sale, plan.status, plan, tips, cards, packages, memberships);
}
