import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { purchaseKeys } from './purchase-keys';

export function useDeletePurchaseLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http(`/items/purchase_order_line/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}
