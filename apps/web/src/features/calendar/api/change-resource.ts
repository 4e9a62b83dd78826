import { changeResource } from '@sari/contracts/calendar';
import type { InputOf } from '@sari/contracts/operation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { calendarKeys } from './calendar-keys';

export type ChangeResourceInput = InputOf<typeof changeResource>;

// A booked service to another cabin or machine (and time, from a drag): the drawer's select and
// the resource columns (decision 057). The server checks it is free; its refusal names what is taken.
export function useChangeResource(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeResourceInput) => callOperation(changeResource, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarKeys.days(siteId) }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.reservations }),
      ]),
  });
}
