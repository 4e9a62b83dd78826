import { useMutation, useQueryClient } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { settingsKeys } from './settings-keys';

// Batch PATCH ([{id, value}]), then every settings query refreshes.
export function useUpdateSettingValues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: { id: number; value: string }[]) => items('setting').updateMany(rows),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
