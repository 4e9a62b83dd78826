import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, readItems } from '../../../shared/api/http';

export const settingsKeys = {
  all: ['settings'] as const,
  values: ['settings', 'values'] as const,
  paymentMethods: ['settings', 'payment-methods'] as const,
  company: ['settings', 'company'] as const,
  sites: ['settings', 'sites'] as const,
  roles: ['settings', 'roles'] as const,
  modules: ['settings', 'modules'] as const,
  users: ['settings', 'users'] as const,
};

export type SettingRow = { id: number; key: string; value: string | null };
export type PaymentMethod = { id: number; code: string; name: string; is_active: boolean; sort: number };

export function useSettingValues() {
  return useQuery({
    queryKey: settingsKeys.values,
    queryFn: () => readItems<SettingRow>('setting', { fields: ['id', 'key', 'value'], limit: -1 }),
    select: (response) => response.data,
  });
}

export function usePaymentMethods() {
  return useQuery({
    queryKey: settingsKeys.paymentMethods,
    queryFn: () =>
      readItems<PaymentMethod>('payment_method', {
        fields: ['id', 'code', 'name', 'is_active', 'sort'],
        sort: ['sort', 'id'],
        limit: -1,
      }),
    select: (response) => response.data,
  });
}

// Batch PATCH of one collection ([{id, ...changes}]), then every settings query refreshes.
export function useBatchUpdate(collection: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: Record<string, unknown>[]) =>
      http(`/items/${collection}`, { method: 'PATCH', body: rows }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
