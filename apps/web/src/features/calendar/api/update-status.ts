import { useMutation, useQueryClient } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { calendarKeys } from './calendar-keys';

// The status change (spec-coverage 7): PATCH items/service_reservation/{id} with {status}.
export function useUpdateStatus(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: string }) =>
      items('service_reservation').update(id, { status }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarKeys.days(siteId) }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.reservations }),
      ]),
  });
}
