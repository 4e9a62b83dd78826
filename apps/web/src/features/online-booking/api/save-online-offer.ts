import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { onlineBookingKeys } from './online-booking-keys';

export type OfferChange = {
  collection: 'site' | 'service' | 'specialist';
  id: number;
  values: { online_booking?: boolean; online_deposit?: number };
};

export function useSaveOnlineOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OfferChange) =>
      http(`/items/${change.collection}/${change.id}`, { method: 'PATCH', body: change.values }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: onlineBookingKeys.offer }),
  });
}
