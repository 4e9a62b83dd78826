import { sitePriceRange } from '@sari/domain/money';
import type { ItemField } from '../../../shared/api/http';

export type ServiceListParams = {
  search: string;
  sort: string;
  page: number;
  pageSize: number;
  categoryId: number | null;
  showInactive: boolean;
};

export const serviceKeys = {
  all: ['services'] as const,
  list: (params: ServiceListParams) => ['services', 'list', params] as const,
  specialists: ['services', 'specialists'] as const,
  consumables: ['services', 'consumables'] as const,
  resources: ['services', 'resources'] as const,
};

export type Service = {
  id: number;
  name: string;
  duration: number;
  description: string | null;
  color: string | null;
  is_active: boolean;
  online_booking: boolean;
  service_category_id: { id: number; name: string; color: string | null } | null;
  service_site_price: { id: number; site_id: number; price: number }[];
  service_specialist: { id: number; specialist_id: { id: number; name: string; last_name: string | null } }[];
  service_product: {
    id: number;
    amount: number;
    product_id: { id: number; name: string; unit: string | null };
  }[];
  // what one booking holds (decision 053): a kind, or one named resource of it
  service_resource_need: {
    id: number;
    kind: 'cabina' | 'sala' | 'equipo';
    resource_id: { id: number } | null;
    whole_duration: boolean;
  }[];
};

export const SERVICE_FIELDS: ItemField<'service'>[] = [
  'id',
  'name',
  'duration',
  'description',
  'color',
  'is_active',
  'online_booking',
  'service_category_id.id',
  'service_category_id.name',
  'service_category_id.color',
  'service_site_price.id',
  'service_site_price.site_id',
  'service_site_price.price',
  'service_specialist.id',
  'service_specialist.specialist_id.id',
  'service_specialist.specialist_id.name',
  'service_specialist.specialist_id.last_name',
  'service_product.id',
  'service_product.amount',
  'service_product.product_id.id',
  'service_product.product_id.name',
  'service_product.product_id.unit',
  'service_resource_need.id',
  'service_resource_need.kind',
  'service_resource_need.resource_id.id',
  'service_resource_need.whole_duration',
];

export function priceRange(
  service: Pick<Service, 'service_site_price'>,
  siteId: number,
): [number, number] | null {
  return sitePriceRange(service.service_site_price, siteId);
}
