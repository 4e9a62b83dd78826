import { useMutation, useQueryClient } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { settingsKeys } from './settings-keys';

type Changed = { id: number; value: string } | { key: string; value: string };

// Batch PATCH ([{id, value}]), a setting the company has no row of yet created ({key, value}),
// then every settings query refreshes.
export function useUpdateSettingValues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rows: Changed[]) => {
      const created = rows.filter((row) => 'key' in row);
      await items('setting').updateMany(rows.filter((row) => 'id' in row));
      if (created.length > 0) {
        await items('setting').create(created);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
