import { randomInt } from 'node:crypto';
import { formatMoney } from '@sari/domain/money';
import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { ApiError } from '../../platform/errors';
import { queueGiftCardMails } from './gift-card-mail';
import type { CheckedLine } from './sale-lines';

// The gift cards of the client wallet (decision 050), as the checkout and refunds use them. What
// is left of a card is the sum of its wallet_entry rows, read under the card's row lock: two
// checkouts spending one card wait for each other, and the second sees what the first left.

// No 0/O, 1/I/L: a code read aloud or typed from paper is not mistaken. 16 of 31 signs: ~79 bits.
const SIGNS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newGiftCardCode = () =>
  Array.from({ length: 16 }, () => SIGNS[randomInt(SIGNS.length)]).join('');

export type CardUse = { instrumentId: number; amount: number };
type Requested = { code?: string; instrument_id?: number; amount: number };
type Card = {
  id: number;
  client_id: number | null;
  status: string;
  expires_on: string | null;
  code: string | null;
};

export async function unitsLeft(ctx: OperationContext, instrumentId: number) {
  const [row] = await ctx.db.rows<{ left: number }>(
    sql`select coalesce(sum(units), 0)::bigint as left from wallet_entry where wallet_instrument_id = ${instrumentId}`,
    ctx.tx,
  );
  return Number(row.left);
}

// One card, locked: by its code (any card of the company, at any of its sites) or by its id
// (a card of the client's own wallet).
async function lockCard(ctx: OperationContext, request: Requested, clientId: number | null) {
  const where = request.code
    ? sql`w.code = ${request.code}`
    : sql`w.id = ${request.instrument_id!} and w.client_id = ${clientId ?? 0}`;
  const [card] = await ctx.db.rows<Card>(
    sql`select w.id, w.client_id, w.status, w.expires_on::text as expires_on, w.code from wallet_instrument w
        where ${where} and w.kind = 'gift_card' and ${inScope(ctx, 'wallet_instrument', 'w', { allSites: true })}
        for update`,
    ctx.tx,
  );
  if (!card) {
    throw new ApiError(
      'BUSINESS_RULE',
      request.code
        ? 'No hay una tarjeta de regalo con ese código.'
        : 'Esa tarjeta de regalo no está en el monedero del cliente.',
      { reason: 'tarjeta_no_existe' },
    );
  }
  return card;
}

// The cards a checkout pays with, each locked (in id order, so two checkouts never wait on each
// other in a circle) and checked: in force, not past its last day, holding what is asked.
export async function lockCardUses(
  ctx: OperationContext,
  requests: Requested[],
  clientId: number | null,
  today: string,
): Promise<CardUse[]> {
  if (requests.length === 0) {
    return [];
  }
  const found: { card: Card; amount: number }[] = [];
  for (const request of requests) {
    found.push({ card: await lockCard(ctx, request, clientId), amount: request.amount });
  }
  const byCard = new Map<number, { card: Card; amount: number }>();
  for (const { card, amount } of found.sort((a, b) => a.card.id - b.card.id)) {
    const same = byCard.get(card.id);
    byCard.set(card.id, { card, amount: (same?.amount ?? 0) + amount });
  }
  const uses: CardUse[] = [];
  for (const { card, amount } of byCard.values()) {
    const ending = card.code ? ` terminada en ${card.code.slice(-4)}` : '';
    if (card.status !== 'activa') {
      throw new ApiError('BUSINESS_RULE', `La tarjeta de regalo${ending} está anulada.`, {
        reason: 'tarjeta_anulada',
      });
    }
    if (card.expires_on && card.expires_on < today) {
      throw new ApiError('BUSINESS_RULE', `La tarjeta de regalo${ending} venció el ${card.expires_on}.`, {
        reason: 'tarjeta_vencida',
      });
    }
    const left = await unitsLeft(ctx, card.id);
    if (amount > left) {
      throw new ApiError(
        'BUSINESS_RULE',
        `La tarjeta de regalo${ending} tiene ${formatMoney(left)} disponibles: no alcanza para ${formatMoney(amount)}.`,
        { reason: 'tarjeta_sin_saldo', left },
      );
    }
    uses.push({ instrumentId: card.id, amount });
  }
  return uses;
}

// The sale's redemptions: one entry per card, units negative.
export async function redeemCards(
  ctx: OperationContext,
  sale: { id: number; clientId: number | null },
  uses: CardUse[],
) {
  for (const use of uses) {
    await ctx.db.rows(
      sql`insert into wallet_entry (subscriber_owner_company_id, wallet_instrument_id, client_id, kind, units,
            history_payment_id, sari_user_id)
          values (${ctx.user.companyId}, ${use.instrumentId}, ${sale.clientId}, 'redeem', ${-use.amount}, ${sale.id},
            ${ctx.user.sariUserId})`,
      ctx.tx,
    );
  }
}

async function expiryMonths(ctx: OperationContext) {
  const [row] = await ctx.db.rows<{ value: string | null }>(
    sql`select value from setting s where ${inScope(ctx, 'setting', 's')} and key = 'gift_card_expiry_months'`,
    ctx.tx,
  );
  const months = Number(row?.value ?? '');
  return Number.isInteger(months) && months > 0 ? months : null;
}

// The cards a sale sold: each line is a new card with its code and its first entry, +amount.
export async function issueCards(
  ctx: OperationContext,
  sale: { id: number; siteId: number; clientId: number | null; today: string },
  lines: { line: CheckedLine; detailId: number }[],
) {
  const sold = lines.filter(({ line }) => line.kind === 'gift_card');
  if (sold.length === 0) {
    return [];
  }
  const months = await expiryMonths(ctx);
  const cards: { id: number; code: string; amount: number; expires_on: string | null }[] = [];
  const mailed: { id: number; recipient_email: string | null }[] = [];
  for (const { line, detailId } of sold) {
    const card = line.request.gift_card!;
    const code = newGiftCardCode();
    const [row] = await ctx.db.rows<{ id: number; expires_on: string | null }>(
      sql`insert into wallet_instrument (subscriber_owner_company_id, kind, unit, site_id, client_id, code,
            recipient_name, recipient_email, message, initial_units, expires_on, history_payment_id, history_payment_detail_id)
          values (${ctx.user.companyId}, 'gift_card', 'pesos', ${sale.siteId}, ${sale.clientId}, ${code},
            ${card.recipient_name ?? null}, ${card.recipient_email ?? null}, ${card.message ?? null}, ${line.total},
            ${months === null ? null : sql`(${sale.today}::date + make_interval(months => ${months}))::date`},
            ${sale.id}, ${detailId})
          returning id, expires_on::text as expires_on`,
      ctx.tx,
    );
    await ctx.db.rows(
      sql`insert into wallet_entry (subscriber_owner_company_id, wallet_instrument_id, client_id, kind, units,
            history_payment_id, history_payment_detail_id, sari_user_id)
          values (${ctx.user.companyId}, ${row.id}, ${sale.clientId}, 'issue', ${line.total}, ${sale.id}, ${detailId},
            ${ctx.user.sariUserId})`,
      ctx.tx,
    );
    cards.push({ id: row.id, code, amount: line.total, expires_on: row.expires_on });
    mailed.push({ id: row.id, recipient_email: card.recipient_email ?? null });
  }
  await queueGiftCardMails(ctx, mailed);
  return cards;
}

// A refund of the sale that sold a card voids it: only whole, while none of it is spent (a card
// partly spent is refused, decision 050). Returns nothing; throws when it cannot.
export async function voidSoldCard(
  ctx: OperationContext,
  args: { detailId: number; refundId: number; saleId: number },
) {
  const [card] = await ctx.db.rows<{
    id: number;
    client_id: number | null;
    initial_units: number;
    code: string;
  }>(
    sql`select id, client_id, initial_units, code from wallet_instrument
        where history_payment_detail_id = ${args.detailId} for update`,
    ctx.tx,
  );
  if (!card) {
    return;
  }
  const left = await unitsLeft(ctx, card.id);
  if (left !== Number(card.initial_units)) {
    throw new ApiError(
      'BUSINESS_RULE',
      `La tarjeta de regalo terminada en ${card.code.slice(-4)} ya se usó (${formatMoney(Number(card.initial_units) - left)}): no se devuelve. Devuelve primero las ventas que pagó.`,
      { reason: 'tarjeta_usada' },
    );
  }
  await ctx.db.rows(
    sql`insert into wallet_entry (subscriber_owner_company_id, wallet_instrument_id, client_id, kind, units,
          history_payment_id, sale_refund_id, sari_user_id)
        values (${ctx.user.companyId}, ${card.id}, ${card.client_id}, 'void', ${-left}, ${args.saleId}, ${args.refundId},
          ${ctx.user.sariUserId})`,
    ctx.tx,
  );
  await ctx.db.rows(sql`update wallet_instrument set status = 'anulada' where id = ${card.id}`, ctx.tx);
}

// A refund's share of what a card paid goes back to that card, always (its pesos were never
// the client's cash), even past its last day.
export async function restoreToCard(
  ctx: OperationContext,
  args: { instrumentId: number; share: number; refundId: number; saleId: number; clientId: number | null },
) {
  await ctx.db.rows(sql`select id from wallet_instrument where id = ${args.instrumentId} for update`, ctx.tx);
  await ctx.db.rows(
    sql`insert into wallet_entry (subscriber_owner_company_id, wallet_instrument_id, client_id, kind, units,
          history_payment_id, sale_refund_id, sari_user_id)
        values (${ctx.user.companyId}, ${args.instrumentId}, ${args.clientId}, 'restore', ${args.share}, ${args.saleId},
          ${args.refundId}, ${ctx.user.sariUserId})`,
    ctx.tx,
  );
}
