import type { bookFromWaitlist as bookContract } from '@sari/contracts/calendar';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { createItems } from '../../items/write';
import { ApiError, notFound } from '../../platform/errors';
import { siteWithClock } from '../../shared/site-clock';
import { getCollection } from '../../tenancy/meta';

type BookInput = z.output<(typeof bookContract)['input']>;

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
