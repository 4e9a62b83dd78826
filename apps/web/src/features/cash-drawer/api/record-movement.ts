import { drawerMovement } from '@sari/contracts/cash-drawer';
import type { InputOf } from '@sari/contracts/operation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { cashDrawerKeys } from './cash-drawer-keys';

// Cash in or out with a concept (also the pay route's income, expense or specialist payout).
export function useRecordMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof drawerMovement>) => callOperation(drawerMovement, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashDrawerKeys.all }),
  });
}
