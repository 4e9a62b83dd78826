import { useMutation, useQueryClient } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { onlineBookingKeys } from './online-booking-keys';

// The server validates the address (letters, digits, dashes) and that no other company has it.
export function useSaveCompanyAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, slug }: { id: number; slug: string }) =>
      items('subscriber_owner_company').update(id, { public_slug: slug }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onlineBookingKeys.company }),
  });
}
