import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { settingsKeys } from './settings-keys';

export type PaymentMethod = { id: number; code: string; name: string; is_active: boolean; sort: number };

export function usePaymentMethods() {
  return useQuery({
    queryKey: settingsKeys.paymentMethods,
    queryFn: () =>
      items('payment_method').read<PaymentMethod>({
        fields: ['id', 'code', 'name', 'is_active', 'sort'],
        sort: ['sort', 'id'],
        limit: -1,
      }),
    select: (response) => response.data,
  });
}
