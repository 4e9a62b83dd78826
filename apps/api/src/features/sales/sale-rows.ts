import { type SQL, sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { movementInsert } from '../../shared/money';
import type { CheckoutInput } from './checkout';
import type { CheckedLine } from './sale-lines';
import { sessionCommission } from './session-packages';

// A sale's own rows in one statement (decision 064): its header, its lines with their promotions
// and the session each line paid with a package used, and each payment's movement with its link
// to the sale. Each row is a data-modifying CTE of its own and each line's id is read back by
// its own name, so nothing depends on the order a multi-row RETURNING gives. PostgreSQL runs a
// statement's CTEs in no promised order: each line reads the one before it (and each movement
// the one before it), so the lines' ids, and the movements', follow the cart's order, which the
// receipt and a refund's movements keep. The statement's text depends only on the cart's shape
// (lines, promotions, sessions, payments), so PostgreSQL parses each shape once per connection.

export type SaleRows = {
  input: CheckoutInput;
  siteId: number;
  clientId: number | null;
  lines: CheckedLine[];
  subtotal: number;
  total: number;
  // The pending sale being charged: its header is updated, its draft lines already deleted.
  saleId: number | null;
};

export type SaleFields = {
  status: string;
  amountPaid: number;
  change: number;
  session: number | null;
  // The money received (the plan's), a movement each into the drawer session.
  received?: { method: string; amount: number }[];
};

const name = (prefix: string, ...index: number[]) => sql.raw(`${prefix}${index.join('_')}`);

function headerCte(ctx: OperationContext, sale: SaleRows, fields: SaleFields): SQL {
  const { input } = sale;
  if (sale.saleId) {
    return sql`update history_payment set site_id = ${sale.siteId}, client_id = ${sale.clientId}, subtotal = ${sale.subtotal},
            discount_total = ${sale.subtotal - sale.total}, total = ${sale.total}, amount_paid = ${fields.amountPaid},
            status = ${fields.status}, change_given = ${fields.change}, cash_drawer_session_id = ${fields.session},
            notes = coalesce(${input.notes ?? null}, notes)
          where id = ${sale.saleId} returning id`;
  }
  return sql`insert into history_payment (subscriber_owner_company_id, site_id, client_id, service_reservation_id, sale_method,
          cart_type, subtotal, discount_total, total, amount_paid, status, change_given, cash_drawer_session_id, sari_user_id, notes)
        values (${ctx.user.companyId}, ${sale.siteId}, ${sale.clientId}, ${input.service_reservation_id ?? null},
          ${input.sale_method}, ${input.cart_type}, ${sale.subtotal}, ${sale.subtotal - sale.total}, ${sale.total},
          ${fields.amountPaid}, ${fields.status}, ${fields.change}, ${fields.session}, ${ctx.user.sariUserId}, ${input.notes ?? null})
        returning id`;
}

// A line, its promotions and the session it used.
function lineCtes(ctx: OperationContext, sale: SaleRows, line: CheckedLine, index: number): SQL[] {
  const self = name('l', index);
  // A line a package paid records its commission as the fixed amount it earns (decision 051).
  const commission = line.packageUse ? sessionCommission(line) : line.commission;
  const ctes = [
    sql`${self} as (insert into history_payment_detail (subscriber_owner_company_id, history_payment_id, line_type, service_id,
            product_id, specialist_id, service_reservation_service_id, amount, unit_price, price_change_amount,
            discount_total, total, commission, commission_type, package_session, membership_discount)
          select ${ctx.user.companyId}, sale.id, ${line.kind}, ${line.serviceId}, ${line.productId}, ${line.specialistId},
            ${line.request.service_reservation_service_id ?? null}, ${line.amount}, ${line.unitPrice},
            ${line.request.price_change?.amount ?? null}, ${line.discountTotal}, ${line.total},
            ${commission?.commission ?? null}, ${commission?.commission_type ?? null}, ${line.packageUse?.session ?? null},
            ${line.memberDiscount ? line.memberDiscount : null}
          from sale${index > 0 ? sql`, ${name('l', index - 1)}` : sql``} returning id)`,
  ];
  line.discounts.forEach((discount, promotion) => {
    ctes.push(
      sql`${name('p', index, promotion)} as (insert into history_payment_detail_promotion (subscriber_owner_company_id,
              history_payment_detail_id, discount_promotion_id, discount_value_applied)
            select ${ctx.user.companyId}, ${self}.id, ${discount.promotionId}, ${discount.value} from ${self})`,
    );
  });
  if (line.packageUse) {
    // The session used: one redeem entry (-1) of the package (decision 051).
    ctes.push(
      sql`${name('r', index)} as (insert into wallet_entry (subscriber_owner_company_id, wallet_instrument_id, client_id, kind,
              units, history_payment_id, history_payment_detail_id, sari_user_id)
            select ${ctx.user.companyId}, ${line.packageUse.instrumentId}, ${sale.clientId}, 'redeem', -1, sale.id,
              ${self}.id, ${ctx.user.sariUserId} from sale, ${self})`,
    );
  }
  return ctes;
}

// Writes the header, the lines and the money received; answers the sale's id and each line's.
export async function writeSaleRows(ctx: OperationContext, sale: SaleRows, fields: SaleFields) {
  const ctes = [sql`sale as (${headerCte(ctx, sale, fields)})`];
  sale.lines.forEach((line, index) => {
    ctes.push(...lineCtes(ctx, sale, line, index));
  });
  (fields.received ?? []).forEach((entry, index) => {
    const movement = name('m', index);
    ctes.push(
      sql`${movement} as (${movementInsert(
        ctx,
        {
          siteId: sale.siteId,
          amount: entry.amount,
          direction: 'in',
          method: entry.method,
          type: 'sale',
          concept: sql`'Venta #' || sale.id`,
          sessionId: fields.session!,
          clientId: sale.clientId,
        },
        sql`sale${index > 0 ? sql`, ${name('m', index - 1)}` : sql``}`,
      )})`,
      sql`${name('h', index)} as (insert into history_payment_method (subscriber_owner_company_id, history_payment_id,
            money_movement_id) select ${ctx.user.companyId}, sale.id, ${movement}.id from sale, ${movement})`,
    );
  });
  const ids = sale.lines.map((_, index) => sql`(select id from ${name('l', index)}) as ${name('l', index)}`);
  const [row] = await ctx.db.prepared<Record<string, number>>(
    sql`with ${sql.join(ctes, sql`, `)} select ${sql.join([sql`(select id from sale) as sale`, ...ids], sql`, `)}`,
    ctx.tx,
  );
  return {
    id: Number(row.sale),
    written: sale.lines.map((line, index) => ({ line, detailId: Number(row[`l${index}`]) })),
  };
}
