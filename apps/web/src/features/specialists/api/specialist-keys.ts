import type { ItemField } from '../../../shared/api/http';
export type SpecialistListParams = {
  search: string;
  sort: string;
  page: number;
  pageSize: number;
  showInactive: boolean;
  // the site chosen in the app bar; 0 = all of the user's sites
  siteId: number;
};

export const specialistKeys = {
  all: ['specialists'] as const,
  list: (params: SpecialistListParams) => ['specialists', 'list', params] as const,
  detail: (id: number) => ['specialists', 'detail', id] as const,
  agenda: (id: number) => ['specialists', 'agenda', id] as const,
  participation: (id: number, month: string) => ['specialists', 'participation', id, month] as const,
  payslip: (id: number, from: string, to: string) => ['specialists', 'payslip', id, from, to] as const,
  services: ['specialists', 'service-options'] as const,
};

export type Commission = {
  id: number;
  service_category_id: { id: number; name: string } | null;
  commission: number;
  commission_type: '%' | 'fixed';
};
export type Availability = {
  id: number;
  site_id: number;
  weekday: number;
  start_time: string;
  end_time: string;
};
export type Absence = {
  id: number;
  date_start: string;
  date_end: string;
  start_time: string | null;
  end_time: string | null;
  reason: string | null;
};

export type Specialist = {
  id: number;
  name: string;
  last_name: string | null;
  phone: string | null;
  email: string | null;
  document_number: string | null;
  color_in_reserve: string;
  is_active: boolean;
  online_booking: boolean;
  specialty_id: { id: number; name: string } | null;
  specialist_site: { id: number; site_id: { id: number; name: string } }[];
  service_specialist: { id: number; service_id: { id: number; name: string } }[];
  specialist_commission: Commission[];
};

export type SpecialistDetail = Specialist & {
  specialist_availability: Availability[];
  specialist_absence: Absence[];
};

export const SPECIALIST_FIELDS: ItemField<'specialist'>[] = [
  'id',
  'name',
  'last_name',
  'phone',
  'email',
  'document_number',
  'color_in_reserve',
  'is_active',
  'online_booking',
  'specialty_id.id',
  'specialty_id.name',
  'specialist_site.id',
  'specialist_site.site_id.id',
  'specialist_site.site_id.name',
  'service_specialist.id',
  'service_specialist.service_id.id',
  'service_specialist.service_id.name',
  'specialist_commission.id',
  'specialist_commission.service_category_id.id',
  'specialist_commission.service_category_id.name',
  'specialist_commission.commission',
  'specialist_commission.commission_type',
];

export const fullName = (person: { name: string; last_name: string | null }) =>
  `${person.name} ${person.last_name ?? ''}`.trim();
