import type { CalendarData, ServiceDefinition, SpecialistCalendar } from '@sari/domain/availability-types';
import { busyParts } from '@sari/domain/busy-parts';
import { sql } from 'drizzle-orm';
import { inScope } from '../../access/sql-scope';
import { idSet } from '../../platform/sql';
import type { RequestContext } from '../../tenancy/context';

export type CalendarQuery = {
  siteId: number;
  from: string;
  to: string;
  serviceIds: number[];
  // Only these specialists (a chosen one); otherwise every active specialist of the site.
  specialistIds?: number[];
  // A service's own length for this booking (a resized one): its processing parts no longer apply.
  durations?: Map<number, number>;
  // false: leave out rooms and machines (the placement of one service: its holds are taken
  // under their own lock afterwards, hold-resources.ts).
  resources?: boolean;
};

// What the one statement answers, as compact JSON arrays (a month of twenty specialists is some
// five thousand bookings: one text parsed by JSON.parse instead of as many rows through the driver).
type Loaded = {
  schedules: [weekday: number, isActive: boolean, start: string | null, end: string | null][];
  specialists: [id: number, name: string][];
  services: ServiceRow[];
  windows: [specialistId: number, siteId: number, weekday: number, start: string, end: string][];
  absences: [
    specialistId: number,
    dateStart: string,
    dateEnd: string,
    start: string | null,
    end: string | null,
  ][];
  // Per specialist, the bookings as parallel arrays (timestamps as JSON text, "2026-11-24T08:00:00";
  // the processing gap's bounds are null when the service has none): aggregating arrays of plain
  // values costs the database half of a JSON array per booking with its times formatted.
  busy: [
    specialistId: number,
    ids: number[],
    starts: string[],
    ends: string[],
    processingStarts: (string | null)[],
    processingEnds: (string | null)[],
  ][];
  // The active resources of the kinds the services need, in name order, with their holds' busy
  // parts ([booked service, start, end] as timestamps' text).
  // hours: the resource's own weekly windows ([weekday, start, end]; null: the site's hours).
  resources: [
    id: number,
    name: string,
    kind: string,
    busy: [number, string, string][] | null,
    hours: [number, string, string][] | null,
  ][];
};
type BusyRow = {
  id: number;
  date: string;
  start: string;
  end: string;
  processingStart: string | null;
  processingEnd: string | null;
};
type ServiceRow = {
  id: number;
  name: string;
  duration: number;
  active_minutes: number | null;
  processing_minutes: number | null;
  finishing_minutes: number | null;
  specialist_ids: number[] | null;
  needs: [kind: string, resourceId: number | null, whole: boolean][] | null;
};

// The busy parts of a booked service (@sari/domain/busy-parts): all of it, or the two parts
// around its processing gap.
const busyOfRow = ({ id, date, start, end, processingStart, processingEnd }: BusyRow) =>
  busyParts({ start, end, gapStart: processingStart, gapEnd: processingEnd }).map((part) => ({
    id,
    date,
    ...part,
  }));

// "2026-11-24T08:00:00" -> "08:00"
const clock = (timestamp: string | null) => (timestamp ? timestamp.slice(11, 16) : null);

function busyOf([, ids, starts, ends, processingStarts, processingEnds]: Loaded['busy'][number]) {
  return ids.flatMap((id, index) =>
    busyOfRow({
      id,
      date: starts[index].slice(0, 10),
      start: clock(starts[index])!,
      end: clock(ends[index])!,
      processingStart: clock(processingStarts[index]),
      processingEnd: clock(processingEnds[index]),
    }),
  );
}

function serviceOf(row: ServiceRow, durations?: Map<number, number>, resources = true): ServiceDefinition {
  const duration = durations?.get(row.id) ?? row.duration;
  const processing =
    row.processing_minutes && duration === row.duration
      ? {
          active: row.active_minutes ?? 0,
          processing: row.processing_minutes,
          finishing: row.finishing_minutes ?? 0,
        }
      : null;
  return {
    id: row.id,
    name: row.name,
    duration,
    processing,
    specialistIds: row.specialist_ids ?? [],
    ...(row.needs && resources
      ? { needs: row.needs.map(([kind, resourceId, whole]) => ({ kind, resourceId, whole })) }
      : {}),
  };
}

// What the availability rules need about one site over some days, read in the caller's
// transaction: opening hours, the bookable specialists (in name order: the preference for
// "any") with their windows at every site, absences and busy parts at every site, and the services.
export async function loadCalendarData(ctx: RequestContext, query: CalendarQuery): Promise<CalendarData> {
  const { db, tx } = ctx;
  const chosen = query.specialistIds?.length ? sql`and sp.id in ${idSet(query.specialistIds)}` : sql``;
  // One statement, one round trip: every part of the answer in a JSON document.
  const [row] = await db.prepared<{ data: string }>(
    sql`with people as materialized (
          select sp.id, sp.name from specialist sp
          where ${inScope(ctx, 'specialist', 'sp')} and sp.is_active ${chosen}
            and exists (select 1 from specialist_site ss where ss.specialist_id = sp.id and ss.site_id = ${query.siteId}))
        select json_build_object(
          'schedules', (select coalesce(json_agg(json_build_array(s.weekday, s.is_active, t.start_time::text, t.end_time::text)), '[]')
            from site_schedule s left join site_schedule_time t on t.id = s.site_schedule_time_id
            where s.site_id = ${query.siteId} and ${inScope(ctx, 'site_schedule', 's')}),
          'specialists', (select coalesce(json_agg(json_build_array(p.id, p.name) order by p.name, p.id), '[]') from people p),
          'services', (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'duration', s.duration,
              'active_minutes', s.active_minutes, 'processing_minutes', s.processing_minutes,
              'finishing_minutes', s.finishing_minutes,
              'specialist_ids', (select array_agg(ss.specialist_id order by ss.specialist_id) from service_specialist ss where ss.service_id = s.id),
              'needs', (select json_agg(json_build_array(n.kind, n.resource_id, n.whole_duration) order by n.id) from service_resource_need n where n.service_id = s.id))), '[]')
            from service s where ${inScope(ctx, 'service', 's')} and s.id in ${idSet(query.serviceIds)}),
          -- Windows, absences and bookings of every site: one person is in one place at a time.
          'windows', (select coalesce(json_agg(json_build_array(a.specialist_id, a.site_id, a.weekday, a.start_time::text, a.end_time::text)), '[]')
            from specialist_availability a where a.specialist_id in (select id from people)),
          'absences', (select coalesce(json_agg(json_build_array(a.specialist_id, a.date_start::text, a.date_end::text, a.start_time::text, a.end_time::text)), '[]')
            from specialist_absence a where a.specialist_id in (select id from people)
              and a.date_start <= ${query.to}::date and a.date_end >= ${query.from}::date),
          'busy', (select coalesce(json_agg(json_build_array(g.specialist_id, g.ids, g.starts, g.ends, g.processing_starts, g.processing_ends)), '[]')
            from (select b.specialist_id, array_agg(b.id) as ids, array_agg(b.start_at) as starts, array_agg(b.end_at) as ends,
                array_agg(b.processing_start_at) as processing_starts, array_agg(b.processing_end_at) as processing_ends
              from service_reservation_service b
              where b.specialist_id in (select id from people) and b.date between ${query.from}::date and ${query.to}::date
                and not b.is_cancelled
              group by b.specialist_id) g),
          'resources', ${resourcesPart(ctx, query)}
        )::text as data`,
    tx,
  );
  const loaded = JSON.parse(row.data) as Loaded;
  const windows = groupBy(loaded.windows, (item) => item[0]);
  const absences = groupBy(loaded.absences, (item) => item[0]);
  const busy = new Map(loaded.busy.map((item) => [item[0], item]));
  const calendars: SpecialistCalendar[] = loaded.specialists.map(([id, name]) => ({
    id,
    name,
    windows: (windows.get(id) ?? []).map(([specialist_id, site_id, weekday, start_time, end_time]) => ({
      specialist_id,
      site_id,
      weekday,
      start_time,
      end_time,
    })),
    absences: (absences.get(id) ?? []).map(([specialist_id, date_start, date_end, start_time, end_time]) => ({
      specialist_id,
      date_start,
      date_end,
      start_time,
      end_time,
    })),
    busy: busy.has(id) ? busyOf(busy.get(id)!) : [],
  }));
  return {
    siteId: query.siteId,
    schedules: loaded.schedules.map(([weekday, is_active, start_time, end_time]) => ({
      weekday,
      is_active,
      site_schedule_time_id: start_time && end_time ? { start_time, end_time } : null,
    })),
    specialists: calendars,
    services: loaded.services.map((service) =>
      serviceOf(service, query.durations, query.resources !== false),
    ),
    ...(loaded.resources.length ? { resources: loaded.resources.map(resourceOf) } : {}),
  };
}

// Rooms and machines of the site of the kinds the asked services need (decision 053).
function resourcesPart(ctx: RequestContext, query: CalendarQuery) {
  if (query.resources === false) {
    return sql`'[]'::json`;
  }
  return sql`(select coalesce(json_agg(json_build_array(r.id, r.name, r.kind,
        (select json_agg(json_build_array(h.service_reservation_service_id, lower(p)::text, upper(p)::text))
          from service_reservation_service_resource h cross join lateral unnest(h.busy) p
          where h.resource_id = r.id and h.date between ${query.from}::date and ${query.to}::date and not h.is_cancelled),
        (select json_agg(json_build_array(a.weekday, to_char(a.start_time, 'HH24:MI'), to_char(a.end_time, 'HH24:MI')) order by a.weekday, a.start_time)
          from resource_availability a where a.resource_id = r.id)
      ) order by r.name, r.id), '[]')
    from resource r
    where r.site_id = ${query.siteId} and r.is_active and ${inScope(ctx, 'resource', 'r')}
      and r.kind in (select n.kind from service_resource_need n where n.service_id in ${idSet(query.serviceIds)}))`;
}

function resourceOf([id, name, kind, busy, hours]: Loaded['resources'][number]) {
  return {
    id,
    name,
    kind,
    ...(hours ? { hours: hours.map(([weekday, start, end]) => ({ weekday, start, end })) } : {}),
    busy: (busy ?? []).map(([booked, start, end]) => ({
      id: booked,
      date: start.slice(0, 10),
      start: start.slice(11, 16),
      end: end.slice(11, 16),
    })),
  };
}

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) {
      group.push(item);
    } else {
      groups.set(key(item), [item]);
    }
  }
  return groups;
}
