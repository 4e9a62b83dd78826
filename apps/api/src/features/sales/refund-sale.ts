import type { refundSale as contract } from '@sari/contracts/sales';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { ApiError, notFound } from '../../platform/errors';
import { announceChange } from '../../shared/announce-change';
import { openSession, recordMovement } from '../../shared/money';
import { moveStock } from '../../shared/stock';
import { lockClient } from './client-balance';
import { restoreToCard, voidSoldCard } from './gift-cards';
import { refuseTouchedPeriod } from './memberships';
import { paymentSources, type Source, sharesOf } from './refund-sources';
import { returnConsumption } from './sale-stock';
import { lockSoldPackage, packageRefund, restoreSession, voidSoldPackage } from './session-packages';

type Input = z.output<(typeof contract)['input']>;
type Sale = {
  site_id: number;
  client_id: number | null;
  service_reservation_id: number | null;
  status: string;
  total: number;
  amount_paid: number;
  refunded_total: number;
};
type Detail = {
  id: number;
  line_type: string;
  product_id: number | null;
  amount: number;
  total: number;
  units_back: number;
  money_back: number;
  name: string;
};

async function detailsOf(ctx: OperationContext, saleId: number) {
  return ctx.db
    .rows<Detail>(
      sql`select d.id, d.line_type, d.product_id, d.amount, d.total,
          coalesce((select sum(l.amount) from sale_refund_line l where l.history_payment_detail_id = d.id), 0)::int as units_back,
          coalesce((select sum(l.total) from sale_refund_line l where l.history_payment_detail_id = d.id), 0)::bigint as money_back,
          coalesce(s.name, p.name, (select coalesce(sp.name, mp.name) from wallet_instrument w
            left join session_package sp on sp.id = w.session_package_id left join membership_plan mp on mp.id = w.membership_plan_id
            where w.history_payment_detail_id = d.id limit 1), '') as name
        from history_payment_detail d left join service s on s.id = d.service_id left join product p on p.id = d.product_id
        where d.history_payment_id = ${saleId} order by d.id`,
      ctx.tx,
    )
    .then((rows) => rows.map((row) => ({ ...row, money_back: Number(row.money_back) })));
}

// Which units of which lines go back: the ones asked for, or all that are left. A line named
// several times is one request for the sum of its units, checked against what is left of it
// (read under the sale's lock), so it can never go back twice.
function wanted(details: Detail[], input: Input) {
  if (input.lines.length === 0) {
    return details
      .filter((d) => d.amount > d.units_back)
      .map((d) => ({ detail: d, units: d.amount - d.units_back }));
  }
  const asked = new Map<number, number>();
  for (const line of input.lines) {
    asked.set(line.history_payment_detail_id, (asked.get(line.history_payment_detail_id) ?? 0) + line.amount);
  }
  return [...asked].map(([id, units]) => {
    const detail = details.find((d) => d.id === id);
    if (!detail) {
      throw new ApiError('INVALID_PAYLOAD', 'Una línea no es de esta venta.');
    }
    if (units > detail.amount - detail.units_back) {
      throw new ApiError(
        'BUSINESS_RULE',
        `De "${detail.name}" quedan ${detail.amount - detail.units_back} por devolver.`,
      );
    }
    return { detail, units };
  });
}

// The money of the units going back: the last units of a line take what is left of it, so
// several partial refunds add up to the line exactly.
const lineMoney = ({ detail, units }: { detail: Detail; units: number }) =>
  units === detail.amount - detail.units_back
    ? detail.total - detail.money_back
    : Math.round((detail.total * units) / detail.amount);

// A void or refund, recorded as its own movements: stock back on the shelf, and the money
// shared over how the sale was paid (`refund-sources.ts`): its credito forgiven, balances drawn
// restored, each payment method and the advance paid out the way they came (or all to the
// client's balance). Nothing is deleted.
export async function refundSale(ctx: OperationContext, input: Input) {
  // The client first, then the sale: the order a credit payment takes them in.
  const [owner] = await ctx.db.rows<{ client_id: number | null }>(
    sql`select client_id from history_payment h where h.id = ${input.id} and ${inScope(ctx, 'history_payment', 'h')}`,
    ctx.tx,
  );
  if (owner?.client_id) {
    await lockClient(ctx, owner.client_id);
  }
  // Refunds of one sale wait for each other here: what is left of it is read after this lock.
  const [sale] = await ctx.db.rows<Sale>(
    sql`select site_id, client_id, service_reservation_id, status, total, amount_paid, refunded_total from history_payment h
        where h.id = ${input.id} and ${inScope(ctx, 'history_payment', 'h')} for update`,
    ctx.tx,
  );
  if (!sale) {
    throw notFound('La venta no existe o no tienes acceso a ella.');
  }
  if (sale.client_id !== (owner?.client_id ?? null)) {
    throw new ApiError('CONFLICT', 'La venta cambió mientras se devolvía: inténtalo de nuevo.');
  }
  if (sale.status === 'pendiente' || sale.status === 'anulado') {
    throw new ApiError(
      'CONFLICT',
      sale.status === 'anulado'
        ? 'Esta venta ya está anulada.'
        : 'Una venta pendiente no se devuelve: bórrala del carrito.',
    );
  }
  if (input.refund_to === 'deposit' && !sale.client_id) {
    throw new ApiError(
      'BUSINESS_RULE',
      'La venta no tiene cliente: la devolución va al medio de pago original.',
    );
  }
  const details = await detailsOf(ctx, input.id);
  const going = wanted(details, input);
  if (going.length === 0) {
    throw new ApiError('CONFLICT', 'No queda nada por devolver en esta venta.');
  }
  // A package's selling line gives back its price less the sessions used (decision 051); its
  // instrument is locked here, before any gift card a share goes back to.
  const packages = new Map<number, NonNullable<Awaited<ReturnType<typeof lockSoldPackage>>>>();
  for (const item of going) {
    if (item.detail.line_type === 'package' || item.detail.line_type === 'membership') {
      const pkg = await lockSoldPackage(ctx, item.detail.id);
      if (pkg?.kind === 'membership') {
        await refuseTouchedPeriod(ctx, pkg.id, item.detail.name);
      }
      if (pkg) {
        packages.set(item.detail.id, pkg);
      }
    }
  }
  const moneyOf = (item: { detail: Detail; units: number }) => {
    const pkg = packages.get(item.detail.id);
    // A membership period is refunded only untouched (decision 055): its whole line.
    return pkg && pkg.kind === 'package'
      ? packageRefund(item.detail.total, pkg.initial, pkg.used)
      : lineMoney(item);
  };
  const refund = going.reduce((sum, item) => sum + moneyOf(item), 0);
  const earlier = await ctx.db.rows<{ total: number }>(
    sql`select total from sale_refund where history_payment_id = ${input.id} order by id`,
    ctx.tx,
  );
  const before = sale.refunded_total;
  const after = before + refund;
  const earlierTotals = earlier.map((row) => Number(row.total));
  // The lines bound the refund already; this keeps the shares' arithmetic within the sale.
  if (after > sale.total || earlierTotals.reduce((sum, total) => sum + total, 0) + refund > sale.total) {
    throw new ApiError('CONFLICT', 'Esta venta ya no tiene tanto por devolver.');
  }
  const sources = await paymentSources(ctx, {
    id: input.id,
    total: sale.total,
    amountPaid: sale.amount_paid,
    reservationId: sale.service_reservation_id,
  });
  const session = refund > 0 ? await openSession(ctx, sale.site_id) : null;
  const [record] = await ctx.db.rows<{ id: number }>(
    sql`insert into sale_refund (subscriber_owner_company_id, history_payment_id, site_id, reason, total, refund_to, sari_user_id)
        values (${ctx.user.companyId}, ${input.id}, ${sale.site_id}, ${input.reason}, ${refund}, ${input.refund_to}, ${ctx.user.sariUserId})
        returning id`,
    ctx.tx,
  );
  const shares = sharesOf(sources, earlierTotals, refund);
  await recordShares(ctx, { refundId: record.id, saleId: input.id }, shares);
  let toBalance = 0;
  for (const { source, share } of shares) {
    if (share > 0) {
      toBalance += await giveBack(ctx, {
        source,
        share,
        refundTo: input.refund_to,
        sale,
        session,
        saleId: input.id,
        refundId: record.id,
      });
    }
  }
  if (toBalance > 0) {
    await ctx.db.rows(
      sql`insert into client_deposit (subscriber_owner_company_id, client_id, site_id, remaining_amount)
          values (${ctx.user.companyId}, ${sale.client_id}, ${sale.site_id}, ${toBalance})`,
      ctx.tx,
    );
  }
  for (const item of going) {
    await ctx.db.rows(
      sql`insert into sale_refund_line (subscriber_owner_company_id, sale_refund_id, history_payment_detail_id, amount, total)
          values (${ctx.user.companyId}, ${record.id}, ${item.detail.id}, ${item.units}, ${moneyOf(item)})`,
      ctx.tx,
    );
    if (item.detail.line_type === 'gift_card') {
      await voidSoldCard(ctx, { detailId: item.detail.id, refundId: record.id, saleId: input.id });
    }
    const pkg = packages.get(item.detail.id);
    if (pkg) {
      await voidSoldPackage(ctx, pkg, { refundId: record.id, saleId: input.id });
    }
    if (item.detail.line_type === 'service') {
      await restoreSession(ctx, { detailId: item.detail.id, refundId: record.id, saleId: input.id });
    }
    if (item.detail.line_type === 'product' && item.detail.product_id) {
      await moveStock(ctx, {
        productId: item.detail.product_id,
        siteId: sale.site_id,
        change: item.units,
        type: 'return',
        reason: `Devolución de la venta #${input.id}: ${input.reason}`,
        historyPaymentId: input.id,
      });
    }
  }
  const whole = details.every(
    (d) => d.units_back + (going.find((g) => g.detail.id === d.id)?.units ?? 0) === d.amount,
  );
  const status = whole ? 'anulado' : sale.status;
  await ctx.db.rows(
    sql`update history_payment set refunded_total = ${after}, status = ${status} where id = ${input.id}`,
    ctx.tx,
  );
  if (whole && sale.service_reservation_id) {
    await returnConsumption(ctx, { id: input.id, siteId: sale.site_id, reason: input.reason });
    await ctx.db.rows(
      sql`update service_reservation set is_paid = false where id = ${sale.service_reservation_id}`,
      ctx.tx,
    );
    await announceChange(ctx, { company: ctx.user.companyId, site: sale.site_id, date: null });
  }
  return { id: record.id, total: refund, sale_status: status };
}

// The payment line each source is (sale-payments.ts): its method, or the balance, the advance or
// the credito.
const lineOf = (source: Source) =>
  source.kind === 'method'
    ? source.method
    : source.kind === 'deposit'
      ? 'abono'
      : source.kind === 'advance'
        ? 'anticipo'
        : source.kind === 'wallet'
          ? 'tarjeta_regalo'
          : 'credito';

// The refund's shares per payment line, written once: every report reads this split, so what a
// report says a method gave back is what the drawer paid out, to the peso.
async function recordShares(
  ctx: OperationContext,
  ids: { refundId: number; saleId: number },
  shares: { source: Source; share: number }[],
) {
  const byLine = new Map<string, number>();
  for (const { source, share } of shares) {
    byLine.set(lineOf(source), (byLine.get(lineOf(source)) ?? 0) + share);
  }
  const lines = [...byLine].filter(([, amount]) => amount > 0);
  if (lines.length === 0) {
    return;
  }
  await ctx.db.rows(
    sql`insert into sale_refund_share (subscriber_owner_company_id, sale_refund_id, history_payment_id, code, amount)
        values ${sql.join(
          lines.map(
            ([code, amount]) =>
              sql`(${ctx.user.companyId}, ${ids.refundId}, ${ids.saleId}, ${code}, ${amount})`,
          ),
          sql`, `,
        )}`,
    ctx.tx,
  );
}

// One source's share back: a credito is forgiven, a balance restored, money paid out (or, to
// the client's balance, kept for them). Returns what goes to a new client deposit.
async function giveBack(
  ctx: OperationContext,
  args: {
    source: Source;
    share: number;
    refundTo: 'original' | 'deposit';
    sale: Sale;
    session: number | null;
    saleId: number;
    refundId: number;
  },
): Promise<number> {
  const { source, share, sale } = args;
  if (source.kind === 'credit') {
    // Forgiven from what is still owed; what the client already paid of it comes back as a
    // balance. Over the sale's refunds the credit's shares add up to all it was, so nothing
    // stays owed once the sale is voided.
    let forgiven = 0;
    for (const row of source.rows) {
      const part = Math.min(share - forgiven, row.remaining);
      if (part > 0) {
        await ctx.db.rows(
          sql`update history_payment_deposit set remaining_amount = remaining_amount - ${part} where id = ${row.id}`,
          ctx.tx,
        );
        row.remaining -= part;
        forgiven += part;
      }
    }
    return share - forgiven;
  }
  if (source.kind === 'wallet') {
    // Back to the card, whatever refund_to says (decision 050).
    await restoreToCard(ctx, {
      instrumentId: source.instrumentId,
      share,
      refundId: args.refundId,
      saleId: args.saleId,
      clientId: sale.client_id,
    });
    return 0;
  }
  if (args.refundTo === 'deposit') {
    return share;
  }
  if (source.kind === 'deposit') {
    const table = source.origin === 'history' ? sql`history_payment_deposit` : sql`client_deposit`;
    await ctx.db.rows(
      sql`update ${table} set remaining_amount = remaining_amount + ${share} where id = ${source.id}`,
      ctx.tx,
    );
    return 0;
  }
  // A payment method or the advance: paid out of the drawer the way it came in.
  await recordMovement(ctx, {
    siteId: sale.site_id,
    amount: share,
    direction: 'out',
    method: source.method,
    type: 'refund',
    concept: `Devolución de la venta #${args.saleId}`,
    sessionId: args.session!,
    clientId: sale.client_id,
  });
  return 0;
}
