import type { InputOf } from '@sari/contracts/operation';
import { recordDeposit } from '@sari/contracts/sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { salesKeys } from './sales-keys';

// Money the client leaves ahead (abono) at a site's open drawer.
export function useRecordDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof recordDeposit>) => callOperation(recordDeposit, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesKeys.all }),
  });
}
