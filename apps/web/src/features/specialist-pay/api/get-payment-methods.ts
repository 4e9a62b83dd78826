import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { specialistPayKeys } from './specialist-pay-keys';

// The company's active payment methods a payout may go out by (credit is not money).
export function usePaymentMethods() {
  return useQuery({
    queryKey: specialistPayKeys.methods,
    queryFn: () =>
      items('payment_method').read<{ code: string; name: string }>({
        fields: ['code', 'name'],
        sort: ['sort', 'name'],
        filter: { is_active: { _eq: true }, code: { _neq: 'credito' } },
        limit: -1,
      }),
    select: (response) => response.data,
  });
}
