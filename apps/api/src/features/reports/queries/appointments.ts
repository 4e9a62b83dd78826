import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition';
import { fullName, percent, rollupIn, specialistName, specialistOnly } from './parts';

// The appointment reports read the daily rollups of the reservations (daily-rollups.ts, decision
// 026): sys_report_appointment_day per client and sys_report_agenda_day per specialist and client.

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
  rollups: true,
  // Summed per client from the day's sums, the 50,000 names joined to the groups afterwards.
  query: (f) => sql`
    select coalesce(${fullName('c')}, 'Sin cliente') as client, a.appointments, a.attended, a.no_shows,
      a.cancelled, a.services, a.value, a.last_visit
    from (
      select r.client_id, sum(r.appointments)::int as appointments, sum(r.attended)::int as attended,
        sum(r.no_shows)::int as no_shows, sum(r.cancelled)::int as cancelled, sum(r.services)::int as services,
        sum(r.value)::bigint as value, (max(r.day) filter (where r.kept > 0))::text as last_visit
      from sys_report_appointment_day r
      where ${rollupIn(f)}
      group by r.client_id) a
    left join client c on c.id = a.client_id`,
};

// Each specialist's agenda in the range: services kept, clients, hours busy, no-shows,
// cancelled, value, and the clients' average rating of their visits.
export const appointmentSpecialist: ReportDefinition = {
  id: 'appointmentSpecialist',
  columns: [
    { key: 'specialist', label: 'Especialista', type: 'text' },
    { key: 'services', label: 'Servicios', type: 'number', total: true },
    { key: 'clients', label: 'Clientes', type: 'number' },
    { key: 'hours', label: 'Horas ocupadas', type: 'hours', total: true },
    { key: 'no_shows', label: 'No llegó', type: 'number', total: true },
    { key: 'cancelled', label: 'Canceladas', type: 'number', total: true },
    { key: 'value', label: 'Valor', type: 'money', total: true },
    { key: 'rating', label: 'Calificación', type: 'number' },
  ],
  defaultSort: '-services',
  rollups: true,
  chart: { kind: 'bar', x: 'specialist', series: ['hours'] },
  // The day's sums per specialist and client: summed per specialist, and a specialist's clients
  // are the distinct clients of the rows with a kept service (distinct clients do not add up over
  // days; grouping the year's pairs with every sum took twice as long). The rating is the average
  // of the ratings of the specialist (each counted once per reservation).
  query: (f) => sql`
    with booked as (
      select r.specialist_id, sum(r.services)::int as services, round(sum(r.minutes) / 60.0, 4)::float8 as hours,
        sum(r.no_shows)::int as no_shows, sum(r.cancelled)::int as cancelled, sum(r.value)::bigint as value,
        round(sum(r.rating_sum)::numeric / nullif(sum(r.ratings), 0), 1)::float8 as rating
      from sys_report_agenda_day r
      where ${rollupIn(f)} and ${specialistOnly(f, sql`r.specialist_id`)}
      group by r.specialist_id
    ), served as (
      select x.specialist_id, count(*)::int as clients from (
        select distinct r.specialist_id, r.client_id from sys_report_agenda_day r
        where ${rollupIn(f)} and ${specialistOnly(f, sql`r.specialist_id`)} and r.services > 0 and r.client_id is not null) x
      group by x.specialist_id
    )
    select ${specialistName('sp')} as specialist, b.services, coalesce(s.clients, 0) as clients, b.hours, b.no_shows,
      b.cancelled, b.value, b.rating
    from booked b join specialist sp on sp.id = b.specialist_id left join served s on s.specialist_id = b.specialist_id`,
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
    { key: 'booked_hours', label: 'Horas reservadas', type: 'hours', total: true },
    { key: 'available_hours', label: 'Horas disponibles', type: 'hours', total: true },
    { key: 'occupancy', label: 'Ocupación', type: 'percent' },
  ],
  defaultSort: 'date',
  rollups: true,
  chart: { kind: 'line', x: 'date', series: ['occupancy'] },
  query: (f) => sql`
    with days as (
      select g::date as day from generate_series(${f.from}::date, ${f.to}::date, interval '1 day') g
    ), reservations as (
      select r.day, sum(r.kept)::int as appointments, sum(r.services)::int as services,
        sum(r.no_shows)::int as no_shows, sum(r.cancelled)::int as cancelled
      from sys_report_appointment_day r where ${rollupIn(f)} group by r.day
    ), booked as (
      select r.day, sum(r.minutes) as minutes from sys_report_agenda_day r where ${rollupIn(f)} group by r.day
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
    select d.day::text as date, coalesce(r.appointments, 0) as appointments, coalesce(r.services, 0) as services,
      coalesce(r.no_shows, 0) as no_shows, coalesce(r.cancelled, 0) as cancelled,
      round(coalesce(b.minutes, 0) / 60.0, 4)::float8 as booked_hours,
      round(coalesce(a.minutes, 0) / 60.0, 4)::float8 as available_hours,
      ${percent(sql`coalesce(b.minutes, 0)`, sql`a.minutes`)} as occupancy
    from days d left join reservations r on r.day = d.day left join booked b on b.day = d.day
    left join available a on a.day = d.day`,
};
