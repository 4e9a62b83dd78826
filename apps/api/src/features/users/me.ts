import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';

// Who is signed in, with company, roles, permissions and allowed sites.
export async function currentUser(ctx: OperationContext) {
  const { user } = ctx;
  const [profile] = await ctx.db.rows<Record<string, unknown>>(
    sql`
    select su.id, su.first_name, su.last_name, su.email, su.specialist_id, su.directus_user_id,
      json_build_object('id', c.id, 'name', c.name, 'category_business', c.category_business) as company,
      (select json_agg(oc.id order by oc.id = c.id desc, oc.id) from subscriber_owner_company oc
        where oc.subscriber_owner_id = c.subscriber_owner_id) as subscriber_owner_company,
      (select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name), '[]'::json)
         from sari_user_role ur join sari_role r on r.id = ur.sari_role_id where ur.sari_user_id = su.id) as roles,
      (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name), '[]'::json)
         from site s where s.subscriber_owner_company_id = c.id and s.is_active
          and (${user.siteIds === null} or s.id in (select site_id from sari_user_sites where sari_user_id = su.id))) as sites
    from sari_user su join subscriber_owner_company c on c.id = su.subscriber_owner_company_id
    where su.id = ${user.sariUserId}`,
    ctx.tx,
  );
  const permissions = [...user.permissions].sort().map((pair) => {
    const [module, action] = pair.split(':');
    return { module, action };
  });
  return { ...profile, permissions, all_sites: user.siteIds === null } as never;
}
