import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { calendarKeys } from './calendar-keys';

export type AdvanceRow = {
  id: number;
  advance_payment: number;
  is_used: boolean;
  date_created: string;
  // A gift card paid it online (decision 056).
  wallet_instrument_id: number | null;
  // Given back (decisions 056, 067): to its card, out of a drawer, or to the client's balance.
  returned_at: string | null;
  return_movement_id: number | null;
  client_deposit_id: number | null;
};

// The advances (advance_payment) a reservation holds: what the client paid ahead of the visit,
// and what became of each.
export function useAdvances(reservationId: number) {
  return useQuery({
    queryKey: calendarKeys.advances(reservationId),
    queryFn: async () =>
      (
        await items('advance_payment').read<AdvanceRow>({
          filter: { service_reservation_id: { _eq: reservationId } },
          fields: [
            'id',
            'advance_payment',
            'is_used',
            'date_created',
            'wallet_instrument_id',
            'returned_at',
            'return_movement_id',
            'client_deposit_id',
          ],
          sort: ['id'],
          limit: -1,
        })
      ).data,
  });
}

// An advance still held: not used by a charge, not given back (the charge takes only these).
export const isHeld = (row: AdvanceRow) => !row.is_used && row.returned_at === null;

// How a given-back advance went back, as the drawer names it.
export const returnedWay = (row: AdvanceRow): 'card' | 'drawer' | 'balance' | null =>
  row.returned_at === null
    ? null
    : row.wallet_instrument_id !== null
      ? 'card'
      : row.client_deposit_id !== null
        ? 'balance'
        : 'drawer';
