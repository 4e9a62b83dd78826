import { openDrawer } from '@sari/contracts/cash-drawer';
import type { InputOf } from '@sari/contracts/operation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { cashDrawerKeys } from './cash-drawer-keys';

export function useOpenDrawer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof openDrawer>) => callOperation(openDrawer, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashDrawerKeys.all }),
  });
}
