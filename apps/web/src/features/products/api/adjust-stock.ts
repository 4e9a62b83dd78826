import type { InputOf } from '@sari/contracts/operation';
import { adjustStock } from '@sari/contracts/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { productKeys } from './product-keys';

export type StockAdjustmentInput = Omit<InputOf<typeof adjustStock>, 'id'>;

export function useAdjustStock(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StockAdjustmentInput) => callOperation(adjustStock, { ...input, id: productId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
