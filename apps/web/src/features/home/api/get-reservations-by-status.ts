import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { dashboardKeys, siteFilter } from './dashboard-keys';

export function useReservationsByStatus(day: string, site: number, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.reservations(day, site),
    queryFn: () =>
      items('service_reservation').aggregate<{ count: number; status: string }>({
        'aggregate[count]': '*',
        groupBy: ['status'],
        filter: { date: { _eq: day }, ...siteFilter(site) },
      }),
    select: (response) => response.data,
    enabled,
  });
}
