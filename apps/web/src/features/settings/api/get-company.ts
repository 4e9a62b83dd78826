import { useQuery } from '@tanstack/react-query';
import { type ItemField, items } from '../../../shared/api/http';
import { settingsKeys } from './settings-keys';

export type Company = {
  id: number;
  name: string;
  tax_id: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  logo: string | null;
  category_business: string;
  country: string;
};
const FIELDS: ItemField<'subscriber_owner_company'>[] = [
  'id',
  'name',
  'tax_id',
  'address',
  'phone',
  'email',
  'logo',
  'category_business',
  'country',
];

// The user's own company: the only row the server lets them read.
export function useCompany() {
  return useQuery({
    queryKey: settingsKeys.company,
    queryFn: () => items('subscriber_owner_company').read<Company>({ fields: FIELDS, limit: 1 }),
    select: (response) => response.data[0],
  });
}
