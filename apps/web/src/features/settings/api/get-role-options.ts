import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { settingsKeys } from './settings-keys';

export type RoleOption = { id: number; name: string };

export function useRoleOptions() {
  return useQuery({
    queryKey: settingsKeys.roleOptions,
    queryFn: () => items('sari_role').read<RoleOption>({ fields: ['id', 'name'], sort: ['name'], limit: -1 }),
    select: (response) => response.data,
  });
}
