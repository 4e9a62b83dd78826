import { useQuery } from '@tanstack/react-query';
import { readItems } from '../../../shared/api/http';
import { salesOrderKeys } from './sales-order-keys';

// The company's active payment methods, in their order.
export function usePaymentMethods() {
  return useQuery({
    queryKey: salesOrderKeys.paymentMethods,
    queryFn: () =>
      readItems<{ code: string; name: string }>('payment_method', {
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
