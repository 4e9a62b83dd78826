import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { calendarKeys } from './calendar-keys';

export type ClientMessage = {
  id: number;
  channel: 'whatsapp' | 'email';
  kind: string;
  status: 'queued' | 'sent' | 'delivered' | 'read' | 'failed';
  queued_at: string;
  sent_at: string | null;
  delivered_at: string | null;
  read_at: string | null;
  failed_at: string | null;
  error: string | null;
};

// The messages the client got about one reservation, oldest first (the log, decision 054).
export function useReservationMessages(reservationId: number) {
  return useQuery({
    queryKey: calendarKeys.messages(reservationId),
    queryFn: () =>
      items('client_message').read<ClientMessage>({
        filter: { service_reservation_id: { _eq: reservationId } },
        fields: [
          'id',
          'channel',
          'kind',
          'status',
          'queued_at',
          'sent_at',
          'delivered_at',
          'read_at',
          'failed_at',
          'error',
        ],
        sort: ['queued_at', 'id'],
        limit: -1,
      }),
    select: (response) => response.data,
    enabled: reservationId > 0,
  });
}
