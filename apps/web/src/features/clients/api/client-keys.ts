import type { ItemField } from '../../../shared/api/http';
export type ClientListParams = {
  search: string;
  sort: string;
  page: number;
  pageSize: number;
  showInactive: boolean;
  tagId: number | null;
};

export const clientKeys = {
  all: ['clients'] as const,
  list: (params: ClientListParams) => ['clients', 'list', params] as const,
  detail: (id: number) => ['clients', 'detail', id] as const,
  tags: ['clients', 'tags'] as const,
  history: (id: number) => ['clients', 'history', id] as const,
  wallet: (id: number) => ['clients', 'wallet', id] as const,
  duplicates: (phone: string, email: string, document: string) =>
    ['clients', 'duplicates', phone, email, document] as const,
};

export type Client = {
  id: number;
  first_name: string;
  last_name: string | null;
  document_type: string | null;
  document_number: string | null;
  phone: string | null;
  email: string | null;
  birth_date: string | null;
  notes: string | null;
  consent_contact: boolean;
  is_active: boolean;
  // Where her messages go (decision 054); null: the company's rule decides.
  message_channel: 'whatsapp' | 'email' | null;
  date_created: string;
};

export const CLIENT_FIELDS: ItemField<'client'>[] = [
  'id',
  'first_name',
  'last_name',
  'document_type',
  'document_number',
  'phone',
  'email',
  'birth_date',
  'notes',
  'consent_contact',
  'message_channel',
  'is_active',
  'date_created',
];
