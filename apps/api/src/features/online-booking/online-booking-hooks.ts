import type { HooksByCollection, Row } from '../../items/hooks';
import type { RequestContext } from '../../tenancy/context';
import { onceWritten, type ReservationTable } from '../calendar/written-reservations';
import { planReminders } from './booking-mails';
import { offerFreedTimes } from './waitlist-offers';

// A service moves in time or to someone else.
const PLACING = ['service_reservation_id', 'service_time', 'duration', 'service_id', 'specialist_id'];

// A written reservation, or a written service of one, plans the reservation's reminder once, at
// the end of the transaction (a reservation written with its services is planned once, as it ends up).
const planLater = (ctx: RequestContext, table: ReservationTable, ids: number[]) =>
  onceWritten(ctx, 'reminders', table, ids, (written) => planReminders(ctx, written));

const freesTime = (row: Row) => row.status === 'cancelado' || 'date' in row || 'site_id' in row;

// Whatever writes a reservation (the calendar, the items API, a public link) plans its
// reminder; whatever frees a time offers it to the waitlist.
export const onlineBookingHooks: HooksByCollection = {
  service_reservation: {
    beforeUpdate: async (ctx, id, row) => {
      if (freesTime(row)) {
        await offerFreedTimes(ctx, { reservations: [id] });
      }
    },
    beforeDelete: (ctx, ids) => offerFreedTimes(ctx, { reservations: ids }),
    afterWrite: (ctx, ids) => planLater(ctx, 'service_reservation', ids),
  },
  service_reservation_service: {
    beforeUpdate: async (ctx, id, row) => {
      if (PLACING.some((field) => field in row)) {
        await offerFreedTimes(ctx, { services: [id] });
      }
    },
    beforeDelete: (ctx, ids) => offerFreedTimes(ctx, { services: ids }),
    afterWrite: (ctx, ids) => planLater(ctx, 'service_reservation_service', ids),
  },
};
