import { useQuery } from '@tanstack/react-query';
import { readItems } from '../api/http';
import { useSession } from './session-store';

export type SariUser = {
  id: number;
  first_name: string;
  last_name: string | null;
  email: string;
  directus_user_id: string;
  subscriber_owner_company_id: { id: number; name: string; category_business: string; country?: string };
  sari_user_role: {
    sari_role_id: { name: string; sari_permissions: { sari_module_id: string; action: string }[] };
  }[];
  sari_user_sites: { site_id: { id: number; name: string } }[];
};

export type CurrentUser = {
  user: SariUser;
  permissions: Set<string>;
  category: string;
  // ISO country of the company: phones without a country code are read as its (decision 022).
  country: string;
  roleNames: string[];
};

export const userKeys = { current: (authUserId: string) => ['current-user', authUserId] as const };

const USER_FIELDS = [
  '*',
  'subscriber_owner_company_id.id',
  'subscriber_owner_company_id.name',
  'subscriber_owner_company_id.category_business',
  'subscriber_owner_company_id.country',
  'sari_user_role.sari_role_id.name',
  'sari_user_role.sari_role_id.sari_permissions.sari_module_id',
  'sari_user_role.sari_role_id.sari_permissions.action',
  'sari_user_sites.site_id.id',
  'sari_user_sites.site_id.name',
];

// The menu permission list is built from all of the user's roles.
export function permissionsOf(user: SariUser): Set<string> {
  return new Set(
    user.sari_user_role.flatMap((role) =>
      role.sari_role_id.sari_permissions.map((p) => `${p.sari_module_id}:${p.action}`),
    ),
  );
}

export async function loadCurrentUser(authUserId: string): Promise<CurrentUser | null> {
  try {
    const response = await readItems<SariUser>('sari_user', {
      filter: { directus_user_id: { _eq: authUserId } },
      fields: USER_FIELDS,
      limit: 1,
    });
    const user = response.data[0];
    if (!user) {
      return null;
    }
    return {
      user,
      permissions: permissionsOf(user),
      category: user.subscriber_owner_company_id.category_business,
      country: user.subscriber_owner_company_id.country ?? 'CO',
      roleNames: user.sari_user_role.map((role) => role.sari_role_id.name),
    };
  } catch (error) {
    // User load failure: user and menu permissions cleared, error logged.
    console.error('No se pudo cargar el usuario', error);
    return null;
  }
}

export function useCurrentUser() {
  const session = useSession();
  const authUserId = session.data?.user.id ?? '';
  return useQuery({
    queryKey: userKeys.current(authUserId),
    queryFn: () => loadCurrentUser(authUserId),
    enabled: session.status === 'authenticated' && authUserId !== '',
    staleTime: 5 * 60_000,
  });
}

// The company's country, Colombia until the user is loaded.
export function useCompanyCountry(): string {
  return useCurrentUser().data?.country ?? 'CO';
}
