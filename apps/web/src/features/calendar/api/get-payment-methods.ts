import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { calendarKeys } from './calendar-keys';

// The methods an advance can be paid with: real money only (credito is what a client owes).
export function usePaymentMethods(enabled: boolean) {
  return useQuery({
    queryKey: calendarKeys.paymentMethods,
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async () =>
      (
        await items('payment_method').read<{ code: string; name: string }>({
          fields: ['code', 'name'],
          sort: ['sort', 'id'],
          limit: -1,
        })
      ).data.filter((method) => method.code !== 'credito'),
  });
}
