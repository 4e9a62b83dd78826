import { type SQL, sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition';
import { percent } from './parts';

// Hours of a tsmultirange.
const hoursOf = (ranges: SQL): SQL =>
  sql`(select coalesce(sum(extract(epoch from (upper(p) - lower(p)))), 0) / 3600.0 from unnest(${ranges}) p)`;

// Each resource's day (decision 058): the hours it was open (its own weekly hours within the
// site's, or the site's when it has none) and the hours its holds kept it (the busy parts, or the
// whole service for a whole-duration need), among non-cancelled services. One row per resource,
// site and day it was open or held; a resource deactivated still shows the days it was held.
export const resourceOccupancy: ReportDefinition = {
  id: 'resourceOccupancy',
  columns: [
    { key: 'date', label: 'Fecha', type: 'date' },
    { key: 'site', label: 'Sede', type: 'text' },
    { key: 'resource', label: 'Recurso', type: 'text' },
    { key: 'kind', label: 'Tipo', type: 'text' },
    { key: 'booked_hours', label: 'Horas reservadas', type: 'hours', total: true },
    { key: 'open_hours', label: 'Horas abiertas', type: 'hours', total: true },
    { key: 'occupancy', label: 'Ocupación', type: 'percent' },
  ],
  defaultSort: 'date',
  chart: { kind: 'bar', x: 'resource', series: ['occupancy'] },
  query: (f) => sql`
    with days as (
      select g::date as day from generate_series(${f.from}::date, ${f.to}::date, interval '1 day') g
    ), booked as (
      select h.date as day, h.resource_id, ${hoursOf(sql`h.busy`)} as hours
      from service_reservation_service_resource h
      where h.subscriber_owner_company_id = ${f.companyId} and ${f.sites(sql`h.site_id`)}
        and h.date between ${f.from}::date and ${f.to}::date and not h.is_cancelled
    ), booked_day as (
      select day, resource_id, sum(hours) as hours from booked group by day, resource_id
    ), counted as (
      select r.id, r.name, r.kind, r.site_id, s.name as site,
        exists (select 1 from resource_availability a where a.resource_id = r.id) as own_hours
      from resource r join site s on s.id = r.site_id
      where r.subscriber_owner_company_id = ${f.companyId} and ${f.sites(sql`r.site_id`)}
        and (r.is_active or exists (select 1 from booked_day b where b.resource_id = r.id))
    ), site_open as (
      select d.day, ss.site_id, tsmultirange(tsrange(d.day + t.start_time, d.day + t.end_time)) as open
      from days d join site_schedule ss on ss.weekday = extract(dow from d.day) and ss.is_active
        and ss.subscriber_owner_company_id = ${f.companyId} and ${f.sites(sql`ss.site_id`)}
      join site_schedule_time t on t.id = ss.site_schedule_time_id
    ), own_open as (
      select d.day, a.resource_id, range_agg(tsrange(d.day + a.start_time, d.day + a.end_time)) as open
      from days d join resource_availability a on a.weekday = extract(dow from d.day)
        and a.subscriber_owner_company_id = ${f.companyId}
      group by d.day, a.resource_id
    ), grid as (
      select d.day, c.*,
        ${hoursOf(sql`case when c.own_hours then coalesce(o.open * so.open, '{}'::tsmultirange)
          else coalesce(so.open, '{}'::tsmultirange) end`)} as open_hours
      from days d cross join counted c
      left join site_open so on so.day = d.day and so.site_id = c.site_id
      left join own_open o on o.day = d.day and o.resource_id = c.id
    )
    select g.day::text as date, g.site, g.name as resource, initcap(g.kind) as kind,
      round(coalesce(b.hours, 0), 4)::float8 as booked_hours, round(g.open_hours, 4)::float8 as open_hours,
      ${percent(sql`coalesce(b.hours, 0)`, sql`g.open_hours`)} as occupancy
    from grid g left join booked_day b on b.day = g.day and b.resource_id = g.id
    where g.open_hours > 0 or b.hours > 0`,
};
