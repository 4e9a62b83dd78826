import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { calendarKeys } from './calendar-keys';

export type ReservationDetail = {
  id: number;
  date: string;
  status: string;
  notes: string | null;
  is_paid: boolean;
  is_online: boolean;
  // The client's "Confirmo" over WhatsApp (decision 054).
  client_confirmed_at: string | null;
  client_id: {
    id: number;
    first_name: string;
    last_name: string | null;
    phone: string | null;
    email: string | null;
  } | null;
  service_reservation_service: {
    id: number;
    service_time: string;
    duration: number | null;
    price: number | null;
    specialist_id: { id: number; name: string } | null;
    service_id: { id: number; name: string; duration: number };
    service_reservation_service_product: { amount: number; product_id: { name: string } }[];
    // the cabins, rooms or machines it holds (decision 053)
    resources?: { id: number; resource_id: { id: number; name: string; kind: string } }[];
  }[];
};

// One reservation as the drawer shows it: client, services with their products, notes.
export function useReservation(id: number | null) {
  return useQuery({
    queryKey: calendarKeys.reservation(id ?? 0),
    queryFn: () =>
      items('service_reservation').readOne<ReservationDetail>(id!, {
        fields: [
          'id',
          'date',
          'status',
          'notes',
          'is_paid',
          'is_online',
          'client_confirmed_at',
          'client_id.id',
          'client_id.first_name',
          'client_id.last_name',
          'client_id.phone',
          'client_id.email',
          'service_reservation_service.id',
          'service_reservation_service.service_time',
          'service_reservation_service.duration',
          'service_reservation_service.price',
          'service_reservation_service.specialist_id.id',
          'service_reservation_service.specialist_id.name',
          'service_reservation_service.service_id.id',
          'service_reservation_service.service_id.name',
          'service_reservation_service.service_id.duration',
          'service_reservation_service.service_reservation_service_product.amount',
          'service_reservation_service.service_reservation_service_product.product_id.name',
          'service_reservation_service.resources.id',
          'service_reservation_service.resources.resource_id.id',
          'service_reservation_service.resources.resource_id.name',
          'service_reservation_service.resources.resource_id.kind',
        ],
      }),
    select: (response) => response.data,
    enabled: Boolean(id),
  });
}
