import { lineCommission } from '@sari/domain/commission';
import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { ApiError } from '../../platform/errors';
import { idArray } from '../../platform/sql';
import type { PricedLine } from './cart-data';
import { unitsLeft } from './gift-cards';
import type { CheckedLine, LineRequest } from './sale-lines';

// The session packages of the client wallet (decision 051), as the checkout and refunds use
// them. A package is a wallet instrument (kind package, unit sessions) owned by the client who
// bought it; what is left is the sum of its entries, read under its row lock, so two checkouts
// using its last session wait for each other and the second sees none left.

// A service line paid with one session of a package.
export type PackageUse = {
  instrumentId: number;
  name: string;
  // Which session this is ("Plan: 3 de 10"), of how many, and how many are left after it.
  session: number;
  of: number;
  left: number;
  // The package's price over its sessions: the base of the specialist's commission at use.
  sessionValue: number;
};

// A package or a membership period of the client (decision 055: a membership's included
// services are sessions of the same ledger, used by the same rule).
export type Held = {
  id: number;
  kind: 'package' | 'membership';
  name: string;
  status: string;
  starts_on: string | null;
  expires_on: string | null;
  initial_units: number;
  price: number;
  services: number[];
  service_discount: number | null;
  product_discount: number | null;
  left: number;
};

// Every package and membership period of the client, locked in id order (two checkouts of one
// client never wait on each other in a circle), with what is left and what it covers.
export async function lockClientPackages(ctx: OperationContext, clientId: number): Promise<Held[]> {
  const rows = await ctx.db.prepared<Omit<Held, 'left'>>(
    sql`select w.id, w.kind, coalesce(p.name, m.name, 'Plan de sesiones') as name, w.status,
          w.starts_on::text as starts_on, w.expires_on::text as expires_on,
          w.initial_units, coalesce(d.total, 0)::bigint as price, w.service_discount, w.product_discount,
          coalesce((select json_agg(ws.service_id) from wallet_instrument_service ws where ws.wallet_instrument_id = w.id), '[]'::json) as services
        from wallet_instrument w
        left join session_package p on p.id = w.session_package_id
        left join membership_plan m on m.id = w.membership_plan_id
        left join history_payment_detail d on d.id = w.history_payment_detail_id
        where w.subscriber_owner_company_id = ${ctx.user.companyId} and w.client_id = ${clientId}
          and w.kind in ('package', 'membership')
        order by w.id
        for update of w`,
    ctx.tx,
  );
  if (rows.length === 0) {
    return [];
  }
  // What is left of each, read once they are all locked (a statement of its own: the locking one
  // reads with the snapshot it started with, before a checkout it waited for had committed).
  const left = await ctx.db.prepared<{ id: number; left: number }>(
    sql`select wallet_instrument_id as id, coalesce(sum(units), 0)::bigint as left from wallet_entry
        where wallet_instrument_id = any(${idArray(rows.map((row) => row.id))}) group by wallet_instrument_id`,
    ctx.tx,
  );
  const leftOf = new Map(left.map((row) => [row.id, Number(row.left)]));
  return rows.map((row) => ({
    ...row,
    initial_units: Number(row.initial_units),
    price: Number(row.price),
    left: leftOf.get(row.id) ?? 0,
  }));
}

// In force on the day: a package from its sale to its last day; a membership period from its
// first day to its last, neither paused nor cancelled.
export const inForce = (pkg: Held, today: string) =>
  pkg.status === 'activa' &&
  (pkg.starts_on === null || pkg.starts_on <= today) &&
  (pkg.expires_on === null || pkg.expires_on >= today);

const usable = (pkg: Held, serviceId: number, today: string) =>
  inForce(pkg, today) && pkg.left > 0 && pkg.services.includes(serviceId);

// How the refusals name it.
const called = (pkg: Held) =>
  pkg.kind === 'membership' ? `La membresía "${pkg.name}"` : `El plan "${pkg.name}"`;

const refuse = (message: string, reason: string, extra: Record<string, unknown> = {}) =>
  new ApiError('BUSINESS_RULE', message, { reason, ...extra });

// Which service lines a package pays (decision 051). Each line says it: `use_package` names the
// client's package, `false` declines it; a line that says nothing while a package of the client
// covers it is refused with that package, as a line whose promotions disagree is. The server
// checks the named package (the client's, in force, not past its last day, covering the
// service, with a session left after the cart's earlier lines) and never picks one silently.
export function lockPackageUses(args: {
  clientId: number | null;
  held: Held[];
  priced: PricedLine[];
  requests: LineRequest[];
  today: string;
}): Map<number, PackageUse> {
  const uses = new Map<number, PackageUse>();
  const services = args.priced.some((line) => line.kind === 'service');
  if (!args.clientId || !services) {
    if (args.requests.some((request) => typeof request.use_package === 'number')) {
      throw refuse('Elige el cliente: un plan de sesiones se usa del monedero de su dueño.', 'sin_cliente');
    }
    return uses;
  }
  const held = args.held;
  if (held.length === 0 && !args.requests.some((request) => typeof request.use_package === 'number')) {
    return uses;
  }
  args.priced.forEach((line, index) => {
    const asked = args.requests[index].use_package;
    if (line.kind !== 'service' || asked === false) {
      return;
    }
    const serviceId = line.serviceId!;
    if (asked === undefined) {
      const covering = held.find((pkg) => usable(pkg, serviceId, args.today));
      if (covering) {
        const what = covering.kind === 'membership' ? 'la membresía' : 'el plan';
        throw refuse(
          `"${line.name}" lo cubre ${what} "${covering.name}" del cliente (quedan ${covering.left} de ${covering.initial_units}): úsalo o recházalo en la línea.`,
          'plan_disponible',
          { line: index, instrument_id: covering.id, left: covering.left, of: covering.initial_units },
        );
      }
      return;
    }
    const pkg = held.find((row) => row.id === asked);
    if (!pkg) {
      throw refuse('Ese plan o membresía no está en el monedero del cliente.', 'plan_no_existe', {
        line: index,
      });
    }
    if (pkg.status !== 'activa') {
      const state = pkg.kind === 'membership' ? pkg.status : 'anulado';
      throw refuse(`${called(pkg)} está ${state}.`, 'plan_anulado', { line: index });
    }
    if (pkg.expires_on !== null && pkg.expires_on < args.today) {
      throw refuse(`${called(pkg)} venció el ${pkg.expires_on}.`, 'plan_vencido', { line: index });
    }
    if (pkg.starts_on !== null && pkg.starts_on > args.today) {
      throw refuse(`${called(pkg)} empieza el ${pkg.starts_on}.`, 'plan_no_empieza', { line: index });
    }
    if (!pkg.services.includes(serviceId)) {
      throw refuse(`${called(pkg)} no cubre "${line.name}".`, 'plan_no_cubre', { line: index });
    }
    if (pkg.left <= 0) {
      throw refuse(`${called(pkg)} no tiene sesiones por usar.`, 'plan_sin_sesiones', { line: index });
    }
    pkg.left -= 1;
    uses.set(index, {
      instrumentId: pkg.id,
      name: pkg.name,
      session: pkg.initial_units - pkg.left,
      of: pkg.initial_units,
      left: pkg.left,
      sessionValue: Math.round(pkg.price / pkg.initial_units),
    });
  });
  return uses;
}

// The commission a line paid with a session earns (decision 051): the specialist's rule on the
// package's per-session value, recorded as that fixed amount (what the pay reports read).
export function sessionCommission(line: CheckedLine) {
  if (!line.packageUse || !line.commission) {
    return null;
  }
  return {
    commission: lineCommission({ lineTotal: line.packageUse.sessionValue, ...line.commission }),
    commission_type: 'fixed' as const,
  };
}

// The packages a sale sold: each line is a new instrument in the client's wallet with the
// services it covers copied from the catalogue and its first entry, +N sessions. Its last day is
// the sale's day plus the package's validity (none: it does not expire).
export async function issuePackages(
  ctx: OperationContext,
  sale: { id: number; siteId: number; clientId: number | null; today: string },
  lines: { line: CheckedLine; detailId: number }[],
) {
  const sold: {
    id: number;
    session_package_id: number;
    sessions: number;
    price: number;
    expires_on: string | null;
  }[] = [];
  for (const { line, detailId } of lines) {
    const pkg = line.package;
    if (line.kind !== 'package' || !pkg) {
      continue;
    }
    const expiry =
      pkg.validity === null
        ? null
        : pkg.validity_unit === 'days'
          ? sql`(${sale.today}::date + ${pkg.validity}::int)`
          : sql`(${sale.today}::date + make_interval(months => ${pkg.validity}::int))::date`;
    const [row] = await ctx.db.prepared<{ id: number; expires_on: string | null }>(
      sql`insert into wallet_instrument (subscriber_owner_company_id, kind, unit, site_id, client_id, initial_units,
            expires_on, history_payment_id, history_payment_detail_id, session_package_id)
          values (${ctx.user.companyId}, 'package', 'sessions', ${sale.siteId}, ${sale.clientId}, ${pkg.sessions},
            ${expiry}, ${sale.id}, ${detailId}, ${pkg.id})
          returning id, expires_on::text as expires_on`,
      ctx.tx,
    );
    await ctx.db.prepared(
      sql`insert into wallet_instrument_service (subscriber_owner_company_id, wallet_instrument_id, service_id)
          select ${ctx.user.companyId}, ${row.id}, s.id from service s
          where s.subscriber_owner_company_id = ${ctx.user.companyId}
            and s.id in (select json_array_elements_text(${JSON.stringify(pkg.services)}::json)::int)`,
      ctx.tx,
    );
    await ctx.db.prepared(
      sql`insert into wallet_entry (subscriber_owner_company_id, wallet_instrument_id, client_id, kind, units,
            history_payment_id, history_payment_detail_id, sari_user_id)
          values (${ctx.user.companyId}, ${row.id}, ${sale.clientId}, 'issue', ${pkg.sessions}, ${sale.id}, ${detailId},
            ${ctx.user.sariUserId})`,
      ctx.tx,
    );
    sold.push({
      id: row.id,
      session_package_id: pkg.id,
      sessions: pkg.sessions,
      price: line.total,
      expires_on: row.expires_on,
    });
  }
  return sold;
}

type SoldInstrument = {
  id: number;
  kind: string;
  client_id: number | null;
  initial_units: number;
  status: string;
};

// The package a sale line sold, locked, with what is left of it; null when the line sold none.
export async function lockSoldPackage(ctx: OperationContext, detailId: number) {
  const [row] = await ctx.db.prepared<SoldInstrument>(
    sql`select id, kind, client_id, initial_units, status from wallet_instrument
        where history_payment_detail_id = ${detailId} and kind in ('package', 'membership') for update`,
    ctx.tx,
  );
  if (!row) {
    return null;
  }
  const initial = Number(row.initial_units);
  const left = await unitsLeft(ctx, row.id);
  return { ...row, initial, left, used: initial - left };
}

// What the refund of a package's selling line gives back (decision 051): its price less the
// sessions used at the price per session, price - round(used x price / N), never below zero.
export const packageRefund = (price: number, sessions: number, used: number) =>
  Math.max(0, price - Math.round((used * price) / sessions));

// The refund of the line that sold a package voids what is left of it (a void entry of the
// unused sessions) and marks it anulada.
export async function voidSoldPackage(
  ctx: OperationContext,
  pkg: { id: number; client_id: number | null; left: number },
  args: { refundId: number; saleId: number },
) {
  if (pkg.left > 0) {
    await ctx.db.prepared(
      sql`insert into wallet_entry (subscriber_owner_company_id, wallet_instrument_id, client_id, kind, units,
            history_payment_id, sale_refund_id, sari_user_id)
          values (${ctx.user.companyId}, ${pkg.id}, ${pkg.client_id}, 'void', ${-pkg.left}, ${args.saleId}, ${args.refundId},
            ${ctx.user.sariUserId})`,
      ctx.tx,
    );
  }
  await ctx.db.prepared(sql`update wallet_instrument set status = 'anulada' where id = ${pkg.id}`, ctx.tx);
}

// A refunded line that a package paid gives its session back, once (the line itself goes back
// only once, under the sale's lock), even past the package's last day. A package already
// refunded (anulada) takes nothing back: its refund counted that session as used.
export async function restoreSession(
  ctx: OperationContext,
  args: { detailId: number; refundId: number; saleId: number },
) {
  const [entry] = await ctx.db.prepared<{ wallet_instrument_id: number; client_id: number | null }>(
    sql`select e.wallet_instrument_id, e.client_id from wallet_entry e join wallet_instrument w on w.id = e.wallet_instrument_id
        where e.history_payment_detail_id = ${args.detailId} and e.kind = 'redeem' and w.kind in ('package', 'membership')`,
    ctx.tx,
  );
  if (!entry) {
    return;
  }
  const [pkg] = await ctx.db.prepared<{ status: string }>(
    sql`select status from wallet_instrument where id = ${entry.wallet_instrument_id} for update`,
    ctx.tx,
  );
  if (pkg.status !== 'activa' && pkg.status !== 'pausada') {
    return;
  }
  await ctx.db.prepared(
    sql`insert into wallet_entry (subscriber_owner_company_id, wallet_instrument_id, client_id, kind, units,
          history_payment_id, history_payment_detail_id, sale_refund_id, sari_user_id)
        values (${ctx.user.companyId}, ${entry.wallet_instrument_id}, ${entry.client_id}, 'restore', 1, ${args.saleId},
          ${args.detailId}, ${args.refundId}, ${ctx.user.sariUserId})`,
    ctx.tx,
  );
}
