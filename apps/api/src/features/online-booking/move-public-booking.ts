import type { movePublicBooking as moveContract } from '@sari/contracts/online-booking';
import { checkBooking } from '@sari/domain/booking-check';
import { wallClock } from '@sari/domain/zoned-time';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PublicContext } from '../../access/operation';
import { updateItems } from '../../items/write';
import { getCollection } from '../../tenancy/meta';
import { loadCalendarData } from '../calendar/calendar-data';
import { linked, mailClient, refuseChange, view } from './booking-link';
import { noticeOnlineChange } from './online-notices';
import { reservationDetails } from './reservation-details';
import { visitorRefusal, visitorWriteRefusal } from './visitor-refusal';

type MoveInput = z.output<(typeof moveContract)['input']>;

// Same services, another day or time: each keeps its specialist when free, else any online
// specialist of the site takes it. The new time follows the online rules like a new booking.
export async function movePublicBooking(ctx: PublicContext, input: MoveInput) {
  const { details, rules, octx } = await linked(ctx, input.token);
  refuseChange(details, rules.cancel_hours, ctx.db.clock.now());
  const now = wallClock(details.time_zone, ctx.db.clock.now());
  const online = await ctx.db.rows<{ id: number }>(
    sql`select sp.id from specialist sp where sp.subscriber_owner_company_id = ${details.company_id}
          and sp.is_active and sp.online_booking
          and exists (select 1 from specialist_site ss where ss.specialist_id = sp.id and ss.site_id = ${details.site_id})`,
    ctx.tx,
  );
  const ownIds = details.services.map((service) => service.specialist_id);
  const data = await loadCalendarData(octx, {
    siteId: details.site_id,
    from: input.date,
    to: input.date,
    serviceIds: [...new Set(details.services.map((service) => service.service_id))],
    specialistIds: [...new Set([...ownIds, ...online.map((row) => row.id)])],
  });
  // The reservation's own time does not stand in its way.
  const own = new Set(details.services.map((service) => service.id));
  for (const specialist of data.specialists) {
    specialist.busy = specialist.busy.filter((part) => !own.has(Number(part.id)));
  }
  const window = {
    now: { date: now.date, time: now.time },
    minNoticeMinutes: rules.min_notice_minutes,
    maxDaysAhead: rules.max_days,
  };
  const attempt = (keep: boolean) =>
    checkBooking(data, {
      date: input.date,
      start: input.time,
      services: details.services.map((service) => ({
        serviceId: service.service_id,
        specialistId: keep ? service.specialist_id : null,
      })),
      ...window,
    });
  let check = attempt(true);
  if (
    !check.ok &&
    ['choque_con_reserva', 'especialista_ausente', 'fuera_de_disponibilidad'].includes(check.problem.code)
  ) {
    check = attempt(false);
  }
  if (!check.ok) {
    throw visitorRefusal(check.problem, 'Ese horario ya está ocupado. Elige otro, por favor.');
  }
  try {
    await updateItems(octx, getCollection('service_reservation')!, [
      {
        id: details.id,
        date: input.date,
        service_reservation_service: {
          update: check.booking.services.map((service, index) => ({
            id: details.services[index].id,
            service_time: service.start,
            specialist_id: service.specialistId,
          })),
        },
      },
    ]);
  } catch (error) {
    throw visitorWriteRefusal(error, 'Ese horario se acaba de ocupar. Elige otro, por favor.');
  }
  const after = (await reservationDetails(ctx.db, ctx.tx, details.id))!;
  await mailClient(ctx, after, 'moved');
  await noticeOnlineChange(ctx, after, 'moved');
  return view(after, rules.cancel_hours, ctx.db.clock.now());
}
