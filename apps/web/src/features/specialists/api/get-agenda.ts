import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { specialistKeys } from './specialist-keys';

export type AgendaRow = {
  id: number;
  date: string;
  service_time: string;
  duration: number | null;
  service_id: { name: string };
  service_reservation_id: {
    status: string;
    client_id: { first_name: string; last_name: string | null } | null;
    site_id: { name: string };
  };
};

// The next appointments from today on, not cancelled.
export function useAgenda(specialistId: number, today: string) {
  return useQuery({
    queryKey: specialistKeys.agenda(specialistId),
    queryFn: () =>
      items('service_reservation_service').read<AgendaRow>({
        fields: [
          'id',
          'date',
          'service_time',
          'duration',
          'service_id.name',
          'service_reservation_id.status',
          'service_reservation_id.client_id.first_name',
          'service_reservation_id.client_id.last_name',
          'service_reservation_id.site_id.name',
        ],
        filter: { specialist_id: { _eq: specialistId }, date: { _gte: today }, is_cancelled: { _eq: false } },
        sort: ['date', 'service_time'],
        limit: 12,
      }),
    select: (response) => response.data,
  });
}
