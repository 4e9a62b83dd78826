import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { calendarKeys } from './calendar-keys';

export type BookableService = {
  id: number;
  name: string;
  duration: number;
  service_site_price: { site_id: number; price: number }[];
  service_specialist: { specialist_id: number }[];
  // The rooms and machines a booking of it holds (decision 053).
  service_resource_need?: { kind: string; resource_id: number | null }[];
};

// Active services sold at the site, with their price there and who performs them.
export function useBookableServices(siteId: number) {
  return useQuery({
    queryKey: calendarKeys.services(siteId),
    queryFn: () =>
      items('service').read<BookableService>({
        fields: [
          'id',
          'name',
          'duration',
          'service_site_price.site_id',
          'service_site_price.price',
          'service_specialist.specialist_id',
          'service_resource_need.kind',
          'service_resource_need.resource_id',
        ],
        filter: { is_active: { _eq: true } },
        sort: ['name'],
        limit: -1,
      }),
    select: (response) => response.data,
    enabled: siteId > 0,
    staleTime: 5 * 60_000,
  });
}
