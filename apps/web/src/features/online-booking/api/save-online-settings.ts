import { useMutation, useQueryClient } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import type { SettingRow } from './get-online-settings';
import { onlineBookingKeys } from './online-booking-keys';

// Changed rows in one batch PATCH; a key the company does not have yet is created.
export function useSaveOnlineSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ rows, values }: { rows: SettingRow[]; values: Record<string, string> }) => {
      const changed = rows
        .filter((row) => (row.value ?? '') !== (values[row.key] ?? ''))
        .map((row) => ({ id: row.id, value: values[row.key] }));
      const missing = Object.keys(values)
        .filter((key) => !rows.some((row) => row.key === key))
        .map((key) => ({ key, value: values[key] }));
      if (changed.length) {
        await items('setting').updateMany(changed);
      }
      if (missing.length) {
        await items('setting').create(missing);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: onlineBookingKeys.settings }),
  });
}
