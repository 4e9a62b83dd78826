import { useMutation, useQueryClient } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import type { SettingRow } from './get-setting-values';
import { settingsKeys } from './settings-keys';

// The setting `message_channels` ('preferred' | 'both'): updated, or created the first time.
export function useSaveMessageChannels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ row, value }: { row: SettingRow | undefined; value: string }) => {
      if (row) {
        await items('setting').updateMany([{ id: row.id, value }]);
      } else {
        await items('setting').create([{ key: 'message_channels', value }]);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.values }),
  });
}
