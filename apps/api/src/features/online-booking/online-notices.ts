import { sql } from 'drizzle-orm';
import type { PublicContext } from '../../access/operation';
import { type ReservationDetails, spanishDay, spanishTime } from './reservation-details';

export type OnlineEvent = 'booked' | 'moved' | 'cancelled';

const KIND: Record<OnlineEvent, string> = {
  booked: 'reserva_en_linea',
  moved: 'reserva_movida',
  cancelled: 'reserva_cancelada',
};

const TITLE: Record<OnlineEvent, string> = {
  booked: 'Nueva reserva en línea',
  moved: 'Reserva cambiada en línea',
  cancelled: 'Reserva cancelada en línea',
};

// What a visitor did from the public page or her booking's link, as a notice in the bell of the
// reservation's company and site, written in the same transaction as the change (a refused or
// rolled-back change leaves none). It links to the calendar's day with the reservation open.
export async function noticeOnlineChange(
  ctx: PublicContext,
  details: ReservationDetails,
  event: OnlineEvent,
) {
  const services = details.services.map((service) => `${service.name} con ${service.specialist}`).join(', ');
  const when = `${spanishDay(details.date)}, ${spanishTime(details.start || '00:00')}`;
  const body = [`${details.client_name || 'Cliente'} · ${when} · ${details.site}`, services]
    .filter(Boolean)
    .join('\n');
  await ctx.db.rows(
    sql`insert into notification (subscriber_owner_company_id, site_id, kind, title, body, link)
        values (${details.company_id}, ${details.site_id}, ${KIND[event]}, ${TITLE[event]}, ${body},
          ${`/calendar?date=${details.date}&reservation=${details.id}`})`,
    ctx.tx,
  );
}
