import type { Database } from '@sari/db/client';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { SessionUsers } from '../../auth/session-user';

// GET /api/users/me: who is signed in, with company, roles, permissions and allowed sites.
export function meRoutes({ db, sessions }: { db: Database; sessions: SessionUsers }) {
  const app = new Hono();
  app.get('/me', async (c) => {
    const user = await sessions.resolve(c.req.raw.headers);
    const [profile] = await db.rows<Record<string, unknown>>(sql`
      select su.id, su.first_name, su.last_name, su.email, su.specialist_id, su.directus_user_id,
        json_build_object('id', c.id, 'name', c.name, 'category_business', c.category_business) as company,
        (select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name), '[]'::json)
           from sari_user_role ur join sari_role r on r.id = ur.sari_role_id where ur.sari_user_id = su.id) as roles,
        (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name), '[]'::json)
           from site s where s.subscriber_owner_company_id = c.id and s.is_active
            and (${user.siteIds === null} or s.id in (select site_id from sari_user_sites where sari_user_id = su.id))) as sites
      from sari_user su join subscriber_owner_company c on c.id = su.subscriber_owner_company_id
      where su.id = ${user.sariUserId}`);
    const permissions = [...user.permissions].sort().map((pair) => {
      const [module, action] = pair.split(':');
      return { module, action };
    });
    return c.json({ data: { ...profile, permissions, all_sites: user.siteIds === null } });
  });
  return app;
}
