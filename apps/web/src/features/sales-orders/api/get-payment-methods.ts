import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { salesOrderKeys } from './sales-order-keys';

// The company's active payment methods, in their order.
export function usePaymentMethods() {
  return useQuery({
    queryKey: salesOrderKeys.paymentMethods,
    queryFn: () =>
      items('payment_method').read<{ code: string; name: string }>({
        fields: ['code', 'name'],
        sort: ['sort', 'name'],
        filter: { is_active: { _eq: true } },
        meta: null,
        limit: -1,
      }),
    select: (response) => response.data,
    staleTime: 5 * 60_000,
  });
}
