import type { ItemField } from '../../../shared/api/http';

export type ResourceKind = 'cabina' | 'sala' | 'equipo';
export const RESOURCE_KINDS: readonly ResourceKind[] = ['cabina', 'sala', 'equipo'];

export type ResourceListParams = {
  search: string;
  sort: string;
  page: number;
  pageSize: number;
  siteId: number;
  showInactive: boolean;
};

export const resourceKeys = {
  all: ['resources'] as const,
  list: (params: ResourceListParams) => ['resources', 'list', params] as const,
};

// A cabin, a room or a machine of one site (decision 053): one unit each.
export type Resource = {
  id: number;
  name: string;
  kind: ResourceKind;
  site_id: { id: number; name: string };
  is_active: boolean;
  // Its own weekly hours (decision 058); none: it follows its site's.
  resource_availability: { id: number; weekday: number; start_time: string; end_time: string }[];
};

export const RESOURCE_FIELDS: ItemField<'resource'>[] = [
  'id',
  'name',
  'kind',
  'site_id.id',
  'site_id.name',
  'is_active',
  'resource_availability.id',
  'resource_availability.weekday',
  'resource_availability.start_time',
  'resource_availability.end_time',
];
