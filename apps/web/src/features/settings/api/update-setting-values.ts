import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { settingsKeys } from './settings-keys';

// Batch PATCH ([{id, value}]), then every settings query refreshes.
export function useUpdateSettingValues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: { id: number; value: string }[]) =>
      http('/items/setting', { method: 'PATCH', body: rows }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
