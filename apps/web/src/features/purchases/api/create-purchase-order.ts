import { useMutation, useQueryClient } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { purchaseKeys } from './purchase-keys';

export type NewPurchaseOrder = {
  supplier_id: number;
  site_id: number;
  order_date: string;
  expected_date?: string | null;
  notes?: string | null;
  purchase_order_line?: { product_id: number; quantity: number; unit_cost_on_order: number }[];
};

// The header and its lines in one write; the total is the server's.
export function useCreatePurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: NewPurchaseOrder) => items('purchase_order').create(order),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}
