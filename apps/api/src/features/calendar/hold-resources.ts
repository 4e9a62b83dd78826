import type { Orm } from '@sari/db/client';
import {
  resourceClosedMessage as closedMessage,
  resourceTakenMessage as takenMessage,
  resourceTakenPart as takenPart,
} from '@sari/domain/booking-problems';
import { sql } from 'drizzle-orm';
import { inScope } from '../../access/sql-scope';
import { ApiError, badPayload } from '../../platform/errors';
import { idArray } from '../../platform/sql';
import type { RequestContext } from '../../tenancy/context';

// The rooms and machines a booked service holds (decision 053). The calendar's placement picks
// a free resource of each kind the service needs (or keeps the one it held, or the one named by
// hand), under a lock per site, kind and day, so a refusal names what is really taken; the
// exclusion constraint service_reservation_service_resource_no_overlap stays the last guard.

type Need = { kind: string; resource_id: number | null; whole_duration: boolean };
type Held = { id: number; resource_id: number; kind: string };
type Booked = { id: number; site_id: number; date: string; needs: Need[]; holds: Held[] };
// closed: outside the resource's own hours (decision 058), with that day's windows in `hours`.
type Candidate = {
  id: number;
  name: string;
  taken: [string, string] | null;
  closed: boolean;
  hours: [string, string][] | null;
};

const THE: Record<string, string> = { cabina: 'La cabina', sala: 'La sala', equipo: 'El equipo' };
const NONE: Record<string, string> = {
  cabina: 'ninguna cabina',
  sala: 'ninguna sala',
  equipo: 'ningún equipo',
};
const ACTIVE: Record<string, string> = {
  cabina: 'cabinas activas',
  sala: 'salas activas',
  equipo: 'equipos activos',
};

// Held resources a move should keep when they are free at the new time: remembered per
// transaction between the service's update (which lets them go) and its hold again.
const kept = new WeakMap<Orm, Map<number, number[]>>();

// Before a booked service moves: its holds go (a held cabin taken at the new time must not stop
// the move when another is free); holdResources takes them again, the same ones when free.
export async function releaseHolds(ctx: RequestContext, ids: number[]) {
  const released = await ctx.db.rows<{ srs: number; resource_id: number }>(
    sql`delete from service_reservation_service_resource h
        where h.service_reservation_service_id = any(${idArray(ids)}) and ${inScope(ctx, 'service_reservation_service_resource', 'h', { allSites: true })}
        returning h.service_reservation_service_id as srs, h.resource_id`,
    ctx.tx,
  );
  if (!ctx.tx || released.length === 0) {
    return;
  }
  const map = kept.get(ctx.tx) ?? new Map<number, number[]>();
  kept.set(ctx.tx, map);
  for (const { srs, resource_id } of released) {
    map.set(srs, [...(map.get(srs) ?? []), resource_id]);
  }
}

// The needs a service's holds do not cover yet: a named resource's first, then any of a kind.
function unmet(booked: Booked): Need[] {
  const left = [...booked.holds];
  const needs = [...booked.needs].sort(
    (a, b) => Number(b.resource_id !== null) - Number(a.resource_id !== null),
  );
  return needs.filter((need) => {
    const index = left.findIndex((held) =>
      need.resource_id !== null ? held.resource_id === need.resource_id : held.kind === need.kind,
    );
    if (index >= 0) {
      left.splice(index, 1);
      return false;
    }
    return true;
  });
}

// One lock per site, kind and day (the one-key form, a space apart from the specialists' 7301).
const lockOf = (siteId: number, kind: string, date: string) =>
  sql`pg_advisory_xact_lock(hashtextextended('7303:' || ${siteId}::int || ':' || ${kind}::text || ':' || ${date}::text, 0))`;

export async function lockKinds(ctx: RequestContext, siteId: number, date: string, kinds: string[]) {
  const unique = [...new Set(kinds)].sort();
  if (unique.length === 0) {
    return;
  }
  await ctx.db.rows(
    sql`select ${sql.join(
      unique.map((kind) => lockOf(siteId, kind, date)),
      sql`, `,
    )}`,
    ctx.tx,
  );
}

// The site's active resources that could fill `need` for booked service `id`, each with the
// first hold of another service that crosses the time it would hold (null: free), and whether
// that time falls outside the resource's own hours when it has some.
async function candidates(ctx: RequestContext, id: number, need: Need) {
  return ctx.db.rows<Candidate>(
    sql`with me as (
          select srs.id, srs.site_id, srs.date,
            case when ${need.whole_duration} then tsmultirange(tsrange(srs.start_at, srs.end_at)) else srs.busy end as range
          from service_reservation_service srs where srs.id = ${id})
        select r.id, r.name,
          (select json_build_array(to_char(lower(h.busy), 'HH24:MI'), to_char(upper(h.busy), 'HH24:MI'))
            from service_reservation_service_resource h
            where h.resource_id = r.id and not h.is_cancelled and h.service_reservation_service_id <> me.id
              and h.busy && me.range
            order by lower(h.busy) limit 1) as taken,
          exists (select 1 from resource_availability a where a.resource_id = r.id)
            and not coalesce(me.range <@ (select range_agg(tsrange(me.date + a.start_time, me.date + a.end_time))
              from resource_availability a where a.resource_id = r.id and a.weekday = extract(dow from me.date)), false) as closed,
          (select json_agg(json_build_array(to_char(a.start_time, 'HH24:MI'), to_char(a.end_time, 'HH24:MI')) order by a.start_time)
            from resource_availability a where a.resource_id = r.id and a.weekday = extract(dow from me.date)) as hours
        from me join resource r on r.site_id = me.site_id
        where r.is_active and r.kind = ${need.kind} and ${inScope(ctx, 'resource', 'r', { allSites: true })}
          ${need.resource_id !== null ? sql`and r.id = ${need.resource_id}` : sql``}
          and not exists (select 1 from service_reservation_service_resource o
            where o.service_reservation_service_id = me.id and o.resource_id = r.id)
        order by r.name, r.id`,
    ctx.tx,
  );
}

function refusal(need: Need, serviceName: string, found: Candidate[]): ApiError {
  if (found.length === 0) {
    return new ApiError(
      'BUSINESS_RULE',
      `Esta sede no tiene ${need.resource_id !== null ? 'activo el recurso que necesita' : ACTIVE[need.kind]} para ${serviceName}.`,
      {
        reason: 'sin_recurso',
        kind: need.kind,
      },
    );
  }
  const [first] = found;
  if (found.length === 1 && first.closed) {
    return closedRefusal(need.kind, first);
  }
  const message =
    found.length === 1
      ? takenMessage(need.kind, first.name, first.taken![0], first.taken![1])
      : `No hay ${NONE[need.kind]} libre a esa hora: ${found
          .map((c) => takenPart(c.name, c.closed ? null : c.taken))
          .join(', ')}.`;
  return new ApiError('SCHEDULE_CONFLICT', message, {
    reason: 'recurso_ocupado',
    kind: need.kind,
    resource_id: found.length === 1 ? first.id : null,
  });
}

// The one resource asked is outside its own hours at that time (decision 058).
const closedRefusal = (kind: string, candidate: Candidate) =>
  new ApiError('BUSINESS_RULE', closedMessage(kind, candidate.name, candidate.hours ?? []), {
    reason: 'recurso_fuera_de_horario',
    kind,
    resource_id: candidate.id,
  });

// Takes for each booked service what its service needs and it does not hold yet (nothing for a
// cancelled one), or refuses naming what is taken.
export async function holdResources(ctx: RequestContext, ids: number[]) {
  const booked = await ctx.db.rows<Booked & { service: string }>(
    sql`select srs.id, srs.site_id, srs.date::text as date, s.name as service,
          (select json_agg(json_build_object('kind', n.kind, 'resource_id', n.resource_id, 'whole_duration', n.whole_duration))
            from service_resource_need n where n.service_id = srs.service_id) as needs,
          coalesce((select json_agg(json_build_object('id', h.id, 'resource_id', h.resource_id, 'kind', r.kind))
            from service_reservation_service_resource h join resource r on r.id = h.resource_id
            where h.service_reservation_service_id = srs.id), '[]') as holds
        from service_reservation_service srs join service s on s.id = srs.service_id
        where srs.id = any(${idArray(ids)}) and not srs.is_cancelled
          and ${inScope(ctx, 'service_reservation_service', 'srs', { allSites: true })}
          and exists (select 1 from service_resource_need n where n.service_id = srs.service_id)
        order by srs.start_at, srs.id`,
    ctx.tx,
  );
  const preferred = ctx.tx ? kept.get(ctx.tx) : undefined;
  for (const service of booked) {
    const needs = unmet(service);
    if (needs.length === 0) {
      continue;
    }
    await lockKinds(
      ctx,
      service.site_id,
      service.date,
      needs.map((need) => need.kind),
    );
    const before = preferred?.get(service.id) ?? [];
    for (const need of needs) {
      const found = await candidates(ctx, service.id, need);
      const free = found.filter((candidate) => candidate.taken === null && !candidate.closed);
      const pick = free.find((candidate) => before.includes(candidate.id)) ?? free[0];
      if (!pick) {
        throw refusal(need, `«${service.service}»`, found);
      }
      await ctx.db.rows(
        sql`insert into service_reservation_service_resource
              (subscriber_owner_company_id, service_reservation_service_id, resource_id, whole_duration, busy)
            values (${ctx.user.companyId}, ${service.id}, ${pick.id}, ${need.whole_duration}, '{}'::tsmultirange)`,
        ctx.tx,
      );
    }
    preferred?.delete(service.id);
  }
}

// A resource named by hand for a booked service (the items API's `resources` of a service, or
// the booking's resource_ids): of a kind the service needs, at its site, active and free.
export async function checkHandHold(ctx: RequestContext, row: Record<string, unknown>) {
  const srsId = Number(row.service_reservation_service_id);
  const resourceId = Number(row.resource_id);
  const [facts] = await ctx.db.rows<{
    site_id: number;
    date: string;
    kind: string | null;
    name: string | null;
    active: boolean | null;
    whole: boolean | null;
    needed: boolean;
  }>(
    sql`select srs.site_id, srs.date::text as date, r.kind, r.name, r.is_active as active,
          (select bool_or(n.whole_duration) from service_resource_need n
            where n.service_id = srs.service_id and n.kind = r.kind and (n.resource_id is null or n.resource_id = r.id)) as whole,
          exists (select 1 from service_resource_need n
            where n.service_id = srs.service_id and n.kind = r.kind and (n.resource_id is null or n.resource_id = r.id)) as needed
        from service_reservation_service srs
        left join resource r on r.id = ${resourceId} and r.site_id = srs.site_id and ${inScope(ctx, 'resource', 'r', { allSites: true })}
        where srs.id = ${srsId} and ${inScope(ctx, 'service_reservation_service', 'srs')}`,
    ctx.tx,
  );
  if (!facts) {
    throw badPayload('El servicio reservado no existe.');
  }
  if (!facts.kind || !facts.active) {
    throw badPayload('El recurso no existe, no está activo o es de otra sede.');
  }
  if (!facts.needed) {
    throw badPayload(`${THE[facts.kind]} '${facts.name}' no es un recurso que este servicio necesite.`);
  }
  row.whole_duration = facts.whole ?? false;
  await lockKinds(ctx, facts.site_id, facts.date, [facts.kind]);
  const [found] = await candidates(ctx, srsId, {
    kind: facts.kind,
    resource_id: resourceId,
    whole_duration: facts.whole ?? false,
  });
  if (found?.closed) {
    throw closedRefusal(facts.kind, found);
  }
  if (found?.taken) {
    throw new ApiError(
      'SCHEDULE_CONFLICT',
      takenMessage(facts.kind, found.name, found.taken[0], found.taken[1]),
      {
        reason: 'recurso_ocupado',
        kind: facts.kind,
        resource_id: resourceId,
      },
    );
  }
}
