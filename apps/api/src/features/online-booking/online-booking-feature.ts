import * as contracts from '@sari/contracts/online-booking';
import * as visitors from '@sari/contracts/public-wallet';
import { type Attempt, publicOperation } from '../../access/operation';
import type { Feature } from '../feature';
import { bookingMailJobs } from './booking-mails';
import { bookingPage } from './booking-page';
import { cancelPublicBooking } from './cancel-public-booking';
import { publicBooking } from './get-public-booking';
import { qualificationPage } from './get-rating-page';
import { mailFallbackJobs } from './mail-fallback';
import { movePublicBooking } from './move-public-booking';
import { onlineBookingHooks } from './online-booking-hooks';
import { publicAvailability } from './public-availability';
import { bookingLimits, publicBook } from './public-book';
import { publicSignIn, signInJobs, signInLimits } from './public-sign-in';
import { publicSignInVerify } from './public-sign-in-verify';
import { publicWallet } from './public-wallet';
import { ratingJobs } from './qualifications';
import { rateVisit } from './rate-visit';
import { claimWaitlistOffer, waitlistJobs } from './waitlist-offers';

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
    // A client proving who she is by a code e-mailed to her (decision 056). The check runs
    // without a transaction: a wrong try stays counted.
    publicOperation(visitors.publicSignIn, publicSignIn, { limits: signInLimits }),
    publicOperation(visitors.publicSignInVerify, publicSignInVerify, {
      limits: perIp('sign-in-verify', 30, 600),
      transaction: false,
    }),
    publicOperation(visitors.publicWallet, publicWallet, { limits: perIp('wallet', 120, 600) }),
    publicOperation(contracts.qualificationPage, qualificationPage, { limits: perIp('rating', 120, 600) }),
    publicOperation(contracts.rateVisit, rateVisit, { limits: perIp('rate', 30, 600) }),
  ],
  hooks: onlineBookingHooks,
  jobs: (services) => ({
    ...bookingMailJobs(services),
    ...mailFallbackJobs(services),
    ...waitlistJobs(services),
    ...ratingJobs(services),
    ...signInJobs(services),
  }),
};
