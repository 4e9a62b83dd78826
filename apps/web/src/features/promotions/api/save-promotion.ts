import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { type PromotionRow, promotionKeys } from './promotion-keys';

export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: Record<string, unknown> }) =>
      id
        ? http<{ data: PromotionRow }>(`/items/discount_promotion/${id}`, { method: 'PATCH', body: values })
        : http<{ data: PromotionRow }>('/items/discount_promotion', { method: 'POST', body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}
