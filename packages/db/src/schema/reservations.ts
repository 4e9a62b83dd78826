import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { moneyMovement } from './cash';
import { client } from './clients';
import { companyId, id, money } from './columns';
import { site } from './company';
import { product } from './products';
import { clientDeposit } from './sales';
import { service } from './services';
import { specialist } from './specialists';
import { sariUser } from './users';
import { walletInstrument } from './wallet';

export const RESERVATION_STATUSES = [
  'confirmada',
  'cliente_llego',
  'inicio_servicio',
  'no_llego',
  'cancelado',
] as const;

export const serviceReservation = pgTable(
  'service_reservation',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    site_id: integer('site_id')
      .notNull()
      .references(() => site.id),
    client_id: integer('client_id').references(() => client.id),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('confirmada'),
    is_online: boolean('is_online').notNull().default(false),
    notes: text('notes'),
    cancel_reason: text('cancel_reason'),
    sari_user_id: integer('sari_user_id').references(() => sariUser.id, { onDelete: 'set null' }),
    // The occurrences of one recurring booking share it.
    series_id: uuid('series_id'),
    // Charged at checkout: the calendar shows it paid.
    is_paid: boolean('is_paid').notNull().default(false),
    // Booked online with services that ask for a deposit: what the client owes before the visit
    // (settled at the salon as an advance payment; no card is charged online).
    online_deposit: money('online_deposit').notNull().default(0),
    // Booked online: when the visitor accepted the processing of their personal data (Ley 1581
    // de 2012) and the business's policy they accepted (its address at that moment).
    privacy_consent_at: timestamp('privacy_consent_at', { withTimezone: true, mode: 'string' }),
    privacy_policy_url: text('privacy_policy_url'),
    // The client answered "Confirmo" to the reminder (WhatsApp; decision 054).
    client_confirmed_at: timestamp('client_confirmed_at', { withTimezone: true, mode: 'string' }),
    date_created: timestamp('date_created', { withTimezone: true, mode: 'string' })
      .notNull()
      .default(sql`sari_now()`),
    date_updated: timestamp('date_updated', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    check(
      'service_reservation_status_chk',
      sql`${t.status} in ('confirmada', 'cliente_llego', 'inicio_servicio', 'no_llego', 'cancelado')`,
    ),
    index('service_reservation_company_site_date_idx').on(t.subscriber_owner_company_id, t.site_id, t.date),
    index('service_reservation_client_idx').on(t.client_id, t.date),
  ],
);

// The parts of a booked service that keep its specialist busy (all of it, or the active and
// finishing parts around a processing gap): what the no-overlap constraint compares.
const tsmultirange = customType<{ data: string }>({ dataType: () => 'tsmultirange' });

// One service of a reservation. start_at/end_at (wall-clock at the site), the processing gap
// and the site are derived by the server; the no-overlap exclusion constraint (custom
// migration 0008) compares `busy`.
export const serviceReservationService = pgTable(
  'service_reservation_service',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    service_reservation_id: integer('service_reservation_id')
      .notNull()
      .references(() => serviceReservation.id, { onDelete: 'cascade' }),
    service_id: integer('service_id')
      .notNull()
      .references(() => service.id),
    specialist_id: integer('specialist_id')
      .notNull()
      .references(() => specialist.id),
    // The reservation's site, kept here so the calendar's day read is one index range.
    site_id: integer('site_id').references(() => site.id),
    date: date('date', { mode: 'string' }),
    service_time: time('service_time').notNull(),
    duration: integer('duration'),
    start_at: timestamp('start_at', { mode: 'string' }),
    end_at: timestamp('end_at', { mode: 'string' }),
    processing_start_at: timestamp('processing_start_at', { mode: 'string' }),
    processing_end_at: timestamp('processing_end_at', { mode: 'string' }),
    busy: tsmultirange('busy').generatedAlwaysAs(
      sql`case when processing_start_at is null then tsmultirange(tsrange(start_at, end_at))
        else tsmultirange(tsrange(start_at, processing_start_at), tsrange(processing_end_at, end_at)) end`,
    ),
    price: money('price'),
    is_cancelled: boolean('is_cancelled').notNull().default(false),
    // The client's package this visit is booked to use (a client signed in on the public page
    // booked a covered service; decision 056): a hint for the desk, no session is spent until
    // the checkout uses one.
    package_instrument_id: integer('package_instrument_id').references(
      (): AnyPgColumn => walletInstrument.id,
    ),
  },
  (t) => [
    check(
      'service_reservation_service_range_chk',
      sql`${t.start_at} is not null and ${t.end_at} is not null and ${t.start_at} < ${t.end_at}`,
    ),
    index('service_reservation_service_specialist_date_idx').on(t.specialist_id, t.date),
    index('service_reservation_service_company_date_idx').on(t.subscriber_owner_company_id, t.date),
    index('service_reservation_service_site_date_idx').on(t.subscriber_owner_company_id, t.site_id, t.date),
    index('service_reservation_service_reservation_idx').on(t.service_reservation_id),
    index('service_reservation_service_service_idx').on(t.service_id),
    index('service_reservation_service_package_idx').on(t.package_instrument_id),
  ],
);

export const serviceReservationServiceProduct = pgTable(
  'service_reservation_service_product',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    service_reservation_service_id: integer('service_reservation_service_id')
      .notNull()
      .references(() => serviceReservationService.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => product.id),
    amount: integer('amount').notNull().default(1),
  },
  (t) => [
    check('srs_product_amount_chk', sql`${t.amount} > 0`),
    index('srs_product_parent_idx').on(t.service_reservation_service_id),
    index('srs_product_product_idx').on(t.product_id),
    index('srs_product_company_idx').on(t.subscriber_owner_company_id),
  ],
);

export const advancePayment = pgTable(
  'advance_payment',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    service_reservation_id: integer('service_reservation_id')
      .notNull()
      .references(() => serviceReservation.id, { onDelete: 'cascade' }),
    client_id: integer('client_id').references(() => client.id),
    site_id: integer('site_id').references(() => site.id),
    advance_payment: money('advance_payment').notNull(),
    money_movement_id: integer('money_movement_id').references(() => moneyMovement.id),
    // A gift card paid it at booking time on the public page (no drawer money; decision 056).
    wallet_instrument_id: integer('wallet_instrument_id').references((): AnyPgColumn => walletInstrument.id),
    // Given back when the reservation was cancelled unused: a card's to the card (decision 056);
    // money paid out of the site's drawer (`return_movement_id`) or moved to the client's balance
    // (`client_deposit_id`) at the desk (decision 067). Set once; one way at most.
    returned_at: timestamp('returned_at', { withTimezone: true, mode: 'string' }),
    return_movement_id: integer('return_movement_id').references((): AnyPgColumn => moneyMovement.id),
    client_deposit_id: integer('client_deposit_id').references((): AnyPgColumn => clientDeposit.id),
    is_used: boolean('is_used').notNull().default(false),
    date_created: timestamp('date_created', { withTimezone: true, mode: 'string' })
      .notNull()
      .default(sql`sari_now()`),
  },
  (t) => [
    check('advance_payment_amount_chk', sql`${t.advance_payment} > 0`),
    check(
      'advance_payment_return_chk',
      sql`(${t.return_movement_id} is null or ${t.client_deposit_id} is null)
        and (${t.returned_at} is not null or (${t.return_movement_id} is null and ${t.client_deposit_id} is null))`,
    ),
    index('advance_payment_reservation_idx').on(t.service_reservation_id),
    index('advance_payment_company_client_idx').on(t.subscriber_owner_company_id, t.client_id),
    index('advance_payment_instrument_idx').on(t.wallet_instrument_id),
    index('advance_payment_return_movement_idx').on(t.return_movement_id),
    index('advance_payment_client_deposit_idx').on(t.client_deposit_id),
  ],
);

export const WAITLIST_STATUSES = ['esperando', 'reservado', 'cancelado'] as const;

// A client waiting for a service at a site: a specialist or any, a range of days and a time
// window. Booked from the calendar when a slot frees.
export const waitlistEntry = pgTable(
  'waitlist_entry',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    site_id: integer('site_id')
      .notNull()
      .references(() => site.id),
    client_id: integer('client_id')
      .notNull()
      .references(() => client.id),
    service_id: integer('service_id')
      .notNull()
      .references(() => service.id),
    specialist_id: integer('specialist_id').references(() => specialist.id),
    date_from: date('date_from', { mode: 'string' }).notNull(),
    date_to: date('date_to', { mode: 'string' }).notNull(),
    time_from: time('time_from').notNull().default('07:00'),
    time_to: time('time_to').notNull().default('23:59'),
    notes: text('notes'),
    status: text('status').notNull().default('esperando'),
    service_reservation_id: integer('service_reservation_id').references(() => serviceReservation.id, {
      onDelete: 'set null',
    }),
    // A freed slot offered by e-mail; the first to claim it gets it.
    offer_date: date('offer_date', { mode: 'string' }),
    offer_time: time('offer_time'),
    offer_specialist_id: integer('offer_specialist_id').references(() => specialist.id),
    offer_token: text('offer_token').unique(),
    offered_at: timestamp('offered_at', { withTimezone: true, mode: 'string' }),
    sari_user_id: integer('sari_user_id').references(() => sariUser.id, { onDelete: 'set null' }),
    date_created: timestamp('date_created', { withTimezone: true, mode: 'string' })
      .notNull()
      .default(sql`sari_now()`),
  },
  (t) => [
    check('waitlist_entry_status_chk', sql`${t.status} in ('esperando', 'reservado', 'cancelado')`),
    check('waitlist_entry_dates_chk', sql`${t.date_from} <= ${t.date_to}`),
    check('waitlist_entry_order_chk', sql`${t.time_from} < ${t.time_to}`),
    index('waitlist_entry_site_idx').on(t.subscriber_owner_company_id, t.site_id, t.status, t.date_from),
    index('waitlist_entry_client_idx').on(t.client_id),
    index('waitlist_entry_service_idx').on(t.service_id),
    index('waitlist_entry_specialist_idx').on(t.specialist_id),
    index('waitlist_entry_reservation_idx').on(t.service_reservation_id),
  ],
);
