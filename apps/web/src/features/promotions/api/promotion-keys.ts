import type { ItemField } from '../../../shared/api/http';
export type PromotionStatusFilter = 'all' | 'vigente' | 'vencido' | 'inactiva';
export type PromotionListParams = {
  search: string;
  sort: string;
  page: number;
  pageSize: number;
  status: PromotionStatusFilter;
  today: string;
};

export const promotionKeys = {
  all: ['promotions'] as const,
  list: (params: PromotionListParams) => ['promotions', 'list', params] as const,
  pricedServices: ['promotions', 'priced-services'] as const,
};

export type PromotionRow = {
  id: number;
  name: string;
  description: string | null;
  type_element: string;
  date_start: string;
  date_end: string;
  time_start: string;
  time_end: string;
  weekdays: number;
  status: 'vigente' | 'vencido' | 'inactiva';
  discount_type: '%' | 'fixed';
  discount_value: number;
  specialist_id: { id: number; name: string; last_name: string | null } | null;
  sites: { id: number; site_id: { id: number; name: string } }[];
  service: { id: number; service_id: { id: number; name: string } }[];
};

export const PROMOTION_FIELDS: ItemField<'discount_promotion'>[] = [
  'id',
  'name',
  'description',
  'type_element',
  'date_start',
  'date_end',
  'time_start',
  'time_end',
  'weekdays',
  'status',
  'discount_type',
  'discount_value',
  'specialist_id.id',
  'specialist_id.name',
  'specialist_id.last_name',
  'sites.id',
  'sites.site_id.id',
  'sites.site_id.name',
  'service.id',
  'service.service_id.id',
  'service.service_id.name',
];

// A promotion still marked vigente whose last day has passed is shown (and filtered) as vencido.
export function effectiveStatus(promotion: Pick<PromotionRow, 'status' | 'date_end'>, today: string) {
  return promotion.status === 'vigente' && promotion.date_end.slice(0, 10) < today
    ? 'vencido'
    : promotion.status;
}
