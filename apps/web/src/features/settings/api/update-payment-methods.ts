import { useMutation, useQueryClient } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { settingsKeys } from './settings-keys';

// Batch PATCH ([{id, is_active, name}]), then every settings query refreshes.
export function useUpdatePaymentMethods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: { id: number; is_active: boolean; name: string }[]) =>
      items('payment_method').updateMany(rows),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
