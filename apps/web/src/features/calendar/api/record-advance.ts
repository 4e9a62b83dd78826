import type { InputOf } from '@sari/contracts/operation';
import { recordAdvance } from '@sari/contracts/sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { calendarKeys } from './calendar-keys';

// An advance on a reservation, into the site's open drawer; the charge takes it off later.
export function useRecordAdvance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof recordAdvance>) => callOperation(recordAdvance, input),
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: calendarKeys.advances(Number(input.id)) }),
  });
}
