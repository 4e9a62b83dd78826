import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import type { Site } from '../../../shared/api/use-sites';
import type { RoleOption } from './get-role-options';
import { settingsKeys } from './settings-keys';

export type UserRow = {
  id: number;
  first_name: string;
  last_name: string | null;
  email: string;
  is_active: boolean;
  // Invited, and the e-mailed link not used yet.
  invitation_pending: boolean;
  sari_user_role: { id: number; sari_role_id: RoleOption }[];
  sari_user_sites: { id: number; site_id: Site }[];
};

export function useUsers() {
  return useQuery({
    queryKey: settingsKeys.users,
    queryFn: () =>
      items('sari_user').read<UserRow>({
        fields: [
          'id',
          'first_name',
          'last_name',
          'email',
          'is_active',
          'invitation_pending',
          'sari_user_role.id',
          'sari_user_role.sari_role_id.id',
          'sari_user_role.sari_role_id.name',
          'sari_user_sites.id',
          'sari_user_sites.site_id.id',
          'sari_user_sites.site_id.name',
        ],
        sort: ['first_name'],
        limit: -1,
      }),
    select: (response) => response.data,
  });
}
