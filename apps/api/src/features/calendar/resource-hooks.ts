import { sql } from 'drizzle-orm';
import { inScope } from '../../access/sql-scope';
import type { HooksByCollection, Row } from '../../items/hooks';
import { badPayload } from '../../platform/errors';
import type { RequestContext } from '../../tenancy/context';

// A need that names one resource (the laser) takes that resource's kind; a kind that disagrees
// with it is refused (decision 053).
async function needKind(
  ctx: RequestContext,
  row: Row,
  current?: { kind: string; resource_id: number | null },
) {
  const resourceId = 'resource_id' in row ? row.resource_id : current?.resource_id;
  if (resourceId === null || resourceId === undefined) {
    if (!('kind' in row) && !current) {
      throw badPayload('Indica el tipo de recurso (kind): cabina, sala o equipo.');
    }
    return;
  }
  const [found] = await ctx.db.rows<{ kind: string }>(
    sql`select r.kind from resource r where r.id = ${Number(resourceId)} and ${inScope(ctx, 'resource', 'r', { allSites: true })}`,
    ctx.tx,
  );
  if (!found) {
    throw badPayload('El recurso no existe.');
  }
  const kind = 'kind' in row ? row.kind : current?.kind;
  if (kind !== undefined && kind !== null && kind !== found.kind && 'kind' in row) {
    throw badPayload('El tipo indicado no es el del recurso elegido.');
  }
  row.kind = found.kind;
}

export const resourceHooks: HooksByCollection = {
  service_resource_need: {
    beforeCreate: (ctx, row) => needKind(ctx, row),
    beforeUpdate: async (ctx, id, row) => {
      if (!('kind' in row) && !('resource_id' in row)) {
        return;
      }
      const [current] = await ctx.db.rows<{ kind: string; resource_id: number | null }>(
        sql`select n.kind, n.resource_id from service_resource_need n where n.id = ${id} and ${inScope(ctx, 'service_resource_need', 'n')}`,
        ctx.tx,
      );
      await needKind(ctx, row, current);
    },
  },
  // A resource's kind stays what its bookings and needs were made for.
  resource: {
    beforeUpdate: async (ctx, id, row) => {
      if (!('kind' in row)) {
        return;
      }
      const [used] = await ctx.db.rows<{ used: boolean }>(
        sql`select exists (select 1 from service_resource_need n where n.resource_id = ${id})
            or exists (select 1 from service_reservation_service_resource h where h.resource_id = ${id}) as used`,
        ctx.tx,
      );
      if (used?.used) {
        throw badPayload('No se puede cambiar el tipo de un recurso que ya tiene servicios o reservas.');
      }
    },
  },
};
