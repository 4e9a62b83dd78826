import * as contracts from '@sari/contracts/calendar';
import { operation } from '../../access/operation';
import type { Feature } from '../feature';
import { bookFromWaitlist } from './book-from-waitlist';
import { bookReservation } from './book-reservation';
import { calendarEvents } from './calendar-events';
import { changeResource } from './change-resource';
import { clientPlans } from './client-plans';
import { findAvailability } from './find-availability';
import { waitlistMatches } from './find-waitlist-matches';
import { calendarKeptReads, reservationHooks } from './reservation-hooks';

export const calendarFeature: Feature = {
  name: 'calendar',
  operations: [
    operation(contracts.bookReservation, bookReservation),
    operation(contracts.findAvailability, findAvailability),
    operation(contracts.waitlistMatches, waitlistMatches),
    operation(contracts.bookFromWaitlist, bookFromWaitlist),
    operation(contracts.changeResource, changeResource),
    operation(contracts.clientPlans, clientPlans),
    // A stream stays open for as long as the calendar does: never inside a transaction.
    operation(contracts.calendarEvents, calendarEvents, { transaction: false }),
  ],
  hooks: reservationHooks,
  keptReads: calendarKeptReads,
};
