import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { onlineBookingKeys } from './online-booking-keys';

export type OfferSite = { id: number; name: string; online_booking: boolean };
export type OfferService = { id: number; name: string; online_booking: boolean; online_deposit: number };
export type OfferSpecialist = { id: number; name: string; last_name: string | null; online_booking: boolean };
export type OnlineOffer = { sites: OfferSite[]; services: OfferService[]; specialists: OfferSpecialist[] };

// What can be booked online: the active sites, services and specialists with their flags.
export function useOnlineOffer() {
  return useQuery({
    queryKey: onlineBookingKeys.offer,
    queryFn: async (): Promise<OnlineOffer> => {
      const active = { is_active: { _eq: true } };
      const [sites, services, specialists] = await Promise.all([
        items('site').read<OfferSite>({
          fields: ['id', 'name', 'online_booking'],
          filter: active,
          sort: ['name'],
          limit: -1,
        }),
        items('service').read<OfferService>({
          fields: ['id', 'name', 'online_booking', 'online_deposit'],
          filter: active,
          sort: ['name'],
          limit: -1,
        }),
        items('specialist').read<OfferSpecialist>({
          fields: ['id', 'name', 'last_name', 'online_booking'],
          filter: active,
          sort: ['name'],
          limit: -1,
        }),
      ]);
      return { sites: sites.data, services: services.data, specialists: specialists.data };
    },
  });
}
