import type { InputOf } from '@sari/contracts/operation';
import { refundSale } from '@sari/contracts/sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { salesKeys } from './sales-keys';

// Void or refund a sale, whole or some lines, with a reason (sales:delete).
export function useRefundSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof refundSale>) => callOperation(refundSale, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesKeys.all }),
  });
}
