import { useMutation, useQueryClient } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { notificationKeys } from './notification-keys';

// Read is a moment: PATCH read_at on one or several alerts in one batch.
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      items('notification').updateMany(ids.map((id) => ({ id, read_at: new Date().toISOString() }))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
