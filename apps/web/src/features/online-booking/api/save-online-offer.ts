import { useMutation, useQueryClient } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { onlineBookingKeys } from './online-booking-keys';

export type OfferChange = {
  collection: 'site' | 'service' | 'specialist';
  id: number;
  values: { online_booking?: boolean; online_deposit?: number };
};

export function useSaveOnlineOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    // Only a service carries a deposit (the card offers one for services alone).
    mutationFn: async ({ collection, id, values }: OfferChange) => {
      if (collection === 'service') {
        await items('service').update(id, values);
      } else {
        await items(collection).update(id, { online_booking: values.online_booking });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: onlineBookingKeys.offer }),
  });
}
