import { useMutation, useQueryClient } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { purchaseKeys } from './purchase-keys';

export function useDeletePurchaseLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => items('purchase_order_line').remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}
