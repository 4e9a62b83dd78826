import * as contracts from '@sari/contracts/online-booking';
import { type Attempt, publicOperation } from '../../access/operation';
import type { Row } from '../../items/hooks';
import type { RequestContext } from '../../tenancy/context';
import { onceWritten, type ReservationTable } from '../calendar/written-reservations';
import type { Feature } from '../feature';
import { bookingMailJobs, planReminders } from './booking-mails';
import { bookingPage } from './booking-page';
import { cancelPublicBooking } from './cancel-public-booking';
import { publicBooking } from './get-public-booking';
import { qualificationPage } from './get-rating-page';
import { movePublicBooking } from './move-public-booking';
import { publicAvailability } from './public-availability';
import { bookingLimits, publicBook } from './public-book';
import { ratingJobs } from './qualifications';
import { rateVisit } from './rate-visit';
import { claimWaitlistOffer, offerFreedTimes, waitlistJobs } from './waitlist-offers';

// Every public page is limited per address: a person clicks, a script is slowed down (and a
// link's token cannot be guessed by trying).
const perIp =
  (name: string, max: number, windowSeconds: number) =>
  (_input: unknown, who: { ip: string }): Attempt[] => [
    {
      key: `public-${name}:ip:${who.ip}`,
      limit: { max, windowSeconds },
      message: 'Demasiadas consultas seguidas desde esta conexión. Espera un momento.',
    },
  ];

// A service moves in time or to someone else.
const PLACING = ['service_reservation_id', 'service_time', 'duration', 'service_id', 'specialist_id'];

// A written reservation, or a written service of one, plans the reservation's reminder once, at
// the end of the transaction (a reservation written with its services is planned once, as it ends up).
const planLater = (ctx: RequestContext, table: ReservationTable, ids: number[]) =>
  onceWritten(ctx, 'reminders', table, ids, (written) => planReminders(ctx, written));

const freesTime = (row: Row) => row.status === 'cancelado' || 'date' in row || 'site_id' in row;

// The public face of the salon: the online booking page and the links of its e-mails
// (manage a booking, claim a waitlist offer, rate a visit), and the messages behind them.
export const onlineBookingFeature: Feature = {
  name: 'online-booking',
  operations: [
    publicOperation(contracts.bookingPage, bookingPage, { limits: perIp('page', 300, 600) }),
    // Read only, three statements: no transaction around them (a time taken between the answer
    // and the booking is a 409 at booking anyway).
    publicOperation(contracts.publicAvailability, publicAvailability, {
      limits: perIp('availability', 600, 600),
      transaction: false,
    }),
    // Checked without a transaction; the booking opens its own (public-book.ts).
    // The public calendar writes wait their turn in one line (decision 029).
    publicOperation(contracts.publicBook, publicBook, {
      limits: bookingLimits,
      transaction: false,
      line: 'public-calendar',
    }),
    publicOperation(contracts.publicBooking, publicBooking, { limits: perIp('booking', 120, 600) }),
    publicOperation(contracts.cancelPublicBooking, cancelPublicBooking, {
      limits: perIp('booking-change', 30, 600),
      line: 'public-calendar',
    }),
    publicOperation(contracts.movePublicBooking, movePublicBooking, {
      limits: perIp('booking-change', 30, 600),
      line: 'public-calendar',
    }),
    publicOperation(contracts.claimWaitlistOffer, claimWaitlistOffer, {
      limits: perIp('waitlist', 30, 600),
      line: 'public-calendar',
    }),
    publicOperation(contracts.qualificationPage, qualificationPage, { limits: perIp('rating', 120, 600) }),
    publicOperation(contracts.rateVisit, rateVisit, { limits: perIp('rate', 30, 600) }),
  ],
  // Whatever writes a reservation (the calendar, the items API, a public link) plans its
  // reminder; whatever frees a time offers it to the waitlist.
  hooks: {
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
  },
  jobs: (services) => ({ ...bookingMailJobs(services), ...waitlistJobs(services), ...ratingJobs(services) }),
};
