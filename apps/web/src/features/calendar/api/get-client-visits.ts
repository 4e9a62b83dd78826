import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { calendarKeys } from './calendar-keys';

export type Visit = {
  id: number;
  date: string;
  status: string;
  service_reservation_service: { service_id: { name: string } }[];
};

// The client's last visits (any site of the user's), newest first.
export function useClientVisits(clientId: number | null) {
  return useQuery({
    queryKey: calendarKeys.visits(clientId ?? 0),
    queryFn: () =>
      items('service_reservation').read<Visit>({
        filter: { client_id: { _eq: clientId } },
        fields: ['id', 'date', 'status', 'service_reservation_service.service_id.name'],
        sort: ['-date'],
        limit: 8,
      }),
    select: (response) => response.data,
    enabled: Boolean(clientId),
  });
}
