import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { client } from './clients';
import { companyId, id, money } from './columns';
import { site } from './company';
import { membershipPlan } from './memberships';
import { advancePayment } from './reservations';
import { historyPayment, historyPaymentDetail, saleRefund } from './sales';
import { service } from './services';
import { sessionPackage } from './session-packages';
import { sariUser } from './users';

const created = () =>
  timestamp('date_created', { withTimezone: true, mode: 'string' }).notNull().default(sql`sari_now()`);

// One prepaid thing a client holds (decision 050): a gift card today; a session package or a
// membership period later. What is left of it is never stored: it is the sum of its entries.
export const walletInstrument = pgTable(
  'wallet_instrument',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    kind: text('kind').notNull(),
    // pesos (gift card) or sessions (package); what every entry's units count.
    unit: text('unit').notNull(),
    // Where it was sold; it is spent at any of the company's sites.
    site_id: integer('site_id')
      .notNull()
      .references(() => site.id),
    // Whose wallet it is: the buyer, when the sale had a client; a gift card may have none.
    client_id: integer('client_id').references(() => client.id),
    // A gift card's code: unguessable, unique in the company (packages have none).
    code: text('code'),
    recipient_name: text('recipient_name'),
    recipient_email: text('recipient_email'),
    message: text('message'),
    initial_units: money('initial_units').notNull(),
    // The last day it can be spent (the selling site's calendar); null: it does not expire.
    expires_on: date('expires_on', { mode: 'string' }),
    // activa, or anulada when the sale that sold it was refunded.
    status: text('status').notNull().default('activa'),
    // The sale and its line that created it.
    history_payment_id: integer('history_payment_id')
      .notNull()
      .references(() => historyPayment.id),
    history_payment_detail_id: integer('history_payment_detail_id').references(() => historyPaymentDetail.id),
    // A package: the catalogue package it was sold as (what it covers is copied at the sale
    // into wallet_instrument_service, so a later change to the catalogue does not change it).
    session_package_id: integer('session_package_id').references(() => sessionPackage.id),
    // A membership period (decision 055): the plan it was sold as, its first day (expires_on is
    // its last) and, while paused, the day the pause began. Its percentages off are copied from
    // the plan at the sale, like a package's services: a later change does not change it.
    membership_plan_id: integer('membership_plan_id').references(() => membershipPlan.id),
    service_discount: integer('service_discount'),
    product_discount: integer('product_discount'),
    starts_on: date('starts_on', { mode: 'string' }),
    paused_on: date('paused_on', { mode: 'string' }),
    date_created: created(),
  },
  (t) => [
    check('wallet_instrument_kind_chk', sql`${t.kind} in ('gift_card', 'package', 'membership')`),
    check('wallet_instrument_unit_chk', sql`${t.unit} in ('pesos', 'sessions')`),
    check('wallet_instrument_status_chk', sql`${t.status} in ('activa', 'anulada', 'pausada', 'cancelada')`),
    // A membership period may include no service (a discount only): 0 units.
    check(
      'wallet_instrument_initial_chk',
      sql`${t.initial_units} > 0 or (${t.kind} = 'membership' and ${t.initial_units} = 0)`,
    ),
    unique('wallet_instrument_company_code_uq').on(t.subscriber_owner_company_id, t.code),
    index('wallet_instrument_client_idx').on(t.subscriber_owner_company_id, t.client_id),
    index('wallet_instrument_site_idx').on(t.site_id),
    index('wallet_instrument_payment_idx').on(t.history_payment_id),
    index('wallet_instrument_detail_idx').on(t.history_payment_detail_id),
    index('wallet_instrument_package_idx').on(t.session_package_id),
    index('wallet_instrument_membership_idx').on(t.membership_plan_id),
  ],
);

// The services a sold package covers (decision 051), copied from the catalogue at the sale.
export const walletInstrumentService = pgTable(
  'wallet_instrument_service',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    wallet_instrument_id: integer('wallet_instrument_id')
      .notNull()
      .references(() => walletInstrument.id),
    service_id: integer('service_id')
      .notNull()
      .references(() => service.id),
  },
  (t) => [
    unique('wallet_instrument_service_uq').on(t.wallet_instrument_id, t.service_id),
    index('wallet_instrument_service_service_idx').on(t.service_id),
    index('wallet_instrument_service_company_idx').on(t.subscriber_owner_company_id),
  ],
);

// One movement of an instrument's units, signed: issue (+, the sale that sold it; 0 for a
// membership period that includes no service, so that sale is in its history too, decision 067),
// redeem (-, the sale it paid), restore (+, a refund of that sale gives it back), void (-, the
// refund of the sale that sold it), extend (0 units: the owner moved its last day to
// `expires_on`, with the `reason`; decision 051). Rows are never updated or deleted.
export const walletEntry = pgTable(
  'wallet_entry',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    wallet_instrument_id: integer('wallet_instrument_id')
      .notNull()
      .references(() => walletInstrument.id),
    client_id: integer('client_id').references(() => client.id),
    kind: text('kind').notNull(),
    units: money('units').notNull(),
    // The sale that created (issue) or used (redeem) the units.
    history_payment_id: integer('history_payment_id').references(() => historyPayment.id),
    history_payment_detail_id: integer('history_payment_detail_id').references(() => historyPaymentDetail.id),
    // The refund that gave the units back (restore) or voided the instrument (void).
    sale_refund_id: integer('sale_refund_id').references(() => saleRefund.id),
    sari_user_id: integer('sari_user_id').references(() => sariUser.id, { onDelete: 'set null' }),
    // A gift card's pesos held as a reservation's advance at booking time (redeem) and given
    // back when the reservation was cancelled unused (restore; decision 056).
    advance_payment_id: integer('advance_payment_id').references((): AnyPgColumn => advancePayment.id, {
      onDelete: 'set null',
    }),
    // An extension: the new last day and why.
    expires_on: date('expires_on', { mode: 'string' }),
    reason: text('reason'),
    date_created: created(),
  },
  (t) => [
    check(
      'wallet_entry_kind_chk',
      sql`${t.kind} in ('issue', 'redeem', 'restore', 'void', 'extend', 'discount', 'pause', 'resume', 'cancel')`,
    ),
    check(
      'wallet_entry_sign_chk',
      sql`(${t.kind} in ('issue', 'restore') and ${t.units} > 0) or (${t.kind} in ('redeem', 'void') and ${t.units} < 0)
        or (${t.kind} = 'issue' and ${t.units} = 0 and ${t.history_payment_id} is not null)
        or (${t.kind} in ('extend', 'resume') and ${t.units} = 0 and ${t.expires_on} is not null and ${t.reason} is not null)
        or (${t.kind} in ('discount', 'pause', 'cancel') and ${t.units} = 0)`,
    ),
    index('wallet_entry_instrument_idx').on(t.wallet_instrument_id),
    index('wallet_entry_client_idx').on(t.subscriber_owner_company_id, t.client_id),
    // The prepaid reports read a company's entries by when they happened (issue 29).
    index('wallet_entry_company_created_idx').on(t.subscriber_owner_company_id, t.date_created),
    index('wallet_entry_payment_idx').on(t.history_payment_id),
    index('wallet_entry_detail_idx').on(t.history_payment_detail_id),
    index('wallet_entry_refund_idx').on(t.sale_refund_id),
    index('wallet_entry_user_idx').on(t.sari_user_id),
    index('wallet_entry_advance_idx').on(t.advance_payment_id),
  ],
);
