import * as s from '../schema/index';
import type { CollectionDef, Module } from './types';

// Screens that book and sell read the catalogue without managing it.
const BOOKING: Module[] = ['calendar', 'sales', 'cash_drawer', 'reports'];

export const catalogueCollections = {
  client: {
    table: s.client,
    module: 'clients',
    readModules: BOOKING,
    search: ['first_name', 'last_name', 'phone', 'email', 'document_number'],
    searchColumn: 'search_text',
    hidden: ['search_text'],
  },
  client_tag: { table: s.clientTag, module: 'clients', readModules: BOOKING },
  client_client_tag: { table: s.clientClientTag, module: 'clients', readModules: BOOKING },
  supplier: { table: s.supplier, module: 'shopping', readModules: ['products', 'reports'] },
  brand: { table: s.brand, module: 'products', readModules: BOOKING },
  product_category: { table: s.productCategory, module: 'products', readModules: BOOKING },
  product_line: { table: s.productLine, module: 'products', readModules: BOOKING },
  product_type_price: { table: s.productTypePrice, module: 'products', readModules: BOOKING },
  product: {
    table: s.product,
    module: 'products',
    readModules: [...BOOKING, 'shopping', 'services'],
    search: ['name', 'sku', 'barcode'],
  },
  product_price: {
    table: s.productPrice,
    module: 'products',
    site: 'site_id',
    readModules: [...BOOKING, 'shopping'],
  },
  product_stock: {
    table: s.productStock,
    module: 'products',
    site: 'site_id',
    readModules: [...BOOKING, 'shopping'],
    readonlyFields: ['current_stock'],
    // The units counted are this product's at this site: a PATCH must not carry them elsewhere.
    createOnlyFields: ['product_id', 'site_id'],
  },
  stock_movement: {
    table: s.stockMovement,
    module: 'products',
    site: 'site_id',
    readonly: true,
    readModules: ['reports'],
  },
  service_category: {
    table: s.serviceCategory,
    module: 'services',
    readModules: [...BOOKING, 'specialists', 'promotions'],
  },
  service: { table: s.service, module: 'services', readModules: [...BOOKING, 'specialists', 'promotions'] },
  service_site_price: {
    table: s.serviceSitePrice,
    module: 'services',
    site: 'site_id',
    readModules: [...BOOKING, 'promotions'],
  },
  // Session packages (decision 051): catalogue items managed like services, with a price per
  // site and the services their sessions cover.
  session_package: {
    table: s.sessionPackage,
    module: 'services',
    readModules: BOOKING,
    search: ['name'],
    o2m: {
      services: { collection: 'session_package_service', field: 'session_package_id' },
      prices: { collection: 'session_package_site_price', field: 'session_package_id' },
    },
  },
  session_package_service: {
    table: s.sessionPackageService,
    module: 'services',
    readModules: BOOKING,
    createOnlyFields: ['session_package_id'],
  },
  session_package_site_price: {
    table: s.sessionPackageSitePrice,
    module: 'services',
    site: 'site_id',
    readModules: BOOKING,
    createOnlyFields: ['session_package_id'],
  },
  // Membership plans (decision 055): catalogue items like session packages, a price per site
  // for one period and the services their included services cover.
  membership_plan: {
    table: s.membershipPlan,
    module: 'services',
    readModules: BOOKING,
    search: ['name'],
    o2m: {
      services: { collection: 'membership_plan_service', field: 'membership_plan_id' },
      prices: { collection: 'membership_plan_site_price', field: 'membership_plan_id' },
    },
  },
  membership_plan_service: {
    table: s.membershipPlanService,
    module: 'services',
    readModules: BOOKING,
    createOnlyFields: ['membership_plan_id'],
  },
  membership_plan_site_price: {
    table: s.membershipPlanSitePrice,
    module: 'services',
    site: 'site_id',
    readModules: BOOKING,
    createOnlyFields: ['membership_plan_id'],
  },
  // Rooms and machines of a site, and what each service needs of them (decision 053).
  resource: {
    table: s.resource,
    module: 'services',
    site: 'site_id',
    readModules: [...BOOKING, 'specialists'],
    // A resource stays at its site: its bookings are that site's.
    createOnlyFields: ['site_id'],
  },
  // A resource's own weekly hours (decision 058), edited with its resource.
  resource_availability: {
    table: s.resourceAvailability,
    module: 'services',
    site: 'resource_id.site_id',
    readModules: [...BOOKING, 'specialists'],
  },
  service_resource_need: { table: s.serviceResourceNeed, module: 'services', readModules: BOOKING },
  service_specialist: {
    table: s.serviceSpecialist,
    module: 'services',
    readModules: [...BOOKING, 'specialists'],
  },
  service_product: { table: s.serviceProduct, module: 'services', readModules: [...BOOKING, 'products'] },
  specialty: { table: s.specialty, module: 'specialists', readModules: BOOKING },
  specialist: {
    table: s.specialist,
    module: 'specialists',
    readModules: [...BOOKING, 'services', 'promotions'],
    search: ['name', 'last_name', 'phone', 'email'],
  },
  specialist_site: { table: s.specialistSite, module: 'specialists', site: 'site_id', readModules: BOOKING },
  specialist_commission: {
    table: s.specialistCommission,
    module: 'specialists',
    readModules: ['sales', 'reports'],
  },
  specialist_availability: {
    table: s.specialistAvailability,
    module: 'specialists',
    site: 'site_id',
    readModules: BOOKING,
  },
  // Blocked time (lunch, a day off) is the agenda's: whoever books may block it (decision 017).
  specialist_absence: {
    table: s.specialistAbsence,
    module: 'calendar',
    readModules: ['specialists', ...BOOKING],
  },
  specialist_advance: {
    table: s.specialistAdvance,
    module: 'specialists',
    site: 'site_id',
    readonly: true,
    readModules: ['cash_drawer', 'reports'],
  },
  specialist_payment: {
    table: s.specialistPayment,
    module: 'specialists',
    site: 'site_id',
    readonly: true,
    readModules: ['cash_drawer', 'reports'],
  },
  discount_consumable_product: {
    table: s.discountConsumableProduct,
    module: 'specialists',
    readModules: ['settings', 'reports'],
  },
  discount_promotion: {
    table: s.discountPromotion,
    module: 'promotions',
    readModules: BOOKING,
    o2m: {
      sites: { collection: 'discount_promotion_site', field: 'discount_promotion_id' },
      service: { collection: 'discount_promotion_service', field: 'discount_promotion_id' },
    },
  },
  discount_promotion_site: {
    table: s.discountPromotionSite,
    module: 'promotions',
    site: 'site_id',
    readModules: BOOKING,
  },
  discount_promotion_service: {
    table: s.discountPromotionService,
    module: 'promotions',
    readModules: BOOKING,
  },
} satisfies Record<string, CollectionDef>;
