import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { purchaseKeys } from './purchase-keys';

type LineValues = { product_id?: number; quantity?: number; unit_cost_on_order?: number };

// A line added to, or changed on, an order in draft or sent.
export function useSavePurchaseLine(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: LineValues }) =>
      id
        ? http(`/items/purchase_order_line/${id}`, { method: 'PATCH', body: values })
        : http('/items/purchase_order_line', {
            method: 'POST',
            body: { ...values, purchase_order_id: orderId },
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}
