import type { PlannedLine } from '@sari/domain/checkout-plan';
import { planLine } from '@sari/domain/checkout-plan';
import { formatMoney } from '@sari/domain/money';
import { sql } from 'drizzle-orm';
import { inScope } from '../../access/sql-scope';
import { ApiError, forbidden } from '../../platform/errors';
import { idSet } from '../../platform/sql';
import type { RequestContext } from '../../tenancy/context';
import { can } from '../../tenancy/context';
import type { PricedLine } from './cart-data';
import type { MemberPerk, MemberPerks } from './memberships';
import type { PackageUse } from './session-packages';

export type LineRequest = {
  service_id?: number;
  product_id?: number;
  amount: number;
  specialist_id?: number | null;
  commission?: number | null;
  commission_type?: '%' | 'fixed' | null;
  discount_promotion: { discount_promotion_id: number; discount_value_applied: number }[];
  price_change?: { amount: number } | null;
  service_reservation_service_id?: number;
  gift_card?: { amount: number; recipient_name?: string; recipient_email?: string; message?: string };
  package?: number;
  use_package?: number | false;
  membership?: number;
  membership_discount?: number;
};

// packageUse: the service line is paid with a session of that package (decision 051).
// memberPerk: the membership period whose percentage this line's memberDiscount is (decision 055).
export type CheckedLine = PricedLine &
  PlannedLine & { request: LineRequest; packageUse?: PackageUse; memberPerk?: MemberPerk };

// The specialists a cart names (its lines' and its tips'), once each: the catalogue's statement
// reads which of them are the company's.
export const namedSpecialists = (lines: LineRequest[], tipped: number[]) => [
  ...new Set([...tipped, ...lines.flatMap((line) => (line.specialist_id ? [line.specialist_id] : []))]),
];

// Ids a sale refers to must be the company's own (and the reservation's services its own).
export async function checkReferences(
  ctx: RequestContext,
  lines: LineRequest[],
  reservationId: number | null,
  specialists: { named: number[]; found: number[] },
) {
  if (specialists.found.length !== specialists.named.length) {
    throw new ApiError('INVALID_FOREIGN_KEY', 'Alguno de los especialistas no existe.');
  }
  const reserved = lines.flatMap((line) =>
    line.service_reservation_service_id ? [line.service_reservation_service_id] : [],
  );
  if (reserved.length > 0) {
    const own = await ctx.db.prepared<{ id: number }>(
      sql`select id from service_reservation_service srs where srs.id in ${idSet(reserved)}
            and srs.service_reservation_id = ${reservationId ?? 0} and ${inScope(ctx, 'service_reservation_service', 'srs')}`,
      ctx.tx,
    );
    if (own.length !== new Set(reserved).size) {
      throw new ApiError('INVALID_PAYLOAD', 'Una línea dice ser de otra reserva.');
    }
  }
}

// Each line as the rules compute it. Whatever the screen sent (promotions applied, commission)
// must agree: a sale whose figures disagree is refused with the reason, never silently fixed.
// A line a package pays costs nothing and takes no promotion (decision 051).
export function checkLines(
  ctx: RequestContext,
  priced: PricedLine[],
  requests: LineRequest[],
  packageUses: Map<number, PackageUse> = new Map(),
  perks: MemberPerks = { service: null, product: null },
): CheckedLine[] {
  return priced.map((line, index) => {
    const request = requests[index];
    if (request.price_change && !can(ctx.user, 'sales', 'update')) {
      throw forbidden('No tienes permiso para cambiar el precio de una línea.');
    }
    if (
      line.kind === 'gift_card' &&
      (request.amount !== 1 ||
        request.specialist_id ||
        request.price_change ||
        request.commission ||
        request.service_reservation_service_id)
    ) {
      throw new ApiError(
        'INVALID_PAYLOAD',
        'Una tarjeta de regalo va sola en su línea: una unidad, sin especialista, comisión ni cambio de precio.',
        { line: index },
      );
    }
    if (
      (line.kind === 'package' || line.kind === 'membership') &&
      (request.amount !== 1 ||
        request.price_change ||
        request.commission ||
        request.discount_promotion.length > 0 ||
        request.service_reservation_service_id)
    ) {
      throw new ApiError(
        'INVALID_PAYLOAD',
        `${line.kind === 'package' ? 'Un plan de sesiones va solo' : 'Una membresía va sola'} en su línea: una unidad, sin comisión, promoción ni cambio de precio.`,
        { line: index },
      );
    }
    if (line.kind === 'service' && !request.specialist_id) {
      throw new ApiError('INVALID_PAYLOAD', `Indica el especialista de "${line.name}".`);
    }
    const packageUse = packageUses.get(index);
    if (packageUse && request.price_change) {
      throw new ApiError(
        'INVALID_PAYLOAD',
        `"${line.name}" se paga con una sesión del plan: no lleva cambio de precio.`,
        { line: index },
      );
    }
    // The membership's percentage, taken last on what the promotions left (decision 055).
    const perk = packageUse
      ? null
      : line.kind === 'service'
        ? perks.service
        : line.kind === 'product'
          ? perks.product
          : null;
    const planned = packageUse
      ? { discounts: [], memberDiscount: 0, discountTotal: 0, total: 0, commissionValue: null }
      : planLine({ ...line, memberPercent: perk?.percent ?? null });
    if ((request.membership_discount ?? 0) !== planned.memberDiscount) {
      throw new ApiError(
        'BUSINESS_RULE',
        perk && planned.memberDiscount
          ? `La membresía "${perk.name}" del cliente descuenta ${formatMoney(planned.memberDiscount ?? 0)} de "${line.name}" (${perk.percent} %). Actualiza la venta.`
          : `"${line.name}" no lleva descuento de membresía. Actualiza la venta.`,
        { line: index, reason: 'membresia_descuento', membership_discount: planned.memberDiscount ?? 0 },
      );
    }
    const sent = new Map(
      request.discount_promotion.map((d) => [d.discount_promotion_id, d.discount_value_applied]),
    );
    const computed = new Map(planned.discounts.map((d) => [d.promotionId, d.value]));
    const same = sent.size === computed.size && [...computed].every(([id, value]) => sent.get(id) === value);
    if (!same) {
      throw new ApiError(
        'BUSINESS_RULE',
        `Las promociones de "${line.name}" no coinciden con las vigentes: hoy descuentan ${formatMoney(planned.discountTotal)}. Actualiza la venta.`,
        { line: index, discounts: planned.discounts },
      );
    }
    if (request.commission !== undefined && request.commission !== null) {
      const rule = line.commission;
      if (
        !rule ||
        rule.commission !== request.commission ||
        rule.commission_type !== request.commission_type
      ) {
        throw new ApiError(
          'BUSINESS_RULE',
          `La comisión de "${line.name}" no coincide con la del especialista.`,
          {
            line: index,
          },
        );
      }
    }
    return { ...line, ...planned, request, packageUse, memberPerk: perk ?? undefined };
  });
}
