import { type SQL, sql } from 'drizzle-orm';
import { inScope } from '../access/sql-scope';
import { ApiError } from '../platform/errors';
import type { RequestContext } from '../tenancy/context';
import { siteWithClock } from './site-clock';

export type MovementType =
  | 'sale'
  | 'deposit'
  | 'refund'
  | 'expense'
  | 'income'
  | 'specialist_payout'
  | 'specialist_advance'
  | 'opening'
  | 'tip'
  | 'advance'
  | 'purchase';

export type Movement = {
  siteId: number;
  amount: number;
  direction: 'in' | 'out';
  method: string;
  type: MovementType;
  // Text, or an expression of the caller's statement (a sale's number written in the same one).
  concept: string | SQL;
  sessionId: number;
  clientId?: number | null;
  specialistId?: number | null;
  notes?: string | null;
};

// The open cash drawer of a site, locked for the rest of the transaction: every peso that moves
// at the site is a movement of it (one open session per site; a closing waits for the charge).
// siteChecked: the caller has already read the site through siteWithClock (a checkout).
export async function openSession(
  ctx: RequestContext,
  siteId: number,
  { siteChecked = false }: { siteChecked?: boolean } = {},
): Promise<number> {
  if (!siteChecked) {
    await siteWithClock(ctx, siteId);
  }
  const [session] = await ctx.db.prepared<{ id: number }>(
    sql`select id from cash_drawer_session c where c.site_id = ${siteId} and c.status = 'open'
          and ${inScope(ctx, 'cash_drawer_session', 'c')} for share`,
    ctx.tx,
  );
  if (!session) {
    throw new ApiError('BUSINESS_RULE', 'La caja de la sede está cerrada: ábrela antes de mover dinero.', {
      reason: 'caja_cerrada',
    });
  }
  return session.id;
}

// One opening (or other decision on whether a site's drawer exists) at a time per site, across
// every server process. An advisory lock exists before the session row does: two openings sent
// at once take turns, and the second finds the first's drawer open (7305: the drawer's key;
// 7302 is the client's balance, 7303 and 7304 the reports').
export async function lockDrawer(ctx: RequestContext, siteId: number) {
  await ctx.db.prepared(sql`select pg_advisory_xact_lock(7305, ${siteId})`, ctx.tx);
}

// Crédito is what a client still owes, not money: it never enters or leaves a drawer. The one
// place it is legitimate is the unpaid part of a sale charged to a client's account, which the
// sale records as a balance (history_payment_deposit), never as a movement.
export const CREDIT_METHOD = 'credito';
const NOT_MONEY =
  'El crédito no es dinero: en la caja solo entra o sale dinero real (efectivo, tarjeta u otro medio de pago).';

// A payment method the company uses (efectivo, tarjeta, or one of its own). `credit`: the
// caller is a sale's payments, where credito leaves the unpaid part on the client's account;
// everywhere else (tips, drawer income and expenses, payouts, purchases) it is refused.
export async function checkMethod(ctx: RequestContext, method: string, { credit = false } = {}) {
  if (method === CREDIT_METHOD && !credit) {
    throw new ApiError('INVALID_PAYLOAD', NOT_MONEY);
  }
  const [row] = await ctx.db.prepared<{ code: string }>(
    sql`select code from payment_method m where ${inScope(ctx, 'payment_method', 'm')} and m.code = ${method} and m.is_active`,
    ctx.tx,
  );
  requireMethod(method, row ? [row.code] : [], { credit });
}

// The active payment methods of the company among `codes`, as a text[] column of a caller's
// statement (a checkout reads them with its site, then checks each with requireMethod).
export const activeMethods = (ctx: RequestContext, codes: string[]) =>
  sql`array(select m.code from payment_method m where ${inScope(ctx, 'payment_method', 'm')}
    and m.is_active and m.code in (select json_array_elements_text(${JSON.stringify(codes)}::json)))`;

// checkMethod's rule on methods already read: `active` are the company's active ones.
export function requireMethod(method: string, active: string[], { credit = false } = {}) {
  if (method === CREDIT_METHOD && !credit) {
    throw new ApiError('INVALID_PAYLOAD', NOT_MONEY);
  }
  if (!active.includes(method)) {
    throw new ApiError(
      'INVALID_PAYLOAD',
      `El medio de pago "${method.slice(0, 40)}" no existe o está inactivo.`,
    );
  }
}

// Every peso into or out of a drawer: real money only, whoever the caller (see checkMethod).
export async function recordMovement(ctx: RequestContext, movement: Movement): Promise<number> {
  const [row] = await ctx.db.prepared<{ id: number }>(movementInsert(ctx, movement), ctx.tx);
  return row.id;
}

// The movement's insert (returning its id), for a caller that writes what it pays for in the
// same statement (`with movement as (...) insert ... select ... from movement`). `from`: the
// rows of the caller's statement it is written from (one), whose columns the fields may name.
export function movementInsert(ctx: RequestContext, movement: Movement, from?: SQL) {
  if (movement.method === CREDIT_METHOD) {
    throw new ApiError('INVALID_PAYLOAD', NOT_MONEY);
  }
  const fields = sql`${ctx.user.companyId}, ${movement.siteId}, ${movement.amount}, ${movement.direction}, ${movement.method},
          ${movement.concept}, ${movement.type}, ${movement.sessionId}, ${movement.clientId ?? null},
          ${movement.specialistId ?? null}, ${ctx.user.sariUserId}, ${movement.notes ?? null}`;
  return sql`insert into money_movement (subscriber_owner_company_id, site_id, amount, direction, payment_methods_name, concept,
          type, cash_drawer_session_id, client_id, specialist_id, sari_user_id, notes)
        ${from ? sql`select ${fields} from ${from}` : sql`values (${fields})`}
        returning id`;
}

// Whether a sale may leave an unpaid part as credito (Configuración › Ventas; allowed unless off).
export async function allowsCredit(ctx: RequestContext) {
  const [row] = await ctx.db.prepared<{ value: string | null }>(
    sql`select ${creditSetting(ctx)} as value`,
    ctx.tx,
  );
  return creditAllowed(row?.value);
}

// The setting's value as a column of a caller's statement (a checkout reads it with its site),
// and what it says.
export const creditSetting = (ctx: RequestContext) =>
  sql`(select cs.value from setting cs where ${inScope(ctx, 'setting', 'cs')} and cs.key = 'allow_credit_sales')`;
export const creditAllowed = (value: string | null | undefined) => value !== 'false';
