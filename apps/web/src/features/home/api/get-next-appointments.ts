import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { dashboardKeys } from './dashboard-keys';

export type NextAppointment = {
  id: number;
  service_time: string;
  service_id: { name: string };
  specialist_id: { name: string; last_name: string | null; color_in_reserve: string };
  service_reservation_id: {
    status: string;
    client_id: { first_name: string; last_name: string | null } | null;
  };
};

export function useNextAppointments(range: { day: string; clock: string }, site: number, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.next(range.day, site),
    queryFn: () =>
      items('service_reservation_service').read<NextAppointment>({
        fields: [
          'id',
          'service_time',
          'service_id.name',
          'specialist_id.name',
          'specialist_id.last_name',
          'specialist_id.color_in_reserve',
          'service_reservation_id.status',
          'service_reservation_id.client_id.first_name',
          'service_reservation_id.client_id.last_name',
        ],
        filter: {
          date: { _eq: range.day },
          start_at: { _gte: range.clock },
          is_cancelled: { _eq: false },
          ...(site ? { service_reservation_id: { site_id: { _eq: site } } } : {}),
        },
        sort: ['start_at'],
        limit: 8,
      }),
    select: (response) => response.data,
    enabled,
  });
}
