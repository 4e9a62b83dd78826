import { sql } from 'drizzle-orm';
import { inScope } from '../../access/sql-scope';
import type { HooksByCollection } from '../../items/hooks';
import { ApiError } from '../../platform/errors';
import { idSet } from '../../platform/sql';
import type { RequestContext } from '../../tenancy/context';

const refuse = (message: string) => new ApiError('BUSINESS_RULE', message);

async function isAdministrator(ctx: RequestContext, roleIds: number[]) {
  const rows = await ctx.db.rows<{ n: number }>(
    sql`select count(*)::int as n from sari_role where ${inScope(ctx, 'sari_role')}
        and system_key = 'administrador' and id in ${idSet(roleIds)}`,
    ctx.tx,
  );
  return rows[0].n > 0;
}

async function rolesOfPermissions(ctx: RequestContext, ids: number[]) {
  const rows = await ctx.db.rows<{ sari_role_id: number }>(
    sql`select distinct sari_role_id from sari_permissions where ${inScope(ctx, 'sari_permissions')}
        and id in ${idSet(ids)}`,
    ctx.tx,
  );
  return rows.map((row) => row.sari_role_id);
}

// The current user's own links to the Administrador role among `ids`.
async function ownAdministratorLinks(ctx: RequestContext, ids: number[]) {
  const rows = await ctx.db.rows<{ n: number }>(
    sql`select count(*)::int as n from sari_user_role ur join sari_role r on r.id = ur.sari_role_id
        where ${inScope(ctx, 'sari_user_role', 'ur')} and ur.sari_user_id = ${ctx.user.sariUserId}
          and r.system_key = 'administrador' and ur.id in ${idSet(ids)}`,
    ctx.tx,
  );
  return rows[0].n;
}

const ADMIN_FIXED =
  'El rol Administrador siempre tiene todos los permisos: así nadie queda por fuera de la configuración.';
const OWN_ADMIN = 'No puedes quitarte a ti mismo el rol Administrador.';

// The Administrador role keeps every permission whatever the request touches (creating,
// moving or deleting a permission row); system roles keep their key; roles with users are
// not deleted (users would silently lose their access); nobody removes their own administrator
// link, by deleting it or by pointing it at another role or user.
export const roleHooks: HooksByCollection = {
  sari_permissions: {
    beforeCreate: async (ctx, row) => {
      if (await isAdministrator(ctx, [Number(row.sari_role_id)])) {
        throw refuse(ADMIN_FIXED);
      }
    },
    beforeUpdate: async (ctx, id, row) => {
      const roles = await rolesOfPermissions(ctx, [id]);
      if (row.sari_role_id !== undefined) {
        roles.push(Number(row.sari_role_id));
      }
      if (await isAdministrator(ctx, roles)) {
        throw refuse(ADMIN_FIXED);
      }
    },
    beforeDelete: async (ctx, ids) => {
      if (await isAdministrator(ctx, await rolesOfPermissions(ctx, ids))) {
        throw refuse(ADMIN_FIXED);
      }
    },
  },
  sari_role: {
    beforeDelete: async (ctx, ids) => {
      const [row] = await ctx.db.rows<{ system: number; users: number }>(
        sql`select
              (select count(*)::int from sari_role where ${inScope(ctx, 'sari_role')}
                and system_key is not null and id in ${idSet(ids)}) as system,
              (select count(*)::int from sari_user_role where ${inScope(ctx, 'sari_user_role')}
                and sari_role_id in ${idSet(ids)}) as users`,
        ctx.tx,
      );
      if (row.system > 0) {
        throw new ApiError(
          'RECORD_IN_USE',
          'Los roles del sistema no se eliminan; puedes cambiar sus permisos.',
        );
      }
      if (row.users > 0) {
        throw new ApiError(
          'RECORD_IN_USE',
          `El rol está asignado a ${row.users === 1 ? 'un usuario' : `${row.users} usuarios`}: quítaselo antes de eliminarlo.`,
        );
      }
    },
  },
  sari_user: {
    // Nobody switches themselves off.
    beforeUpdate: async (ctx, id, row) => {
      if (id === ctx.user.sariUserId && row.is_active === false) {
        throw refuse('No puedes desactivar tu propio usuario.');
      }
    },
    beforeDelete: async (ctx, ids) => {
      const [own] = await ctx.db.rows<{ n: number }>(
        sql`select count(*)::int as n from sari_user where ${inScope(ctx, 'sari_user')} and id in ${idSet(ids)}`,
        ctx.tx,
      );
      // Another company's ids fall through to the usual 404.
      if (own.n > 0) {
        throw new ApiError(
          'RECORD_IN_USE',
          'Los usuarios no se eliminan: desactívalos para quitarles el acceso.',
        );
      }
    },
  },
  sari_user_role: {
    beforeUpdate: async (ctx, id) => {
      if ((await ownAdministratorLinks(ctx, [id])) > 0) {
        throw refuse(OWN_ADMIN);
      }
    },
    beforeDelete: async (ctx, ids) => {
      if ((await ownAdministratorLinks(ctx, ids)) > 0) {
        throw refuse(OWN_ADMIN);
      }
    },
  },
};
