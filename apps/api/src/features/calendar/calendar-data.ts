import type { CalendarData, ServiceDefinition, SpecialistCalendar } from '@sari/domain/availability-types';
import type { SiteSchedule } from '@sari/domain/schedule';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../access/context';
import { inScope } from '../../access/sql-scope';
import { idSet, inOrder } from '../../shared/sql';

export type CalendarQuery = {
  siteId: number;
  from: string;
  to: string;
  serviceIds: number[];
  // Only these specialists (a chosen one); otherwise every active specialist of the site.
  specialistIds?: number[];
  // A service's own length for this booking (a resized one): its processing parts no longer apply.
  durations?: Map<number, number>;
};

type SpecialistRow = { id: number; name: string };
type WindowRow = {
  specialist_id: number;
  site_id: number;
  weekday: number;
  start_time: string;
  end_time: string;
};
type AbsenceRow = {
  specialist_id: number;
  date_start: string;
  date_end: string;
  start_time: string | null;
  end_time: string | null;
};
type BusyRow = {
  id: number;
  specialist_id: number;
  date: string;
  start_at: string;
  end_at: string;
  processing_start_at: string | null;
  processing_end_at: string | null;
};
type ServiceRow = {
  id: number;
  name: string;
  duration: number;
  active_minutes: number | null;
  processing_minutes: number | null;
  finishing_minutes: number | null;
  specialist_ids: number[] | null;
};

const clock = (timestamp: string) => timestamp.slice(11, 16);

// The busy parts of a booked service: all of it, or the two parts around its processing gap.
function busyParts(row: BusyRow) {
  if (!row.processing_start_at || !row.processing_end_at) {
    return [{ id: row.id, date: row.date, start: clock(row.start_at), end: clock(row.end_at) }];
  }
  return [
    { id: row.id, date: row.date, start: clock(row.start_at), end: clock(row.processing_start_at) },
    { id: row.id, date: row.date, start: clock(row.processing_end_at), end: clock(row.end_at) },
  ].filter((part) => part.start < part.end);
}

function serviceOf(row: ServiceRow, durations?: Map<number, number>): ServiceDefinition {
  const duration = durations?.get(row.id) ?? row.duration;
  const processing =
    row.processing_minutes && duration === row.duration
      ? {
          active: row.active_minutes ?? 0,
          processing: row.processing_minutes,
          finishing: row.finishing_minutes ?? 0,
        }
      : null;
  return { id: row.id, name: row.name, duration, processing, specialistIds: row.specialist_ids ?? [] };
}

// What the availability rules need about one site over some days, read in the caller's
// transaction: opening hours, the bookable specialists (in name order: the preference for
// "any") with their windows at every site, absences and busy parts at every site, and the services.
export async function loadCalendarData(ctx: RequestContext, query: CalendarQuery): Promise<CalendarData> {
  const { db, tx } = ctx;
  const chosen = query.specialistIds?.length ? sql`and sp.id in ${idSet(query.specialistIds)}` : sql``;
  const [schedules, specialists, services] = await inOrder([
    () =>
      db.rows<SiteSchedule & { start_time: string | null; end_time: string | null }>(
        sql`select s.weekday, s.is_active, t.start_time::text as start_time, t.end_time::text as end_time
          from site_schedule s left join site_schedule_time t on t.id = s.site_schedule_time_id
          where s.site_id = ${query.siteId} and ${inScope(ctx, 'site_schedule', 's')}`,
        tx,
      ),
    () =>
      db.rows<SpecialistRow>(
        sql`select sp.id, sp.name from specialist sp
          where ${inScope(ctx, 'specialist', 'sp')} and sp.is_active ${chosen}
            and exists (select 1 from specialist_site ss where ss.specialist_id = sp.id and ss.site_id = ${query.siteId})
          order by sp.name, sp.id`,
        tx,
      ),
    () =>
      db.rows<ServiceRow>(
        sql`select s.id, s.name, s.duration, s.active_minutes, s.processing_minutes, s.finishing_minutes,
            (select array_agg(ss.specialist_id order by ss.specialist_id) from service_specialist ss where ss.service_id = s.id) as specialist_ids
          from service s where ${inScope(ctx, 'service', 's')} and s.id in ${idSet(query.serviceIds)}`,
        tx,
      ),
  ]);
  const ids = specialists.map((row) => row.id);
  // Windows, absences and bookings of every site: one person is in one place at a time.
  const [windows, absences, busy] = await inOrder([
    () =>
      db.rows<WindowRow>(
        sql`select specialist_id, site_id, weekday, start_time::text as start_time, end_time::text as end_time
          from specialist_availability where specialist_id in ${idSet(ids)}`,
        tx,
      ),
    () =>
      db.rows<AbsenceRow>(
        sql`select specialist_id, date_start::text as date_start, date_end::text as date_end,
            start_time::text as start_time, end_time::text as end_time
          from specialist_absence where specialist_id in ${idSet(ids)}
            and date_start <= ${query.to}::date and date_end >= ${query.from}::date`,
        tx,
      ),
    () =>
      db.rows<BusyRow>(
        sql`select id, specialist_id, date::text as date, start_at::text as start_at, end_at::text as end_at,
            processing_start_at::text as processing_start_at, processing_end_at::text as processing_end_at
          from service_reservation_service
          where specialist_id in ${idSet(ids)} and date between ${query.from}::date and ${query.to}::date
            and not is_cancelled`,
        tx,
      ),
  ]);
  const calendars: SpecialistCalendar[] = specialists.map((specialist) => ({
    id: specialist.id,
    name: specialist.name,
    windows: windows.filter((row) => row.specialist_id === specialist.id),
    absences: absences.filter((row) => row.specialist_id === specialist.id),
    busy: busy.filter((row) => row.specialist_id === specialist.id).flatMap(busyParts),
  }));
  return {
    siteId: query.siteId,
    schedules: schedules.map((row) => ({
      weekday: row.weekday,
      is_active: row.is_active,
      site_schedule_time_id:
        row.start_time && row.end_time ? { start_time: row.start_time, end_time: row.end_time } : null,
    })),
    specialists: calendars,
    services: services.map((row) => serviceOf(row, query.durations)),
  };
}
