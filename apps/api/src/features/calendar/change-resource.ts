import type { changeResource as changeContract } from '@sari/contracts/calendar';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { updateItems } from '../../items/write';
import { ApiError, badPayload, notFound } from '../../platform/errors';
import { announceDays } from '../../shared/announce-change';
import { getCollection } from '../../tenancy/meta';
import { checkHandHold } from './hold-resources';

type Input = z.output<(typeof changeContract)['input']>;
type Hold = { id: number; resource_id: number; kind: string };

const holdsOf = (ctx: OperationContext, id: number) =>
  ctx.db.rows<Hold>(
    sql`select h.id, h.resource_id, r.kind from service_reservation_service_resource h
          join resource r on r.id = h.resource_id
        where h.service_reservation_service_id = ${id}
          and ${inScope(ctx, 'service_reservation_service_resource', 'h', { allSites: true })}
        order by r.name, r.id`,
    ctx.tx,
  );

// Moves a booked service to another room or machine of the kind it holds (decision 057): first
// to the new time when a drag asks one (placed and held again like any move, keeping its
// specialist), then the held resource of that kind is given up and the chosen one taken, checked
// as a resource named by hand (hold-resources.ts: needed, at its site, active, free).
export async function changeResource(ctx: OperationContext, input: Input) {
  const [service] = await ctx.db.rows<{ id: number; service_time: string; is_cancelled: boolean }>(
    sql`select srs.id, to_char(srs.service_time, 'HH24:MI') as service_time, srs.is_cancelled
        from service_reservation_service srs
        where srs.id = ${input.id} and ${inScope(ctx, 'service_reservation_service', 'srs')} for update`,
    ctx.tx,
  );
  if (!service) {
    throw notFound('El servicio reservado no existe o no tienes acceso a él.');
  }
  if (service.is_cancelled) {
    throw new ApiError('BUSINESS_RULE', 'La cita está cancelada: no ocupa ninguna cabina ni equipo.');
  }
  if (input.service_time && input.service_time !== service.service_time) {
    await updateItems(ctx, getCollection('service_reservation_service')!, [
      { id: input.id, service_time: input.service_time },
    ]);
  }
  const holds = await holdsOf(ctx, input.id);
  if (holds.some((hold) => hold.resource_id === input.resource_id)) {
    return { id: input.id, resource_ids: holds.map((hold) => hold.resource_id) };
  }
  const [target] = await ctx.db.rows<{ kind: string }>(
    sql`select r.kind from resource r
        where r.id = ${input.resource_id} and ${inScope(ctx, 'resource', 'r', { allSites: true })}`,
    ctx.tx,
  );
  if (!target) {
    throw badPayload('El recurso no existe, no está activo o es de otra sede.');
  }
  const giving =
    input.from_resource_id === undefined
      ? holds.find((hold) => hold.kind === target.kind)
      : holds.find((hold) => hold.resource_id === input.from_resource_id && hold.kind === target.kind);
  if (input.from_resource_id !== undefined && !giving) {
    throw badPayload('El servicio no ocupa el recurso que se quiere cambiar, o es de otro tipo.');
  }
  if (giving) {
    await ctx.db.rows(sql`delete from service_reservation_service_resource where id = ${giving.id}`, ctx.tx);
  }
  const row: Record<string, unknown> = {
    service_reservation_service_id: input.id,
    resource_id: input.resource_id,
  };
  await checkHandHold(ctx, row);
  await ctx.db.rows(
    sql`insert into service_reservation_service_resource
          (subscriber_owner_company_id, service_reservation_service_id, resource_id, whole_duration, busy)
        values (${ctx.user.companyId}, ${input.id}, ${input.resource_id}, ${Boolean(row.whole_duration)}, '{}'::tsmultirange)`,
    ctx.tx,
  );
  await announceDays(ctx, sql`select site_id, date from service_reservation_service where id = ${input.id}`);
  return { id: input.id, resource_ids: (await holdsOf(ctx, input.id)).map((hold) => hold.resource_id) };
}
