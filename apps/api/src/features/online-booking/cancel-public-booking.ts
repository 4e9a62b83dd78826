import type { PublicContext } from '../../access/operation';
import { updateItems } from '../../items/write';
import { ApiError } from '../../platform/errors';
import { getCollection } from '../../tenancy/meta';
import { heldSale } from '../calendar/paid-visit';
import { linked, mailClient, refuseChange, view } from './booking-link';
import { noticeOnlineChange } from './online-notices';
import { reservationDetails } from './reservation-details';

// Cancelled through the items engine, as the calendar would: the time is freed (and offered to
// the waitlist), open calendars hear of it, and the client gets a note.
export async function cancelPublicBooking(ctx: PublicContext, input: { token: string }) {
  const { details, rules, octx } = await linked(ctx, input.token);
  refuseChange(details, rules.cancel_hours, ctx.db.clock.now());
  // The client's words for the calendar's rule (the hook refuses it anyway, paid-visit.ts).
  const paid = await heldSale(octx, details.id);
  if (paid) {
    throw new ApiError(
      'CONFLICT',
      paid.held === 0 && paid.sessions === 0
        ? 'Esta cita ya está cobrada (quedó a crédito), así que no se cancela desde el enlace. Llama a la sede para cancelarla.'
        : `Esta cita ya está pagada, así que no se cancela desde el enlace. Llama a la sede para cancelarla y acordar la devolución de ${paid.held > 0 ? 'tu dinero' : 'tu sesión del plan'}.`,
      { reason: 'cita_pagada' },
    );
  }
  await updateItems(octx, getCollection('service_reservation')!, [
    {
      id: details.id,
      status: 'cancelado',
      cancel_reason: 'Cancelada por el cliente desde el enlace de su cita',
    },
  ]);
  const after = (await reservationDetails(ctx.db, ctx.tx, details.id))!;
  await mailClient(ctx, after, 'cancelled');
  await noticeOnlineChange(ctx, after, 'cancelled');
  return view(after, rules.cancel_hours, ctx.db.clock.now());
}
