import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition';
import { localDate, percent } from './parts';

// The messages to clients (issue 31, decision 059), per day and site, read from the log
// (client_message) and the reservations: what went out on that day, how far it got, the
// clients' "Confirmo" received that day, and the no-show rate of that day's visits with and
// without the client's confirmation.
//
// - Enviados: handed to the channel (an e-mail the SMTP server took, a WhatsApp message Meta
//   accepted), on the day it was written; Entregados and Leídos: those Meta reported so
//   (WhatsApp only); Fallidos: refused or reported failed, on either channel.
// - Confirmados: visits the client confirmed over WhatsApp, on the day she did.
// - The visits of the day whose outcome is known (she came, is being served or did not come;
//   or the day has passed at the site), cancelled ones left out; the no-show rate is those marked
//   "No llegó" among them, with the client's confirmation and without it.
export const appointmentMessages: ReportDefinition = {
  id: 'appointmentMessages',
  columns: [
    { key: 'date', label: 'Fecha', type: 'date' },
    { key: 'site', label: 'Sede', type: 'text' },
    { key: 'sent', label: 'Enviados', type: 'number', total: true },
    { key: 'delivered', label: 'Entregados', type: 'number', total: true },
    { key: 'read', label: 'Leídos', type: 'number', total: true },
    { key: 'failed', label: 'Fallidos', type: 'number', total: true },
    { key: 'confirmed', label: 'Confirmados', type: 'number', total: true },
    { key: 'visits_confirmed', label: 'Citas confirmadas', type: 'number', total: true },
    { key: 'no_show_confirmed', label: 'No llegó (confirmadas)', type: 'percent' },
    { key: 'visits_unconfirmed', label: 'Citas sin confirmar', type: 'number', total: true },
    { key: 'no_show_unconfirmed', label: 'No llegó (sin confirmar)', type: 'percent' },
  ],
  defaultSort: 'date',
  chart: { kind: 'line', x: 'date', series: ['sent', 'read', 'confirmed'] },
  query: (f) => sql`
    with messages as (
      select m.site_id, ${localDate(sql`m.queued_at`)} as day,
        count(*) filter (where m.sent_at is not null or m.provider_message_id is not null)::int as sent,
        count(*) filter (where m.delivered_at is not null)::int as delivered,
        count(*) filter (where m.read_at is not null)::int as read,
        count(*) filter (where m.status = 'failed')::int as failed
      from client_message m join site s on s.id = m.site_id
      where m.subscriber_owner_company_id = ${f.companyId} and ${f.instantIn(sql`m.site_id`, sql`m.queued_at`)}
      group by 1, 2
    ), confirmations as (
      select r.site_id, ${localDate(sql`r.client_confirmed_at`)} as day, count(*)::int as confirmed
      from service_reservation r join site s on s.id = r.site_id
      where r.subscriber_owner_company_id = ${f.companyId} and r.client_confirmed_at is not null
        and ${f.instantIn(sql`r.site_id`, sql`r.client_confirmed_at`)}
      group by 1, 2
    ), visits as (
      select r.site_id, r.date::text as day,
        count(*) filter (where r.client_confirmed_at is not null)::int as visits_confirmed,
        count(*) filter (where r.client_confirmed_at is not null and r.status = 'no_llego')::int as no_shows_confirmed,
        count(*) filter (where r.client_confirmed_at is null)::int as visits_unconfirmed,
        count(*) filter (where r.client_confirmed_at is null and r.status = 'no_llego')::int as no_shows_unconfirmed
      from service_reservation r join site s on s.id = r.site_id
      where r.subscriber_owner_company_id = ${f.companyId} and ${f.sites(sql`r.site_id`)}
        and r.date between ${f.from}::date and ${f.to}::date and r.status <> 'cancelado'
        and (r.status in ('cliente_llego', 'inicio_servicio', 'no_llego')
          or r.date < (sari_now() at time zone s.time_zone)::date)
      group by 1, 2
    ), days as (
      select site_id, day from messages union select site_id, day from confirmations
      union select site_id, day from visits
    )
    select d.day as date, s.name as site, coalesce(m.sent, 0) as sent, coalesce(m.delivered, 0) as delivered,
      coalesce(m.read, 0) as read, coalesce(m.failed, 0) as failed, coalesce(c.confirmed, 0) as confirmed,
      coalesce(v.visits_confirmed, 0) as visits_confirmed,
      ${percent(sql`v.no_shows_confirmed`, sql`v.visits_confirmed`)} as no_show_confirmed,
      coalesce(v.visits_unconfirmed, 0) as visits_unconfirmed,
      ${percent(sql`v.no_shows_unconfirmed`, sql`v.visits_unconfirmed`)} as no_show_unconfirmed
    from days d join site s on s.id = d.site_id
    left join messages m on m.site_id = d.site_id and m.day = d.day
    left join confirmations c on c.site_id = d.site_id and c.day = d.day
    left join visits v on v.site_id = d.site_id and v.day = d.day`,
};
