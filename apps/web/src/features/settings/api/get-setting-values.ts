import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { settingsKeys } from './settings-keys';

export type SettingRow = { id: number; key: string; value: string | null };

export function useSettingValues() {
  return useQuery({
    queryKey: settingsKeys.values,
    queryFn: () => items('setting').read<SettingRow>({ fields: ['id', 'key', 'value'], limit: -1 }),
    select: (response) => response.data,
  });
}
