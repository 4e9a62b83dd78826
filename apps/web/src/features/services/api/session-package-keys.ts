import type { ItemField } from '../../../shared/api/http';

export type SessionPackageListParams = {
  search: string;
  sort: string;
  page: number;
  pageSize: number;
  showInactive: boolean;
};

export const sessionPackageKeys = {
  all: ['session-packages'] as const,
  list: (params: SessionPackageListParams) => ['session-packages', 'list', params] as const,
  services: ['session-packages', 'services'] as const,
};

export type ValidityUnit = 'days' | 'months';

// A catalogue package (decision 051): N sessions shared by its services, a price per site.
export type SessionPackage = {
  id: number;
  name: string;
  description: string | null;
  sessions: number;
  validity: number | null;
  validity_unit: ValidityUnit;
  is_active: boolean;
  services: { id: number; service_id: { id: number; name: string } }[];
  prices: { id: number; site_id: number; price: number }[];
};

export const SESSION_PACKAGE_FIELDS: ItemField<'session_package'>[] = [
  'id',
  'name',
  'description',
  'sessions',
  'validity',
  'validity_unit',
  'is_active',
  'services.id',
  'services.service_id.id',
  'services.service_id.name',
  'prices.id',
  'prices.site_id',
  'prices.price',
];
