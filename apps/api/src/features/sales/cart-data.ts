import type { PlanLineInput, PlanPromotion } from '@sari/domain/checkout-plan';
import { promotionsForService } from '@sari/domain/promotions';
import type { WallClock } from '@sari/domain/zoned-time';
import { type SQL, sql } from 'drizzle-orm';
import { inScope } from '../../access/sql-scope';
import { ApiError } from '../../platform/errors';
import { idSet } from '../../platform/sql';
import type { RequestContext } from '../../tenancy/context';
import { type PromotionRow, promotionRows } from './service-promotions';

export type CartLineRequest = {
  service_id?: number;
  product_id?: number;
  amount: number;
  specialist_id?: number | null;
  price_change?: { amount: number } | null;
  gift_card?: { amount: number };
  package?: number;
  membership?: number;
};

export type PricedLine = PlanLineInput & {
  serviceId: number | null;
  productId: number | null;
  specialistId: number | null;
  name: string;
  promotionsOf: PlanPromotion[];
  // A package sold: its sessions and validity, and the services it covers (decision 051).
  package?: SoldPackage;
  // A membership period sold: its plan (decision 055).
  membership?: SoldMembership;
};

export type SoldMembership = {
  id: number;
  period: 'monthly' | 'quarterly';
  service_discount: number | null;
  product_discount: number | null;
  included_services: number;
  rolls_over: boolean;
  services: number[];
};

export type SoldPackage = {
  id: number;
  sessions: number;
  validity: number | null;
  validity_unit: 'days' | 'months';
  services: number[];
};

type ServiceRow = { id: number; name: string; price: number | null; category: number | null };
type ProductRow = { id: number; name: string; price: number | null };
type PackageRow = SoldPackage & { name: string; is_active: boolean; price: number | null };
type MembershipRow = SoldMembership & { name: string; is_active: boolean; price: number | null };
type CommissionRow = {
  specialist_id: number;
  service_category_id: number | null;
  commission: number;
  commission_type: string;
};

// The rows of a cart-kind the cart asks for, as one JSON column of the catalogue's statement;
// a kind the cart does not have is an empty list and costs the database nothing.
// Promotions are chosen from in id order (`ordered`).
const rowsOf = (wanted: boolean, rows: SQL, ordered = false) =>
  wanted
    ? sql`coalesce((select json_agg(r${ordered ? sql` order by r.id` : sql``}) from (${rows}) r), '[]'::json)`
    : sql`'[]'::json`;

type Catalogue = {
  services: ServiceRow[];
  products: ProductRow[];
  packages: PackageRow[];
  plans: MembershipRow[];
  promotions: PromotionRow[];
  commissions: CommissionRow[];
  specialists: number[];
};

// Everything the cart's lines are priced from, in one statement (decision 064): the services',
// products', packages' and membership plans' site prices, the running service promotions of the
// sale's day, the named specialists' commissions and which of `specialists` are the company's.
export async function readCatalogue(
  ctx: RequestContext,
  siteId: number,
  now: WallClock,
  lines: CartLineRequest[],
  specialists: number[],
): Promise<Catalogue> {
  const serviceIds = lines.flatMap((line) => (line.service_id ? [line.service_id] : []));
  const productIds = lines.flatMap((line) => (line.product_id ? [line.product_id] : []));
  const specialistIds = lines.flatMap((line) => (line.specialist_id ? [line.specialist_id] : []));
  const packageIds = lines.flatMap((line) => (line.package ? [line.package] : []));
  const planIds = lines.flatMap((line) => (line.membership ? [line.membership] : []));
  const [row] = await ctx.db.prepared<Catalogue>(
    sql`select
      ${rowsOf(
        serviceIds.length > 0,
        sql`select s.id, s.name, s.service_category_id as category,
            (select price from service_site_price p where p.service_id = s.id and p.site_id = ${siteId}) as price
          from service s where ${inScope(ctx, 'service', 's')} and s.id in ${idSet(serviceIds)}`,
      )} as services,
      ${rowsOf(
        productIds.length > 0,
        sql`select p.id, p.name,
            (select pp.price from product_price pp join product_type_price t on t.id = pp.product_type_price_id
              where pp.product_id = p.id and pp.site_id = ${siteId} order by t.is_default desc, t.id limit 1) as price
          from product p where ${inScope(ctx, 'product', 'p')} and p.id in ${idSet(productIds)}`,
      )} as products,
      ${rowsOf(
        packageIds.length > 0,
        sql`select p.id, p.name, p.sessions, p.validity, p.validity_unit, p.is_active,
            (select sp.price from session_package_site_price sp where sp.session_package_id = p.id and sp.site_id = ${siteId}) as price,
            coalesce((select json_agg(ps.service_id order by ps.service_id) from session_package_service ps
              where ps.session_package_id = p.id), '[]'::json) as services
          from session_package p where ${inScope(ctx, 'session_package', 'p')} and p.id in ${idSet(packageIds)}`,
      )} as packages,
      ${rowsOf(
        planIds.length > 0,
        sql`select m.id, m.name, m.period, m.service_discount, m.product_discount, m.included_services, m.rolls_over,
            m.is_active,
            (select mp.price from membership_plan_site_price mp where mp.membership_plan_id = m.id and mp.site_id = ${siteId}) as price,
            coalesce((select json_agg(ms.service_id order by ms.service_id) from membership_plan_service ms
              where ms.membership_plan_id = m.id), '[]'::json) as services
          from membership_plan m where ${inScope(ctx, 'membership_plan', 'm')} and m.id in ${idSet(planIds)}`,
      )} as plans,
      ${rowsOf(
        serviceIds.length > 0,
        promotionRows(inScope(ctx, 'discount_promotion', 'd'), {
          from: sql`${now.date}::date`,
          to: sql`${now.date}::date`,
        }),
        true,
      )} as promotions,
      ${rowsOf(
        specialistIds.length > 0 && serviceIds.length > 0,
        sql`select specialist_id, service_category_id, commission, commission_type from specialist_commission c
          where ${inScope(ctx, 'specialist_commission', 'c')} and specialist_id in ${idSet(specialistIds)}`,
      )} as commissions,
      ${
        specialists.length > 0
          ? sql`coalesce((select json_agg(s.id) from specialist s
              where ${inScope(ctx, 'specialist', 's')} and s.id in ${idSet(specialists)}), '[]'::json)`
          : sql`'[]'::json`
      } as specialists`,
    ctx.tx,
  );
  return row;
}

// What the catalogue says each cart line costs at this site right now: the site price of a
// service or the default price type's price of a product, the promotions that apply by the
// spec's rule at the site's wall clock, and the specialist's commission for the category.
export function priceCart(catalogue: Catalogue, siteId: number, now: WallClock, lines: CartLineRequest[]) {
  const { services, products, packages, plans, promotions, commissions } = catalogue;
  return lines.map((line): PricedLine => {
    if (line.gift_card) {
      // A gift card costs what it is worth (decision 050): no promotion, commission or stock.
      return {
        kind: 'gift_card',
        amount: 1,
        unitPrice: line.gift_card.amount,
        serviceId: null,
        productId: null,
        specialistId: null,
        name: 'Tarjeta de regalo',
        promotionsOf: [],
      };
    }
    if (line.package) {
      // A package costs its site price; no promotion, commission or stock (decision 051).
      const found = packages.find((row) => row.id === line.package);
      if (!found) {
        throw new ApiError('INVALID_PAYLOAD', `El plan de sesiones ${line.package} no existe.`);
      }
      if (!found.is_active) {
        throw new ApiError('BUSINESS_RULE', `El plan "${found.name}" no está activo: no se vende.`);
      }
      if (found.price === null) {
        throw new ApiError('BUSINESS_RULE', `"${found.name}" no tiene precio en esta sede.`);
      }
      if (found.services.length === 0) {
        throw new ApiError('BUSINESS_RULE', `El plan "${found.name}" no cubre ningún servicio: no se vende.`);
      }
      return {
        kind: 'package',
        amount: 1,
        unitPrice: Number(found.price),
        serviceId: null,
        productId: null,
        specialistId: line.specialist_id ?? null,
        name: found.name,
        promotionsOf: [],
        package: {
          id: found.id,
          sessions: found.sessions,
          validity: found.validity,
          validity_unit: found.validity_unit,
          services: found.services,
        },
      };
    }
    if (line.membership) {
      return membershipLine(plans, line);
    }
    if (line.product_id) {
      const product = products.find((row) => row.id === line.product_id);
      if (!product) {
        throw new ApiError('INVALID_PAYLOAD', `El producto ${line.product_id} no existe.`);
      }
      if (product.price === null) {
        throw new ApiError('BUSINESS_RULE', `"${product.name}" no tiene precio en esta sede.`);
      }
      return {
        kind: 'product',
        amount: line.amount,
        unitPrice: product.price,
        serviceId: null,
        productId: product.id,
        specialistId: line.specialist_id ?? null,
        name: product.name,
        promotionsOf: [],
      };
    }
    const service = services.find((row) => row.id === line.service_id);
    if (!service) {
      throw new ApiError('INVALID_PAYLOAD', `El servicio ${line.service_id} no existe.`);
    }
    if (service.price === null) {
      throw new ApiError('BUSINESS_RULE', `"${service.name}" no tiene precio en esta sede.`);
    }
    const applicable = promotionsForService(promotions, service.id, {
      date: now.date,
      time: now.time,
      siteId,
    });
    const commission = commissions.find(
      (row) => row.specialist_id === line.specialist_id && row.service_category_id === service.category,
    );
    return {
      kind: 'service',
      amount: 1,
      unitPrice: service.price,
      priceChange: line.price_change?.amount ?? null,
      promotions: applicable,
      commission: commission
        ? { commission: commission.commission, commission_type: commission.commission_type }
        : null,
      serviceId: service.id,
      productId: null,
      specialistId: line.specialist_id ?? null,
      name: service.name,
      promotionsOf: applicable,
    };
  });
}

// A membership period costs its plan's site price; no promotion, commission or stock (decision
// 055). A plan that includes services must cover at least one.
function membershipLine(plans: MembershipRow[], line: CartLineRequest): PricedLine {
  const found = plans.find((row) => row.id === line.membership);
  if (!found) {
    throw new ApiError('INVALID_PAYLOAD', `La membresía ${line.membership} no existe.`);
  }
  if (!found.is_active) {
    throw new ApiError('BUSINESS_RULE', `La membresía "${found.name}" no está activa: no se vende.`);
  }
  if (found.price === null) {
    throw new ApiError('BUSINESS_RULE', `"${found.name}" no tiene precio en esta sede.`);
  }
  if (found.included_services > 0 && found.services.length === 0) {
    throw new ApiError(
      'BUSINESS_RULE',
      `La membresía "${found.name}" incluye servicios pero no cubre ninguno: no se vende.`,
    );
  }
  const { name: _name, is_active: _active, price, ...membership } = found;
  return {
    kind: 'membership',
    amount: 1,
    unitPrice: Number(price),
    serviceId: null,
    productId: null,
    specialistId: line.specialist_id ?? null,
    name: found.name,
    promotionsOf: [],
    membership,
  };
}
