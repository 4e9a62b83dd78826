import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { settingsKeys } from './settings-keys';

export type Role = {
  id: number;
  name: string;
  description: string | null;
  system_key: string | null;
  sari_permissions: { id: number; sari_module_id: string; action: string }[];
  sari_user_role: { id: number }[];
};

export function useRoles() {
  return useQuery({
    queryKey: settingsKeys.roles,
    queryFn: () =>
      items('sari_role').read<Role>({
        fields: [
          'id',
          'name',
          'description',
          'system_key',
          'sari_permissions.id',
          'sari_permissions.sari_module_id',
          'sari_permissions.action',
          'sari_user_role.id',
        ],
        sort: ['name'],
        limit: -1,
      }),
    select: (response) => response.data,
  });
}
