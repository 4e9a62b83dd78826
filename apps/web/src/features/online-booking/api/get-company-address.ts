import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { onlineBookingKeys } from './online-booking-keys';

export type CompanyAddress = { id: number; name: string; public_slug: string | null };

// The user's own company and its public address (the slug of its booking page).
export function useCompanyAddress() {
  return useQuery({
    queryKey: onlineBookingKeys.company,
    queryFn: () =>
      items('subscriber_owner_company').read<CompanyAddress>({
        fields: ['id', 'name', 'public_slug'],
        limit: 1,
      }),
    select: (response) => response.data[0],
  });
}
