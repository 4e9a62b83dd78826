import { sql } from 'drizzle-orm';
import type { ItemsContext } from '../../items/context';
import { registerHooks } from '../../items/hooks';
import { ApiError } from '../../shared/errors';
import { idSet } from '../../shared/sql';

const refuse = (message: string) => new ApiError('BUSINESS_RULE', message);

async function isAdministrator(ctx: ItemsContext, roleIds: number[]) {
  const rows = await ctx.db.rows<{ n: number }>(
    sql`select count(*)::int as n from sari_role where subscriber_owner_company_id = ${ctx.user.companyId}
        and system_key = 'administrador' and id in ${idSet(roleIds)}`,
    ctx.tx,
  );
  return rows[0].n > 0;
}

async function rolesOfPermissions(ctx: ItemsContext, ids: number[]) {
  const rows = await ctx.db.rows<{ sari_role_id: number }>(
    sql`select distinct sari_role_id from sari_permissions where subscriber_owner_company_id = ${ctx.user.companyId}
        and id in ${idSet(ids)}`,
    ctx.tx,
  );
  return rows.map((row) => row.sari_role_id);
}

const ADMIN_FIXED =
  'El rol Administrador siempre tiene todos los permisos: así nadie queda por fuera de la configuración.';

// The Administrador role keeps every permission; system roles and roles with users are not
// deleted (users would silently lose their access).
registerHooks('sari_permissions', {
  beforeCreate: async (ctx, row) => {
    if (await isAdministrator(ctx, [Number(row.sari_role_id)])) {
      throw refuse(ADMIN_FIXED);
    }
  },
  beforeUpdate: async (ctx, id) => {
    if (await isAdministrator(ctx, await rolesOfPermissions(ctx, [id]))) {
      throw refuse(ADMIN_FIXED);
    }
  },
  beforeDelete: async (ctx, ids) => {
    if (await isAdministrator(ctx, await rolesOfPermissions(ctx, ids))) {
      throw refuse(ADMIN_FIXED);
    }
  },
});

registerHooks('sari_role', {
  beforeDelete: async (ctx, ids) => {
    const [row] = await ctx.db.rows<{ system: number; users: number }>(
      sql`select
            (select count(*)::int from sari_role where subscriber_owner_company_id = ${ctx.user.companyId}
              and system_key is not null and id in ${idSet(ids)}) as system,
            (select count(*)::int from sari_user_role where subscriber_owner_company_id = ${ctx.user.companyId}
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
});

// Nobody switches themselves off.
registerHooks('sari_user', {
  beforeUpdate: async (ctx, id, row) => {
    if (id === ctx.user.sariUserId && row.is_active === false) {
      throw refuse('No puedes desactivar tu propio usuario.');
    }
  },
  beforeDelete: async (ctx, ids) => {
    const [own] = await ctx.db.rows<{ n: number }>(
      sql`select count(*)::int as n from sari_user where subscriber_owner_company_id = ${ctx.user.companyId}
          and id in ${idSet(ids)}`,
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
});

registerHooks('sari_user_role', {
  beforeDelete: async (ctx, ids) => {
    const rows = await ctx.db.rows<{ n: number }>(
      sql`select count(*)::int as n from sari_user_role ur join sari_role r on r.id = ur.sari_role_id
          where ur.subscriber_owner_company_id = ${ctx.user.companyId} and ur.sari_user_id = ${ctx.user.sariUserId}
            and r.system_key = 'administrador'
            and ur.id in ${idSet(ids)}`,
      ctx.tx,
    );
    if (rows[0].n > 0) {
      throw refuse('No puedes quitarte a ti mismo el rol Administrador.');
    }
  },
});
