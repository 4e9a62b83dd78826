import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { ApiError } from '../../platform/errors';
import { idArray } from '../../platform/sql';
import { lockCardUses, unitsLeft } from '../sales/gift-cards';

// What a public booking takes from the client wallet (decision 056): the packages meant to cover
// its services (a hint, nothing spent) and a gift card's pesos held as its advance.

type Package = { id: number; service_ids: number[]; left: number; pending: number };

// For each booked service, in order, the client's first package by id (as the checkout assigns
// them) in force on the site's day that covers it and has a session left after the visits
// already booked to use it and not yet charged, and after this booking's earlier services.
export async function packageHints(
  ctx: OperationContext,
  clientId: number,
  serviceIds: number[],
  today: string,
): Promise<(number | null)[]> {
  const packages = await ctx.db.rows<Package>(
    sql`select w.id,
          coalesce((select array_agg(ws.service_id) from wallet_instrument_service ws where ws.wallet_instrument_id = w.id), '{}') as service_ids,
          (select coalesce(sum(e.units), 0) from wallet_entry e where e.wallet_instrument_id = w.id)::int as left,
          (select count(*) from service_reservation_service srs join service_reservation r on r.id = srs.service_reservation_id
            where srs.package_instrument_id = w.id and not srs.is_cancelled and r.status <> 'cancelado' and not r.is_paid)::int as pending
        from wallet_instrument w
        where w.client_id = ${clientId} and w.kind = 'package' and w.status = 'activa'
          and (w.expires_on is null or w.expires_on >= ${today}::date)
          and ${inScope(ctx, 'wallet_instrument', 'w', { allSites: true })}
        order by w.id`,
    ctx.tx,
  );
  const taken = new Map<number, number>();
  return serviceIds.map((serviceId) => {
    const found = packages.find(
      (item) =>
        item.service_ids.map(Number).includes(serviceId) &&
        item.left - item.pending - (taken.get(item.id) ?? 0) > 0,
    );
    if (!found) {
      return null;
    }
    taken.set(found.id, (taken.get(found.id) ?? 0) + 1);
    return found.id;
  });
}

// The booked services' price at the site (what a card may pay at most), and their advances.
export async function servicesAtSite(ctx: OperationContext, siteId: number, serviceIds: number[]) {
  const rows = await ctx.db.rows<{ id: number; price: number; deposit: number }>(
    sql`select s.id, coalesce(p.price, 0)::bigint as price, s.online_deposit::bigint as deposit from service s
          left join service_site_price p on p.service_id = s.id and p.site_id = ${siteId}
        where s.id = any(${idArray(serviceIds)})`,
    ctx.tx,
  );
  return new Map(rows.map((row) => [row.id, { price: Number(row.price), deposit: Number(row.deposit) }]));
}

const NOT_ONLINE =
  'Este negocio no recibe tarjetas de regalo en la reserva en línea. Úsala al pagar en la sede.';

// A gift card named by its code pays the visit's advance: under the card's row lock (the same
// lock the desk's checkout takes, so the same pesos are spent once), all it holds up to what the
// visit costs is taken (a redeem entry) and held as the reservation's advance (an advance_payment
// naming the card, no drawer money), which the checkout applies like any advance.
export async function holdGiftCard(
  ctx: OperationContext,
  args: {
    allowed: boolean;
    code: string;
    clientId: number;
    reservationId: number;
    siteId: number;
    today: string;
    cap: number;
  },
) {
  if (!args.allowed) {
    throw new ApiError('BUSINESS_RULE', NOT_ONLINE, { reason: 'tarjeta_no_en_linea' });
  }
  if (args.cap <= 0) {
    throw new ApiError('BUSINESS_RULE', 'Esta cita no tiene nada que pagar con la tarjeta de regalo.', {
      reason: 'nada_que_pagar',
    });
  }
  const [use] = await lockCardUses(ctx, [{ code: args.code, amount: 1 }], null, args.today);
  const amount = Math.min(await unitsLeft(ctx, use.instrumentId), args.cap);
  const [advance] = await ctx.db.rows<{ id: number }>(
    sql`insert into advance_payment (subscriber_owner_company_id, service_reservation_id, client_id, site_id,
          advance_payment, wallet_instrument_id)
        values (${ctx.user.companyId}, ${args.reservationId}, ${args.clientId}, ${args.siteId}, ${amount}, ${use.instrumentId})
        returning id`,
    ctx.tx,
  );
  await ctx.db.rows(
    sql`insert into wallet_entry (subscriber_owner_company_id, wallet_instrument_id, client_id, kind, units, advance_payment_id)
        values (${ctx.user.companyId}, ${use.instrumentId}, ${args.clientId}, 'redeem', ${-amount}, ${advance.id})`,
    ctx.tx,
  );
  return amount;
}
