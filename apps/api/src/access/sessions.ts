import type { Database } from '@sari/db/client';
import { ApiError } from '../platform/errors';
import type { UserContext } from '../tenancy/context';

export const SESSION_COOKIES = ['better-auth.session_token', '__Secure-better-auth.session_token'];

function cookieToken(cookie: string | null): string | null {
  if (!cookie) {
    return null;
  }
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (SESSION_COOKIES.includes(name)) {
      try {
        // better-auth signs its cookie as `token.signature`.
        return decodeURIComponent(value.join('=')).split('.')[0] || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

// The raw session token and how it came: `Authorization: Bearer` (API clients) or
// better-auth's HttpOnly cookie (the browser).
export function tokenFrom(headers: Headers): { token: string; via: 'bearer' | 'cookie' } | null {
  const authorization = headers.get('authorization');
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    if (!match) {
      return null;
    }
    try {
      return { token: decodeURIComponent(match[1]).split('.')[0], via: 'bearer' };
    } catch {
      return null;
    }
  }
  const token = cookieToken(headers.get('cookie'));
  return token ? { token, via: 'cookie' } : null;
}

type Row = {
  auth_user_id: string;
  sari_user_id: number | null;
  company_id: number | null;
  owner_id: number | null;
  category_business: string | null;
  is_active: boolean | null;
  specialist_id: number | null;
  permissions: string[] | null;
  site_ids: number[] | null;
};

const ended = () => new ApiError('UNAUTHENTICATED', 'Tu sesión terminó. Inicia sesión de nuevo.');

// Who a session token belongs to: one indexed query, prepared once per connection (it runs on
// every request; parsing and planning it again each time was half its cost).
const SESSION_QUERY = `
  select s.user_id as auth_user_id, su.id as sari_user_id, su.subscriber_owner_company_id as company_id,
    c.subscriber_owner_id as owner_id, c.category_business, su.is_active, su.specialist_id,
    (select coalesce(array_agg(distinct p.sari_module_id || ':' || p.action), '{}')
       from sari_user_role ur join sari_permissions p on p.sari_role_id = ur.sari_role_id
      where ur.sari_user_id = su.id) as permissions,
    (select array_agg(us.site_id order by us.site_id) from sari_user_sites us where us.sari_user_id = su.id) as site_ids
  from auth_session s
  left join sari_user su on su.directus_user_id = s.user_id
  left join subscriber_owner_company c on c.id = su.subscriber_owner_company_id
  where s.token = $1 and s.expires_at > now()`;

// Resolves a session token to who is asking with one indexed query per request, never from a
// cache: a revoked session, a deactivated user or a removed permission counts at once.
export function sessionUsers(db: Database) {
  async function load(token: string): Promise<UserContext> {
    const rows = await db.query<Row>(SESSION_QUERY, [token], 'session_user');
    const row = rows[0];
    if (!row) {
      throw ended();
    }
    if (!row.sari_user_id || row.company_id === null || row.owner_id === null) {
      throw new ApiError('FORBIDDEN', 'Tu usuario no pertenece a ninguna empresa.');
    }
    if (!row.is_active) {
      throw new ApiError('FORBIDDEN', 'Tu usuario está desactivado. Habla con el administrador.');
    }
    return {
      authUserId: row.auth_user_id,
      sariUserId: row.sari_user_id,
      companyId: row.company_id,
      ownerId: row.owner_id,
      categoryBusiness: row.category_business ?? 'centro_belleza',
      permissions: new Set(row.permissions ?? []),
      siteIds: row.site_ids?.length ? row.site_ids.map(Number) : null,
      specialistId: row.specialist_id,
    };
  }

  return {
    async resolve(headers: Headers): Promise<UserContext> {
      const found = tokenFrom(headers);
      if (!found || found.token.length > 200 || found.token === '') {
        throw new ApiError('UNAUTHENTICATED', 'Inicia sesión para continuar.');
      }
      return load(found.token);
    },
  };
}

export type SessionUsers = ReturnType<typeof sessionUsers>;
