import { useQuery } from '@tanstack/react-query';
import { readItems } from '../../../shared/api/http';
import { settingsKeys } from './settings-keys';

export type RoleOption = { id: number; name: string };

export function useRoleOptions() {
  return useQuery({
    queryKey: settingsKeys.roleOptions,
    queryFn: () => readItems<RoleOption>('sari_role', { fields: ['id', 'name'], sort: ['name'], limit: -1 }),
    select: (response) => response.data,
  });
}
