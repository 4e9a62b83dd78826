import { type SQL, sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition';
import { fullName, percent, reservationIn, specialistName, specialistOnly } from './parts';

// Minutes a booked service keeps its specialist busy (a processing gap is free), from its length
// (end - start) and its processing gap (null: none).
const busyMinutes = (length: SQL, pause: SQL) =>
  sql`(extract(epoch from ${length}) - coalesce(extract(epoch from ${pause}), 0)) / 60.0`;
const busyMinutesOfService = busyMinutes(
  sql`(srs.end_at - srs.start_at)`,
  sql`(srs.processing_end_at - srs.processing_start_at)`,
);
// A booked service that was (or will be) done: neither cancelled nor a no-show.
const kept = sql`(r.status not in ('cancelado', 'no_llego') and not srs.is_cancelled)`;

// Each client's appointments in the range: how many, attended, no-shows, cancelled, the
// services kept and their value, and the last visit.
export const appointmentClient: ReportDefinition = {
  id: 'appointmentClient',
  columns: [
    { key: 'client', label: 'Cliente', type: 'text' },
    { key: 'appointments', label: 'Citas', type: 'number', total: true },
    { key: 'attended', label: 'Asistió', type: 'number', total: true },
    { key: 'no_shows', label: 'No llegó', type: 'number', total: true },
    { key: 'cancelled', label: 'Canceladas', type: 'number', total: true },
    { key: 'services', label: 'Servicios', type: 'number', total: true },
    { key: 'value', label: 'Valor', type: 'money', total: true },
    { key: 'last_visit', label: 'Última cita', type: 'date' },
  ],
  defaultSort: '-appointments',
  // Two sums grouped by the client's id, the names joined to the 50,000 groups: the reservations
  // alone (appointments, attendance, last visit), and the kept services joined to their kept
  // reservation (found by their own date and site, which the calendar keeps equal to the
  // reservation's) for how many and what they are worth, summed in the parallel workers. Summing
  // the services per reservation first grouped 292,000 reservations in one process. The walk-ins'
  // group (no client) meets its services on 0, an id no client has.
  query: (f) => sql`
    select coalesce(${fullName('c')}, 'Sin cliente') as client, a.appointments, a.attended, a.no_shows,
      a.cancelled, coalesce(k.services, 0)::int as services, coalesce(k.value, 0)::bigint as value, a.last_visit
    from (
      select r.client_id, count(*)::int as appointments,
        count(*) filter (where r.is_paid or r.status in ('cliente_llego', 'inicio_servicio'))::int as attended,
        count(*) filter (where r.status = 'no_llego')::int as no_shows,
        count(*) filter (where r.status = 'cancelado')::int as cancelled,
        (max(r.date) filter (where r.status not in ('cancelado', 'no_llego')))::text as last_visit
      from service_reservation r
      where ${reservationIn(f)}
      group by r.client_id) a
    left join client c on c.id = a.client_id
    left join (
      select r.client_id, count(*) as services, sum(srs.price) as value
      from service_reservation r join service_reservation_service srs on srs.service_reservation_id = r.id
      where ${reservationIn(f)} and ${reservationIn(f, 'srs')} and not srs.is_cancelled
        and r.status not in ('cancelado', 'no_llego')
      group by r.client_id) k on coalesce(k.client_id, 0) = coalesce(a.client_id, 0)`,
};

// Each specialist's agenda in the range: services kept, clients, hours busy, no-shows,
// cancelled, value, and the clients' average rating of their visits.
export const appointmentSpecialist: ReportDefinition = {
  id: 'appointmentSpecialist',
  columns: [
    { key: 'specialist', label: 'Especialista', type: 'text' },
    { key: 'services', label: 'Servicios', type: 'number', total: true },
    { key: 'clients', label: 'Clientes', type: 'number' },
    { key: 'hours', label: 'Horas ocupadas', type: 'number', total: true },
    { key: 'no_shows', label: 'No llegó', type: 'number', total: true },
    { key: 'cancelled', label: 'Canceladas', type: 'number', total: true },
    { key: 'value', label: 'Valor', type: 'money', total: true },
    { key: 'rating', label: 'Calificación', type: 'number' },
  ],
  defaultSort: '-services',
  chart: { kind: 'bar', x: 'specialist', series: ['hours'] },
  // The booked services are read twice, both times summed in the parallel workers: per
  // specialist and length of service (a specialist's hours are then a few products, each length's
  // minutes times its services: the same numeric sum as adding one division per service, which
  // was a third of the time), and the distinct clients per specialist (no count(distinct), which
  // sorted the year in one process). The services are found by their own date and site (a
  // reservation's services share them: the calendar places them with it) on their index.
  query: (f) => sql`
    with booked as (
      select t.specialist_id, sum(t.services)::int as services,
        coalesce(round(sum(t.services * ${busyMinutes(sql`t.length`, sql`t.pause`)}) filter (where t.services > 0) / 60.0, 1), 0)::float8 as hours,
        sum(t.no_shows)::int as no_shows, sum(t.cancelled)::int as cancelled, coalesce(sum(t.value), 0)::bigint as value
      from (
        select srs.specialist_id, srs.end_at - srs.start_at as length, srs.processing_end_at - srs.processing_start_at as pause,
          count(*) filter (where ${kept}) as services,
          count(*) filter (where r.status = 'no_llego' and not srs.is_cancelled) as no_shows,
          count(*) filter (where r.status = 'cancelado' or srs.is_cancelled) as cancelled,
          sum(srs.price) filter (where ${kept}) as value
        from service_reservation r join service_reservation_service srs on srs.service_reservation_id = r.id
        where ${reservationIn(f)} and ${reservationIn(f, 'srs')} and ${specialistOnly(f, sql`srs.specialist_id`)}
        group by 1, 2, 3) t
      group by t.specialist_id
    ), served as (
      select x.specialist_id, count(*)::int as clients from (
        select distinct srs.specialist_id, r.client_id
        from service_reservation r join service_reservation_service srs on srs.service_reservation_id = r.id
        where ${reservationIn(f)} and ${reservationIn(f, 'srs')} and ${specialistOnly(f, sql`srs.specialist_id`)}
          and ${kept} and r.client_id is not null) x
      group by x.specialist_id
    ), rated as (
      select x.specialist_id, round(avg(x.rating), 1)::float8 as rating from (
        select distinct q.id, srs.specialist_id, q.specialist_rating as rating
        from service_reservation r join qualification q on q.service_reservation_id = r.id
        join service_reservation_service srs on srs.service_reservation_id = r.id
          and (q.specialist_id is null or q.specialist_id = srs.specialist_id)
        where ${reservationIn(f)} and ${reservationIn(f, 'srs')} and q.specialist_rating is not null) x
      group by x.specialist_id
    )
    select ${specialistName('sp')} as specialist, b.services, coalesce(served.clients, 0) as clients, b.hours, b.no_shows,
      b.cancelled, b.value, rated.rating
    from booked b join specialist sp on sp.id = b.specialist_id left join served on served.specialist_id = b.specialist_id
    left join rated on rated.specialist_id = b.specialist_id`,
};

// How full the agenda was each day of the range: appointments, services, hours booked against
// the hours the active specialists were available (their weekly windows at the counted sites,
// minus their absences), and the occupancy between them.
export const appointmentSummary: ReportDefinition = {
  id: 'appointmentSummary',
  columns: [
    { key: 'date', label: 'Fecha', type: 'date' },
    { key: 'appointments', label: 'Citas', type: 'number', total: true },
    { key: 'services', label: 'Servicios', type: 'number', total: true },
    { key: 'no_shows', label: 'No llegó', type: 'number', total: true },
    { key: 'cancelled', label: 'Canceladas', type: 'number', total: true },
    { key: 'booked_hours', label: 'Horas reservadas', type: 'number', total: true },
    { key: 'available_hours', label: 'Horas disponibles', type: 'number', total: true },
    { key: 'occupancy', label: 'Ocupación', type: 'percent' },
  ],
  defaultSort: 'date',
  chart: { kind: 'line', x: 'date', series: ['occupancy'] },
  query: (f) => sql`
    with days as (
      select g::date as day from generate_series(${f.from}::date, ${f.to}::date, interval '1 day') g
    ), reservations as (
      select r.date as day, count(*) filter (where r.status not in ('cancelado', 'no_llego'))::int as appointments,
        count(*) filter (where r.status = 'no_llego')::int as no_shows,
        count(*) filter (where r.status = 'cancelado')::int as cancelled
      from service_reservation r where ${reservationIn(f)} group by r.date
    ), booked as (
      select r.date as day, count(*)::int as services, sum(${busyMinutesOfService}) as minutes
      from service_reservation r join service_reservation_service srs on srs.service_reservation_id = r.id
      where ${reservationIn(f)} and ${reservationIn(f, 'srs')} and ${kept} group by r.date
    ), available as (
      select d.day, sum(extract(epoch from (a.end_time - a.start_time)) / 60.0 - off.minutes) as minutes
      from days d join specialist_availability a on a.weekday = extract(dow from d.day)
        and a.subscriber_owner_company_id = ${f.companyId} and ${f.sites(sql`a.site_id`)}
      join specialist sp on sp.id = a.specialist_id and sp.is_active
      cross join lateral (
        select least(extract(epoch from (a.end_time - a.start_time)) / 60.0, coalesce(sum(
          case when ab.start_time is null then 1e9
          else greatest(0, extract(epoch from (least(a.end_time, ab.end_time) - greatest(a.start_time, ab.start_time))) / 60.0) end), 0)) as minutes
        from specialist_absence ab
        where ab.specialist_id = a.specialist_id and d.day between ab.date_start and ab.date_end) off
      group by d.day
    )
    select d.day::text as date, coalesce(r.appointments, 0) as appointments, coalesce(b.services, 0) as services,
      coalesce(r.no_shows, 0) as no_shows, coalesce(r.cancelled, 0) as cancelled,
      round(coalesce(b.minutes, 0) / 60.0, 1)::float8 as booked_hours,
      round(coalesce(a.minutes, 0) / 60.0, 1)::float8 as available_hours,
      ${percent(sql`coalesce(b.minutes, 0)`, sql`a.minutes`)} as occupancy
    from days d left join reservations r on r.day = d.day left join booked b on b.day = d.day
    left join available a on a.day = d.day`,
};
