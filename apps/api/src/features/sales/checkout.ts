import type { checkoutInput } from '@sari/contracts/sales';
import { isProblem, planMoney } from '@sari/domain/checkout-plan';
import { formatMoney } from '@sari/domain/money';
import { chargeBlock } from '@sari/domain/reservation-status';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { ApiError, notFound } from '../../platform/errors';
import { activeMethods, creditAllowed, creditSetting, requireMethod } from '../../shared/money';
import { siteWithClock } from '../../shared/site-clock';
import { priceCart, readCatalogue } from './cart-data';
import { clientBalance, lockOwnClient, lockOwnClientColumn } from './client-balance';
import { lockCardUses } from './gift-cards';
import { memberPerks } from './memberships';
import { checkLines, checkReferences, namedSpecialists } from './sale-lines';
import { lockClientPackages, lockPackageUses } from './session-packages';
import { writeCharge, writeDraft } from './write-sale';

export type CheckoutInput = z.output<typeof checkoutInput>;

type Reservation = {
  id: number;
  site_id: number;
  client_id: number | null;
  status: string;
  is_paid: boolean;
};

async function reservationOf(ctx: OperationContext, id: number) {
  const [row] = await ctx.db.prepared<Reservation>(
    sql`select id, site_id, client_id, status, is_paid from service_reservation r
        where r.id = ${id} and ${inScope(ctx, 'service_reservation', 'r')} for update`,
    ctx.tx,
  );
  if (!row) {
    throw notFound('La reserva no existe o no tienes acceso a ella.');
  }
  const block = chargeBlock(row);
  if (block === 'pagada') {
    throw new ApiError('CONFLICT', 'Esta reserva ya se cobró.');
  }
  if (block === 'cancelada') {
    throw new ApiError('BUSINESS_RULE', 'Una reserva cancelada no se cobra.');
  }
  return row;
}

async function unusedAdvance(ctx: OperationContext, reservationId: number | null) {
  if (!reservationId) {
    return 0;
  }
  const [row] = await ctx.db.prepared<{ total: number }>(
    sql`select coalesce(sum(advance_payment), 0)::bigint as total from advance_payment a
        where a.service_reservation_id = ${reservationId} and not a.is_used and a.returned_at is null
          and ${inScope(ctx, 'advance_payment', 'a')}`,
    ctx.tx,
  );
  return Number(row.total);
}

// One checkout in the operation's transaction: the server prices every line from the catalogue
// and the rules, refuses a request whose figures disagree, then writes the sale, its lines,
// promotions, payments and money movements, spends the client's balance oldest first, keeps an
// overpayment as change or abono and an unpaid part as credito, takes sold and consumed
// products out of stock and marks the reservation paid. `saleId` charges a pending sale.
export async function chargeCart(ctx: OperationContext, input: CheckoutInput, saleId: number | null = null) {
  // The site, the credit setting and the payment methods named, in one statement; each is
  // checked where the rules check it. A cart with no reservation locks its client in it too
  // (its first lock either way: a reservation's row is locked before its client).
  const early = input.service_reservation_id ? null : (input.client_id ?? null);
  const site = await siteWithClock<{ allow_credit: string | null; methods: string[]; client_found: number }>(
    ctx,
    input.site_id,
    sql`${creditSetting(ctx)} as allow_credit,
      ${activeMethods(ctx, [...input.payments.map((p) => p.paymentMethod), ...input.tips.map((t) => t.paymentMethod)])} as methods,
      ${early ? lockOwnClientColumn(ctx, early) : sql`0`} as client_found`,
  );
  const reservation = input.service_reservation_id
    ? await reservationOf(ctx, input.service_reservation_id)
    : null;
  if (reservation && reservation.site_id !== site.id) {
    throw new ApiError('INVALID_PAYLOAD', 'La reserva es de otra sede.');
  }
  // A reservation is charged to its own client: another's balance or credit never pays for it.
  if (reservation?.client_id && input.client_id && input.client_id !== reservation.client_id) {
    throw new ApiError('INVALID_PAYLOAD', 'La reserva es de otro cliente.');
  }
  const clientId = input.client_id ?? reservation?.client_id ?? null;
  if (clientId && !(early ? site.client_found > 0 : await lockOwnClient(ctx, clientId))) {
    throw new ApiError('INVALID_FOREIGN_KEY', 'El cliente no existe.');
  }
  const specialists = namedSpecialists(
    input.lines,
    input.tips.map((tip) => tip.specialist_id),
  );
  const catalogue = await readCatalogue(ctx, site.id, site.now, input.lines, specialists);
  await checkReferences(ctx, input.lines, reservation?.id ?? null, {
    named: specialists,
    found: catalogue.specialists,
  });
  const priced = priceCart(catalogue, site.id, site.now, input.lines);
  const sellsPackages = priced.some((line) => line.kind === 'package' || line.kind === 'membership');
  const usesPackages = input.lines.some((line) => line.use_package !== undefined);
  if (input.pending && (sellsPackages || usesPackages)) {
    throw new ApiError(
      'BUSINESS_RULE',
      'Los planes de sesiones y las membresías se venden y se usan al cobrar: no quedan en una venta pendiente.',
    );
  }
  if (sellsPackages && !clientId) {
    const what = priced.some((line) => line.kind === 'package') ? 'el plan de sesiones' : 'la membresía';
    throw new ApiError('BUSINESS_RULE', `Elige el cliente: ${what} queda en su monedero.`, {
      reason: 'sin_cliente',
    });
  }
  // The client's packages and membership periods are locked after the client and before any
  // gift card (decisions 051, 055); a membership's percentage applies to a pending sale's lines too.
  const held = clientId ? await lockClientPackages(ctx, clientId) : [];
  const packageUses = input.pending
    ? new Map()
    : lockPackageUses({ clientId, held, priced, requests: input.lines, today: site.now.date });
  const lines = checkLines(ctx, priced, input.lines, packageUses, memberPerks(held, site.now.date));
  const subtotal = lines.reduce((sum, line) => sum + (line.total + line.discountTotal), 0);
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  if (input.total !== undefined && input.total !== total) {
    throw new ApiError(
      'BUSINESS_RULE',
      `El total no coincide: según el catálogo y las promociones es ${formatMoney(total)}.`,
      {
        total,
      },
    );
  }
  const sellsCards = lines.some((line) => line.kind === 'gift_card');
  if (input.pending && (sellsCards || input.gift_cards.length > 0)) {
    throw new ApiError(
      'BUSINESS_RULE',
      'Las tarjetas de regalo se venden y se usan al cobrar: no quedan en una venta pendiente.',
    );
  }
  if (input.pending) {
    return writeDraft(ctx, { input, siteId: site.id, clientId, lines, subtotal, total, saleId });
  }
  // Credito may leave the sale's unpaid part on the client's account; a tip is real money.
  for (const method of new Set(input.payments.map((p) => p.paymentMethod))) {
    requireMethod(method, site.methods, { credit: true });
  }
  for (const method of new Set(input.tips.map((t) => t.paymentMethod))) {
    requireMethod(method, site.methods);
  }
  // The cards are locked after the client (the order a refund takes them in, too).
  const cardUses = await lockCardUses(ctx, input.gift_cards, clientId, site.now.date);
  // A sale that costs nothing (a visit paid with a session) draws nothing from a balance: its
  // amount due is 0 whatever the client holds or owes (amountDue), so the balance is not read.
  const balance =
    clientId && total > 0
      ? await clientBalance(ctx, clientId)
      : { sources: [], credits: [], owed: 0, balance: 0 };
  const plan = planMoney({
    total,
    deposits: balance.sources,
    credits: balance.owed,
    advance: await unusedAdvance(ctx, reservation?.id ?? null),
    payments: input.payments.map((payment) => ({ method: payment.paymentMethod, amount: payment.amountPay })),
    overpayment: input.overpayment,
    allowCredit: creditAllowed(site.allow_credit),
    wallet: cardUses.reduce((sum, use) => sum + use.amount, 0),
    walletCap: lines.filter((line) => line.kind !== 'gift_card').reduce((sum, line) => sum + line.total, 0),
  });
  if (isProblem(plan)) {
    throw new ApiError('BUSINESS_RULE', plan.message, { reason: plan.code });
  }
  if ((plan.abono > 0 || plan.credit > 0) && !clientId) {
    throw new ApiError(
      'BUSINESS_RULE',
      'Elige el cliente: un saldo a favor o un crédito quedan a su nombre.',
      {
        reason: 'sin_cliente',
      },
    );
  }
  return writeCharge(ctx, {
    input,
    siteId: site.id,
    clientId,
    reservation,
    lines,
    subtotal,
    total,
    plan,
    saleId,
    siteChecked: true,
    cardUses,
    today: site.now.date,
  });
}
