import type { Database } from '@sari/db/client';
import { sql } from 'drizzle-orm';
import type { UserContext } from '../items/context';
import { ApiError } from '../shared/errors';

const CACHE_MS = 5_000;
const CACHE_MAX = 10_000;
const COOKIE_NAMES = ['better-auth.session_token', '__Secure-better-auth.session_token'];

type Cached = { user: UserContext | null; reason?: ApiError; at: number };

// The raw session token from `Authorization: Bearer` or better-auth's cookie (`token.signature`).
export function tokenFrom(headers: Headers): string | null {
  const authorization = headers.get('authorization');
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    return match ? decodeURIComponent(match[1]).split('.')[0] : null;
  }
  const cookie = headers.get('cookie');
  if (!cookie) {
    return null;
  }
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (COOKIE_NAMES.includes(name)) {
      try {
        return decodeURIComponent(value.join('=')).split('.')[0] || null;
      } catch {
        return null;
      }
    }
  }
  return null;
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

// Resolves a session token to who is asking, with a short cache so every data call does not
// cost a round of queries. Sign-out drops the entry at once (forgetToken).
export function sessionUsers(db: Database) {
  const cache = new Map<string, Cached>();

  async function load(token: string): Promise<Cached> {
    const rows = await db.rows<Row>(sql`
      select s.user_id as auth_user_id, su.id as sari_user_id, su.subscriber_owner_company_id as company_id,
        c.subscriber_owner_id as owner_id, c.category_business, su.is_active, su.specialist_id,
        (select coalesce(array_agg(distinct p.sari_module_id || ':' || p.action), '{}')
           from sari_user_role ur join sari_permissions p on p.sari_role_id = ur.sari_role_id
          where ur.sari_user_id = su.id) as permissions,
        (select array_agg(us.site_id order by us.site_id) from sari_user_sites us where us.sari_user_id = su.id) as site_ids
      from auth_session s
      left join sari_user su on su.directus_user_id = s.user_id
      left join subscriber_owner_company c on c.id = su.subscriber_owner_company_id
      where s.token = ${token} and s.expires_at > now()`);
    const row = rows[0];
    if (!row) {
      return {
        user: null,
        reason: new ApiError('UNAUTHENTICATED', 'Tu sesión terminó. Inicia sesión de nuevo.'),
        at: Date.now(),
      };
    }
    if (!row.sari_user_id || row.company_id === null || row.owner_id === null) {
      return {
        user: null,
        reason: new ApiError('FORBIDDEN', 'Tu usuario no pertenece a ninguna empresa.'),
        at: Date.now(),
      };
    }
    if (!row.is_active) {
      return {
        user: null,
        reason: new ApiError('FORBIDDEN', 'Tu usuario está desactivado. Habla con el administrador.'),
        at: Date.now(),
      };
    }
    return {
      at: Date.now(),
      user: {
        authUserId: row.auth_user_id,
        sariUserId: row.sari_user_id,
        companyId: row.company_id,
        ownerId: row.owner_id,
        categoryBusiness: row.category_business ?? 'centro_belleza',
        permissions: new Set(row.permissions ?? []),
        siteIds: row.site_ids?.length ? row.site_ids.map(Number) : null,
        specialistId: row.specialist_id,
      },
    };
  }

  return {
    async resolve(headers: Headers): Promise<UserContext> {
      const token = tokenFrom(headers);
      if (!token || token.length > 200) {
        throw new ApiError('UNAUTHENTICATED', 'Inicia sesión para continuar.');
      }
      let entry = cache.get(token);
      if (!entry || Date.now() - entry.at > CACHE_MS) {
        entry = await load(token);
        if (cache.size >= CACHE_MAX) {
          cache.clear();
        }
        cache.set(token, entry);
      }
      if (!entry.user) {
        throw entry.reason!;
      }
      return entry.user;
    },
    forget(headers: Headers) {
      const token = tokenFrom(headers);
      if (token) {
        cache.delete(token);
      }
    },
    forgetAll() {
      cache.clear();
    },
  };
}

export type SessionUsers = ReturnType<typeof sessionUsers>;
