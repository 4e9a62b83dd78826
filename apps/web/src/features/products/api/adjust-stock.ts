import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { productKeys } from './product-keys';

export type StockAdjustmentInput = {
  site_id: number;
  mode: 'delta' | 'count';
  quantity: number;
  reason: string;
  min_stock?: number;
};

export function useAdjustStock(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StockAdjustmentInput) =>
      http<{ data: { current_stock: number; quantity: number } }>(
        `/products/${productId}/stock-adjustments`,
        {
          method: 'POST',
          body: input,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
