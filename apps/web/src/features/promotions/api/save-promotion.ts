import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ItemInput, items } from '../../../shared/api/http';
import { promotionKeys } from './promotion-keys';

export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: ItemInput<'discount_promotion'> }) =>
      id ? items('discount_promotion').update(id, values) : items('discount_promotion').create(values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}
