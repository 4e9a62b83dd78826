import type {
  bookFromWaitlist as bookContract,
  waitlistMatches as matchesContract,
} from '@sari/contracts/calendar';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { createItems } from '../../items/write';
import { ApiError, notFound } from '../../platform/errors';
import { siteWithClock } from '../../shared/site-clock';
import type { RequestContext } from '../../tenancy/context';
import { getCollection } from '../../tenancy/meta';

type MatchesInput = z.output<(typeof matchesContract)['input']>;
type BookInput = z.output<(typeof bookContract)['input']>;

// Waiting clients whose day range holds the date, whose specialist (if any) is the one freed,
// and whose service fits the freed time inside their own time window. Oldest wish first.
export async function waitlistMatches(ctx: RequestContext, input: MatchesInput) {
  await siteWithClock(ctx, input.site_id);
  const specialist = input.specialist_id ?? null;
  return ctx.db.rows<{
    id: number;
    client_id: number;
    client_name: string;
    phone: string | null;
    email: string | null;
    service_id: number;
    service_name: string;
    duration: number;
    specialist_id: number | null;
    time_from: string;
    notes: string | null;
  }>(
    sql`select w.id, w.client_id, trim(concat_ws(' ', c.first_name, c.last_name)) as client_name, c.phone, c.email,
          w.service_id, s.name as service_name, s.duration, w.specialist_id, to_char(w.time_from, 'HH24:MI') as time_from, w.notes
        from waitlist_entry w
        join client c on c.id = w.client_id
        join service s on s.id = w.service_id
        where ${inScope(ctx, 'waitlist_entry', 'w')} and w.site_id = ${input.site_id} and w.status = 'esperando'
          and ${input.date}::date between w.date_from and w.date_to
          and (w.specialist_id is null or ${specialist}::int is null or w.specialist_id = ${specialist}::int)
          and greatest(${input.start}::time, w.time_from) + make_interval(mins => s.duration)
              <= least(${input.end}::time, w.time_to)
        order by w.date_created, w.id
        limit 20`,
    ctx.tx,
  );
}

// One click: the waiting client gets the slot (placed and checked like any booking) and the
// wish is marked booked. Two receptionists clicking at once: the first wins, the second is told.
export async function bookFromWaitlist(ctx: OperationContext, input: BookInput) {
  const [entry] = await ctx.db.rows<{
    site_id: number;
    client_id: number;
    service_id: number;
    status: string;
  }>(
    sql`select site_id, client_id, service_id, status from waitlist_entry w
        where w.id = ${input.id} and ${inScope(ctx, 'waitlist_entry', 'w')} for update`,
    ctx.tx,
  );
  if (!entry) {
    throw notFound('La solicitud de la lista de espera no existe o no tienes acceso a ella.');
  }
  if (entry.status !== 'esperando') {
    throw new ApiError('CONFLICT', 'Esta solicitud de la lista de espera ya se atendió o se canceló.');
  }
  await siteWithClock(ctx, entry.site_id);
  const [reservationId] = await createItems(ctx, getCollection('service_reservation')!, [
    {
      site_id: entry.site_id,
      client_id: entry.client_id,
      date: input.date,
      notes: 'Desde la lista de espera',
      service_reservation_service: [
        { service_id: entry.service_id, specialist_id: input.specialist_id, service_time: input.time },
      ],
    },
  ]);
  await ctx.db.rows(
    sql`update waitlist_entry set status = 'reservado', service_reservation_id = ${reservationId} where id = ${input.id}`,
    ctx.tx,
  );
  return { reservation_id: reservationId };
}
