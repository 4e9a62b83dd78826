import { closeDrawer } from '@sari/contracts/cash-drawer';
import type { InputOf } from '@sari/contracts/operation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { cashDrawerKeys } from './cash-drawer-keys';

// Closes the session with what was counted per method; answers expected, counted, difference.
export function useCloseDrawer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof closeDrawer>) => callOperation(closeDrawer, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashDrawerKeys.all }),
  });
}
