import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { onlineBookingKeys } from './online-booking-keys';

// The server validates the address (letters, digits, dashes) and that no other company has it.
export function useSaveCompanyAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, slug }: { id: number; slug: string }) =>
      http(`/items/subscriber_owner_company/${id}`, { method: 'PATCH', body: { public_slug: slug } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onlineBookingKeys.company }),
  });
}
