import type { ItemField } from '../../../shared/api/http';
import type { SessionPackageListParams } from './session-package-keys';

export const membershipPlanKeys = {
  all: ['membership-plans'] as const,
  list: (params: SessionPackageListParams) => ['membership-plans', 'list', params] as const,
};

// A catalogue membership plan (decision 055): a period, its benefits, a price per site.
export type MembershipPlan = {
  id: number;
  name: string;
  description: string | null;
  period: 'monthly' | 'quarterly';
  service_discount: number | null;
  product_discount: number | null;
  included_services: number;
  rolls_over: boolean;
  is_active: boolean;
  services: { id: number; service_id: { id: number; name: string } }[];
  prices: { id: number; site_id: number; price: number }[];
};

export const MEMBERSHIP_PLAN_FIELDS: ItemField<'membership_plan'>[] = [
  'id',
  'name',
  'description',
  'period',
  'service_discount',
  'product_discount',
  'included_services',
  'rolls_over',
  'is_active',
  'services.id',
  'services.service_id.id',
  'services.service_id.name',
  'prices.id',
  'prices.site_id',
  'prices.price',
];
