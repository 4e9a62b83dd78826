import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ItemField, type ItemsResponse, items } from '../api/http';
import { useSession } from './session-store';

export type SariUser = {
  id: number;
  first_name: string;
  last_name: string | null;
  email: string;
  directus_user_id: string;
  subscriber_owner_company_id: {
    id: number;
    name: string;
    category_business: string;
    country?: string;
    // Spec 3: the subscriber owner's subscriber_owner_company, a list whose first element is
    // the owning company.
    subscriber_owner_id: { subscriber_owner_company: { id: number }[] } | null;
  };
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
  // The current owner company: the first element of the subscriber owner's company list.
  ownerCompanyId: number;
};

export const userKeys = { current: (authUserId: string) => ['current-user', authUserId] as const };

// The user's own columns by name: `*` would also list the ids of every booking, sale and
// movement the user made (decision 002), on every load of the app.
const USER_FIELDS: ItemField<'sari_user'>[] = [
  'id',
  'first_name',
  'last_name',
  'email',
  'directus_user_id',
  'subscriber_owner_company_id.id',
  'subscriber_owner_company_id.name',
  'subscriber_owner_company_id.category_business',
  'subscriber_owner_company_id.country',
  'subscriber_owner_company_id.subscriber_owner_id.subscriber_owner_company.id',
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

// Spec 3: the owning company is the first element of the subscriber owner's company list.
export function ownerCompanyOf(user: SariUser): number {
  return (
    user.subscriber_owner_company_id.subscriber_owner_id?.subscriber_owner_company[0]?.id ??
    user.subscriber_owner_company_id.id
  );
}

// GET items/sari_user by directus_user_id (spec-coverage 7). No such user (a session whose company
// user is gone) is null: the guard signs out. A failed load throws: the query keeps no user,
// so no menu permissions, and the error is logged (spec 8); the session stays.
export async function loadCurrentUser(authUserId: string): Promise<CurrentUser | null> {
  let response: ItemsResponse<SariUser[]>;
  try {
    response = await items('sari_user').read<SariUser>({
      filter: { directus_user_id: { _eq: authUserId } },
      fields: USER_FIELDS,
      limit: 1,
    });
  } catch (error) {
    console.error('No se pudo cargar el usuario', error);
    throw error;
  }
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
    ownerCompanyId: ownerCompanyOf(user),
  };
}

// One definition for the hook and for the read started before the first render (opening-reads.ts).
export const currentUserQuery = (authUserId: string) =>
  queryOptions({
    queryKey: userKeys.current(authUserId),
    queryFn: () => loadCurrentUser(authUserId),
    staleTime: 5 * 60_000,
    retry: 1,
    // Logged by loadCurrentUser; the guard shows the error page.
    meta: { silent: true },
  });

export function useCurrentUser() {
  const session = useSession();
  const authUserId = session.data?.user.id ?? '';
  return useQuery({
    ...currentUserQuery(authUserId),
    enabled: session.status === 'authenticated' && authUserId !== '',
  });
}

// The company's country, Colombia until the user is loaded.
export function useCompanyCountry(): string {
  return useCurrentUser().data?.country ?? 'CO';
}
