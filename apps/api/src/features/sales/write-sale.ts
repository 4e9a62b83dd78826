import type { MoneyPlan } from '@sari/domain/checkout-plan';
import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { announceChange } from '../../shared/announce-change';
import { movementInsert, openSession } from '../../shared/money';
import { moveStock } from '../../shared/stock';
import { requestRating } from '../online-booking/qualifications';
import type { CheckoutInput } from './checkout';
import { type CardUse, issueCards, redeemCards } from './gift-cards';
import { issueMemberships, recordMemberDiscounts } from './memberships';
import type { CheckedLine } from './sale-lines';
import { takeConsumption } from './sale-stock';
import { issuePackages, redeemSessions, sessionCommission } from './session-packages';

type Sale = {
  input: CheckoutInput;
  siteId: number;
  clientId: number | null;
  lines: CheckedLine[];
  subtotal: number;
  total: number;
  saleId: number | null;
};

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

// The sale's header: a new row, or the pending one being charged (its draft lines are replaced).
async function header(
  ctx: OperationContext,
  sale: Sale,
  fields: { status: string; amountPaid: number; change: number; session: number | null },
) {
  const { input } = sale;
  if (sale.saleId) {
    await ctx.db.prepared(
      sql`delete from history_payment_detail where history_payment_id = ${sale.saleId}`,
      ctx.tx,
    );
    await ctx.db.prepared(
      sql`update history_payment set site_id = ${sale.siteId}, client_id = ${sale.clientId}, subtotal = ${sale.subtotal},
            discount_total = ${sale.subtotal - sale.total}, total = ${sale.total}, amount_paid = ${fields.amountPaid},
            status = ${fields.status}, change_given = ${fields.change}, cash_drawer_session_id = ${fields.session},
            notes = coalesce(${input.notes ?? null}, notes)
          where id = ${sale.saleId}`,
      ctx.tx,
    );
    return sale.saleId;
  }
  const [row] = await ctx.db.prepared<{ id: number }>(
    sql`insert into history_payment (subscriber_owner_company_id, site_id, client_id, service_reservation_id, sale_method,
          cart_type, subtotal, discount_total, total, amount_paid, status, change_given, cash_drawer_session_id, sari_user_id, notes)
        values (${ctx.user.companyId}, ${sale.siteId}, ${sale.clientId}, ${input.service_reservation_id ?? null},
          ${input.sale_method}, ${input.cart_type}, ${sale.subtotal}, ${sale.subtotal - sale.total}, ${sale.total},
          ${fields.amountPaid}, ${fields.status}, ${fields.change}, ${fields.session}, ${ctx.user.sariUserId}, ${input.notes ?? null})
        returning id`,
    ctx.tx,
  );
  return row.id;
}

async function writeLines(ctx: OperationContext, saleId: number, lines: CheckedLine[]) {
  const written: { line: CheckedLine; detailId: number }[] = [];
  for (const line of lines) {
    // A line a package paid records its commission as the fixed amount it earns (decision 051).
    const commission = line.packageUse ? sessionCommission(line) : line.commission;
    const [detail] = await ctx.db.prepared<{ id: number }>(
      sql`insert into history_payment_detail (subscriber_owner_company_id, history_payment_id, line_type, service_id,
            product_id, specialist_id, service_reservation_service_id, amount, unit_price, price_change_amount,
            discount_total, total, commission, commission_type, package_session, membership_discount)
          values (${ctx.user.companyId}, ${saleId}, ${line.kind}, ${line.serviceId}, ${line.productId}, ${line.specialistId},
            ${line.request.service_reservation_service_id ?? null}, ${line.amount}, ${line.unitPrice},
            ${line.request.price_change?.amount ?? null}, ${line.discountTotal}, ${line.total},
            ${commission?.commission ?? null}, ${commission?.commission_type ?? null}, ${line.packageUse?.session ?? null},
            ${line.memberDiscount ? line.memberDiscount : null})
          returning id`,
      ctx.tx,
    );
    for (const discount of line.discounts) {
      await ctx.db.prepared(
        sql`insert into history_payment_detail_promotion (subscriber_owner_company_id, history_payment_detail_id,
              discount_promotion_id, discount_value_applied)
            values (${ctx.user.companyId}, ${detail.id}, ${discount.promotionId}, ${discount.value})`,
        ctx.tx,
      );
    }
    written.push({ line, detailId: detail.id });
  }
  return written;
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
  const id = await header(ctx, sale, { status: 'pendiente', amountPaid: 0, change: 0, session: null });
  await writeLines(ctx, id, sale.lines);
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
  const id = await header(ctx, sale, {
    status: plan.status,
    amountPaid: sale.total - plan.credit,
    change: plan.change,
    session,
  });
  const written = await writeLines(ctx, id, sale.lines);
  // Each payment's movement and its link to the sale, in one statement.
  for (const entry of plan.received) {
    const movement = movementInsert(ctx, {
      siteId: sale.siteId,
      amount: entry.amount,
      direction: 'in',
      method: entry.method,
      type: 'sale',
      concept: `Venta #${id}`,
      sessionId: session!,
      clientId: sale.clientId,
    });
    await ctx.db.prepared(
      sql`with movement as (${movement})
          insert into history_payment_method (subscriber_owner_company_id, history_payment_id, money_movement_id)
          select ${ctx.user.companyId}, ${id}, movement.id from movement`,
      ctx.tx,
    );
  }
  await spendDeposits(ctx, id, plan);
  await redeemCards(ctx, { id, clientId: sale.clientId }, sale.cardUses ?? []);
  const cards = await issueCards(
    ctx,
    { id, siteId: sale.siteId, clientId: sale.clientId, today: sale.today ?? '' },
    written,
  );
  await redeemSessions(ctx, { id, clientId: sale.clientId }, written);
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
