import { useMutation, useQueryClient } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { purchaseKeys } from './purchase-keys';

type LineValues = { product_id?: number; quantity?: number; unit_cost_on_order?: number };

// A line added to, or changed on, an order in draft or sent.
export function useSavePurchaseLine(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: LineValues }) =>
      id
        ? items('purchase_order_line').update(id, values)
        : items('purchase_order_line').create({ ...values, purchase_order_id: orderId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}
