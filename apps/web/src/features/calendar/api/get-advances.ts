import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { calendarKeys } from './calendar-keys';

export type AdvanceRow = { id: number; advance_payment: number; is_used: boolean; date_created: string };

// The advances (advance_payment) a reservation holds: what the client paid ahead of the visit.
export function useAdvances(reservationId: number) {
  return useQuery({
    queryKey: calendarKeys.advances(reservationId),
    queryFn: async () =>
      (
        await items('advance_payment').read<AdvanceRow>({
          filter: { service_reservation_id: { _eq: reservationId } },
          fields: ['id', 'advance_payment', 'is_used', 'date_created'],
          sort: ['id'],
          limit: -1,
        })
      ).data,
  });
}
