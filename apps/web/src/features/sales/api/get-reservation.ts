import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { salesKeys } from './sales-keys';

export type ReservationToCharge = {
  id: number;
  date: string;
  status: string;
  is_paid: boolean;
  site_id: number;
  client_id: { id: number; first_name: string; last_name: string | null; phone: string | null } | null;
  service_reservation_service: {
    id: number;
    service_time: string;
    is_cancelled: boolean;
    service_id: { id: number; name: string };
    specialist_id: number | null;
    service_reservation_service_product: { amount: number; product_id: { name: string } }[];
  }[];
  advance: number;
  // The part of it a gift card paid at online booking (decision 056).
  cardAdvance: number;
  // A pending sale already saved for it (charged with PATCH items/history_payment/{id}).
  pendingSaleId: number | null;
};

// The reservation the calendar's "Cobrar" opens: its services (with the products they use),
// client, unused advance payments (and the part of them a gift card paid online) and any pending
// sale kept for it.
export function useReservationToCharge(id: number | null) {
  return useQuery({
    queryKey: salesKeys.reservation(id ?? 0),
    enabled: Boolean(id),
    retry: false,
    queryFn: async (): Promise<ReservationToCharge> => {
      const [reservation, advances, pending] = await Promise.all([
        items('service_reservation').readOne<
          Omit<ReservationToCharge, 'advance' | 'cardAdvance' | 'pendingSaleId'>
        >(id!, {
          fields: [
            'id',
            'date',
            'status',
            'is_paid',
            'site_id',
            'client_id.id',
            'client_id.first_name',
            'client_id.last_name',
            'client_id.phone',
            'service_reservation_service.id',
            'service_reservation_service.service_time',
            'service_reservation_service.is_cancelled',
            'service_reservation_service.service_id.id',
            'service_reservation_service.service_id.name',
            'service_reservation_service.specialist_id',
            'service_reservation_service.service_reservation_service_product.amount',
            'service_reservation_service.service_reservation_service_product.product_id.name',
          ],
        }),
        items('advance_payment').read<{ advance_payment: number; wallet_instrument_id: number | null }>({
          fields: ['advance_payment', 'wallet_instrument_id'],
          // Held: not used, and not given back (a card's on cancellation, a money one paid back or
          // moved to the balance; decisions 056, 067), as the server's charge reads them.
          filter: {
            service_reservation_id: { _eq: id },
            is_used: { _eq: false },
            returned_at: { _null: true },
          },
          limit: -1,
        }),
        items('history_payment').read<{ id: number }>({
          fields: ['id'],
          filter: { service_reservation_id: { _eq: id }, status: { _eq: 'pendiente' } },
          sort: ['-id'],
          limit: 1,
        }),
      ]);
      return {
        ...reservation.data,
        advance: advances.data.reduce((sum, row) => sum + row.advance_payment, 0),
        cardAdvance: advances.data
          .filter((row) => row.wallet_instrument_id !== null)
          .reduce((sum, row) => sum + row.advance_payment, 0),
        pendingSaleId: pending.data[0]?.id ?? null,
      };
    },
  });
}
