import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { salesKeys } from './sales-keys';

export type CatalogService = {
  id: number;
  name: string;
  service_category_id: number | null;
  service_site_price: { site_id: number; price: number }[];
  service_specialist: { specialist_id: number }[];
};
export type CatalogProduct = {
  id: number;
  name: string;
  sku: string | null;
  product_price: {
    site_id: number;
    price: number;
    product_type_price_id: { id: number; is_default: boolean };
  }[];
  product_stock: { site_id: number; current_stock: number | null }[];
};
export type CatalogSpecialist = {
  id: number;
  name: string;
  last_name: string | null;
  specialist_commission: {
    service_category_id: number;
    commission: number;
    commission_type: '%' | 'fixed';
  }[];
};
export type CatalogPromotion = {
  id: number;
  name: string;
  type_element: string;
  status: string;
  date_start: string;
  date_end: string;
  time_start: string;
  time_end: string;
  weekdays: number;
  discount_type: '%' | 'fixed';
  discount_value: number;
  sites: { site_id: number }[];
  service: { service_id: number }[];
};
export type CatalogMethod = { code: string; name: string };
// A session package of the catalogue (decision 051): sold as its own line at its site's price.
export type CatalogPackage = {
  id: number;
  name: string;
  sessions: number;
  validity: number | null;
  validity_unit: 'days' | 'months';
  prices: { site_id: number; price: number }[];
  services: { service_id: number }[];
};

// A membership plan the site sells (decision 055).
export type CatalogMembership = {
  id: number;
  name: string;
  period: 'monthly' | 'quarterly';
  service_discount: number | null;
  product_discount: number | null;
  included_services: number;
  prices: { site_id: number; price: number }[];
};

export type CheckoutCatalog = {
  services: CatalogService[];
  products: CatalogProduct[];
  specialists: CatalogSpecialist[];
  promotions: CatalogPromotion[];
  methods: CatalogMethod[];
  packages: CatalogPackage[];
  memberships?: CatalogMembership[];
};

// What the checkout prices with, in one round of parallel reads: the site's services and
// products, specialists with their commissions, the promotions marked vigente (spec-coverage 7:
// GET items/discount_promotion), the company's payment methods and the active session packages.
export function useCheckoutCatalog(siteId: number) {
  return useQuery({
    queryKey: salesKeys.catalog(siteId),
    enabled: siteId > 0,
    staleTime: 60_000,
    queryFn: async (): Promise<CheckoutCatalog> => {
      const active = { is_active: { _eq: true } };
      const [services, products, specialists, promotions, methods, packages, memberships] = await Promise.all(
        [
          items('service').read<CatalogService>({
            fields: [
              'id',
              'name',
              'service_category_id',
              'service_site_price.site_id',
              'service_site_price.price',
              'service_specialist.specialist_id',
            ],
            filter: active,
            sort: ['name'],
            limit: -1,
          }),
          items('product').read<CatalogProduct>({
            fields: [
              'id',
              'name',
              'sku',
              'product_price.site_id',
              'product_price.price',
              'product_price.product_type_price_id.id',
              'product_price.product_type_price_id.is_default',
              'product_stock.site_id',
              'product_stock.current_stock',
            ],
            filter: { _and: [active, { is_for_sale: { _eq: true } }] },
            sort: ['name'],
            limit: -1,
          }),
          items('specialist').read<CatalogSpecialist>({
            fields: [
              'id',
              'name',
              'last_name',
              'specialist_commission.service_category_id',
              'specialist_commission.commission',
              'specialist_commission.commission_type',
            ],
            filter: active,
            sort: ['name'],
            limit: -1,
          }),
          items('discount_promotion').read<CatalogPromotion>({
            fields: [
              'id',
              'name',
              'type_element',
              'status',
              'date_start',
              'date_end',
              'time_start',
              'time_end',
              'weekdays',
              'discount_type',
              'discount_value',
              'sites.site_id',
              'service.service_id',
            ],
            filter: { status: { _eq: 'vigente' } },
            sort: ['id'],
            limit: -1,
          }),
          items('payment_method').read<CatalogMethod>({
            fields: ['code', 'name'],
            filter: active,
            sort: ['sort', 'id'],
            limit: -1,
          }),
          items('session_package').read<CatalogPackage>({
            fields: [
              'id',
              'name',
              'sessions',
              'validity',
              'validity_unit',
              'prices.site_id',
              'prices.price',
              'services.service_id',
            ],
            filter: active,
            sort: ['name'],
            limit: -1,
          }),
          items('membership_plan').read<CatalogMembership>({
            fields: [
              'id',
              'name',
              'period',
              'service_discount',
              'product_discount',
              'included_services',
              'prices.site_id',
              'prices.price',
            ],
            filter: active,
            sort: ['name'],
            limit: -1,
          }),
        ],
      );
      return {
        services: services.data,
        products: products.data,
        specialists: specialists.data,
        promotions: promotions.data,
        methods: methods.data,
        packages: packages.data,
        memberships: memberships.data,
      };
    },
  });
}
