import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { cashDrawerSession, moneyMovement } from './cash';
import { client } from './clients';
import { companyId, id, money } from './columns';
import { site } from './company';
import { product } from './products';
import { discountPromotion } from './promotions';
import { serviceReservation, serviceReservationService } from './reservations';
import { service } from './services';
import { specialist } from './specialists';
import { sariUser } from './users';

const created = () =>
  timestamp('date_created', { withTimezone: true, mode: 'string' }).notNull().default(sql`sari_now()`);

export const paymentMethod = pgTable(
  'payment_method',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('payment_method_company_code_uq').on(t.subscriber_owner_company_id, t.code)],
);

// A sale or the charge of a reservation.
export const historyPayment = pgTable(
  'history_payment',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    site_id: integer('site_id')
      .notNull()
      .references(() => site.id),
    client_id: integer('client_id').references(() => client.id),
    service_reservation_id: integer('service_reservation_id').references(() => serviceReservation.id),
    sale_method: text('sale_method').notNull().default('venta'),
    cart_type: text('cart_type').notNull().default('service'),
    subtotal: money('subtotal').notNull().default(0),
    discount_total: money('discount_total').notNull().default(0),
    total: money('total').notNull().default(0),
    amount_paid: money('amount_paid').notNull().default(0),
    status: text('status').notNull().default('pagado'),
    // Cash handed back over the amount due (the cash movement is net of it).
    change_given: money('change_given').notNull().default(0),
    // What refunds took back from this sale so far.
    refunded_total: money('refunded_total').notNull().default(0),
    cash_drawer_session_id: integer('cash_drawer_session_id').references(() => cashDrawerSession.id),
    sari_user_id: integer('sari_user_id').references(() => sariUser.id, { onDelete: 'set null' }),
    notes: text('notes'),
    date_created: created(),
  },
  (t) => [
    check('history_payment_cart_type_chk', sql`${t.cart_type} in ('service', 'product')`),
    check('history_payment_status_chk', sql`${t.status} in ('pendiente', 'pagado', 'parcial', 'anulado')`),
    index('history_payment_company_site_date_idx').on(
      t.subscriber_owner_company_id,
      t.site_id,
      t.date_created,
    ),
    index('history_payment_company_date_idx').on(t.subscriber_owner_company_id, t.date_created),
    index('history_payment_client_idx').on(t.client_id),
    index('history_payment_reservation_idx').on(t.service_reservation_id),
  ],
);

// Cart lines of a sale.
export const historyPaymentDetail = pgTable(
  'history_payment_detail',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    history_payment_id: integer('history_payment_id')
      .notNull()
      .references(() => historyPayment.id, { onDelete: 'cascade' }),
    line_type: text('line_type').notNull(),
    service_id: integer('service_id').references(() => service.id),
    product_id: integer('product_id').references(() => product.id),
    specialist_id: integer('specialist_id').references(() => specialist.id),
    service_reservation_service_id: integer('service_reservation_service_id').references(
      () => serviceReservationService.id,
      { onDelete: 'set null' },
    ),
    amount: integer('amount').notNull().default(1),
    unit_price: money('unit_price').notNull(),
    price_change_amount: money('price_change_amount'),
    discount_total: money('discount_total').notNull().default(0),
    total: money('total').notNull(),
    commission: integer('commission'),
    commission_type: text('commission_type'),
    // A service paid with a session of a package (decision 051): which of its sessions this
    // was ("Plan: 3 de 10"); the redeem entry of wallet_entry names the package.
    package_session: integer('package_session'),
    // What a membership's percentage took off this line (decision 055), after its promotions;
    // the membership period is the line's `discount` entry in wallet_entry.
    membership_discount: money('membership_discount'),
  },
  (t) => [
    check(
      'history_payment_detail_type_chk',
      sql`${t.line_type} in ('service', 'product', 'gift_card', 'package', 'membership')`,
    ),
    check(
      'history_payment_detail_package_session_chk',
      sql`${t.package_session} is null or ${t.package_session} > 0`,
    ),
    check(
      'history_payment_detail_commission_type_chk',
      sql`${t.commission_type} is null or ${t.commission_type} in ('%', 'fixed')`,
    ),
    index('history_payment_detail_payment_idx').on(t.history_payment_id),
    index('history_payment_detail_specialist_idx').on(t.specialist_id),
    index('history_payment_detail_company_idx').on(t.subscriber_owner_company_id),
    index('history_payment_detail_service_idx').on(t.service_id),
    index('history_payment_detail_product_idx').on(t.product_id),
    index('history_payment_detail_srs_idx').on(t.service_reservation_service_id),
  ],
);

export const historyPaymentDetailPromotion = pgTable(
  'history_payment_detail_promotion',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    history_payment_detail_id: integer('history_payment_detail_id')
      .notNull()
      .references(() => historyPaymentDetail.id, { onDelete: 'cascade' }),
    discount_promotion_id: integer('discount_promotion_id')
      .notNull()
      .references(() => discountPromotion.id),
    discount_value_applied: money('discount_value_applied').notNull(),
  },
  (t) => [
    index('hpd_promotion_detail_idx').on(t.history_payment_detail_id),
    index('hpd_promotion_promotion_idx').on(t.discount_promotion_id),
    index('hpd_promotion_company_idx').on(t.subscriber_owner_company_id),
  ],
);

export const historyPaymentMethod = pgTable(
  'history_payment_method',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    history_payment_id: integer('history_payment_id')
      .notNull()
      .references(() => historyPayment.id, { onDelete: 'cascade' }),
    money_movement_id: integer('money_movement_id')
      .notNull()
      .references(() => moneyMovement.id),
  },
  (t) => [
    index('history_payment_method_payment_idx').on(t.history_payment_id),
    index('history_payment_method_movement_idx').on(t.money_movement_id),
    index('history_payment_method_company_idx').on(t.subscriber_owner_company_id),
  ],
);

// tipo abono: the client left a balance; credito: the client owes.
export const historyPaymentDeposit = pgTable(
  'history_payment_deposit',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    history_payment_id: integer('history_payment_id')
      .notNull()
      .references(() => historyPayment.id, { onDelete: 'cascade' }),
    client_id: integer('client_id').references(() => client.id),
    tipo: text('tipo').notNull(),
    remaining_amount: money('remaining_amount').notNull().default(0),
    money_movement_id: integer('money_movement_id').references(() => moneyMovement.id),
  },
  (t) => [
    check('history_payment_deposit_tipo_chk', sql`${t.tipo} in ('credito', 'abono')`),
    check('history_payment_deposit_remaining_chk', sql`${t.remaining_amount} >= 0`),
    index('history_payment_deposit_client_idx').on(t.subscriber_owner_company_id, t.client_id),
    index('history_payment_deposit_payment_idx').on(t.history_payment_id),
  ],
);

export const clientDeposit = pgTable(
  'client_deposit',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    client_id: integer('client_id')
      .notNull()
      .references(() => client.id),
    site_id: integer('site_id').references(() => site.id),
    remaining_amount: money('remaining_amount').notNull().default(0),
    money_movement_id: integer('money_movement_id').references(() => moneyMovement.id),
    date_created: created(),
  },
  (t) => [
    check('client_deposit_remaining_chk', sql`${t.remaining_amount} >= 0`),
    index('client_deposit_client_idx').on(t.subscriber_owner_company_id, t.client_id),
  ],
);

export const depositCreditDetail = pgTable(
  'deposit_credit_detail',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    used_history_payment_id: integer('used_history_payment_id')
      .notNull()
      .references(() => historyPayment.id),
    origin_history_payment_deposit_id: integer('origin_history_payment_deposit_id').references(
      () => historyPaymentDeposit.id,
    ),
    origin_client_deposit_id: integer('origin_client_deposit_id').references(() => clientDeposit.id),
    amount: money('amount').notNull(),
    date_created: created(),
  },
  (t) => [
    check('deposit_credit_detail_amount_chk', sql`${t.amount} > 0`),
    // Each use draws on exactly one origin: a sale's abono/credito or a standalone deposit.
    check(
      'deposit_credit_detail_origin_chk',
      sql`num_nonnulls(${t.origin_history_payment_deposit_id}, ${t.origin_client_deposit_id}) = 1`,
    ),
    index('deposit_credit_detail_used_idx').on(t.used_history_payment_id),
    index('deposit_credit_detail_company_idx').on(t.subscriber_owner_company_id),
    index('deposit_credit_detail_origin_hpd_idx').on(t.origin_history_payment_deposit_id),
    index('deposit_credit_detail_origin_cd_idx').on(t.origin_client_deposit_id),
  ],
);

// A tip for a specialist on a sale: its own money movement, apart from revenue and commission.
export const historyPaymentTip = pgTable(
  'history_payment_tip',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    history_payment_id: integer('history_payment_id')
      .notNull()
      .references(() => historyPayment.id, { onDelete: 'cascade' }),
    specialist_id: integer('specialist_id')
      .notNull()
      .references(() => specialist.id),
    amount: money('amount').notNull(),
    money_movement_id: integer('money_movement_id').references(() => moneyMovement.id),
  },
  (t) => [
    check('history_payment_tip_amount_chk', sql`${t.amount} > 0`),
    index('history_payment_tip_payment_idx').on(t.history_payment_id),
    index('history_payment_tip_specialist_idx').on(t.specialist_id),
    index('history_payment_tip_company_idx').on(t.subscriber_owner_company_id),
  ],
);

// A void or refund of a sale (whole or some lines): a record of its own; nothing is deleted.
export const saleRefund = pgTable(
  'sale_refund',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    history_payment_id: integer('history_payment_id')
      .notNull()
      .references(() => historyPayment.id),
    site_id: integer('site_id')
      .notNull()
      .references(() => site.id),
    reason: text('reason').notNull(),
    total: money('total').notNull(),
    refund_to: text('refund_to').notNull(),
    sari_user_id: integer('sari_user_id').references(() => sariUser.id, { onDelete: 'set null' }),
    date_created: created(),
  },
  (t) => [
    check('sale_refund_to_chk', sql`${t.refund_to} in ('original', 'deposit')`),
    check('sale_refund_total_chk', sql`${t.total} >= 0`),
    index('sale_refund_payment_idx').on(t.history_payment_id),
    index('sale_refund_company_site_date_idx').on(t.subscriber_owner_company_id, t.site_id, t.date_created),
  ],
);

export const saleRefundLine = pgTable(
  'sale_refund_line',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    sale_refund_id: integer('sale_refund_id')
      .notNull()
      .references(() => saleRefund.id, { onDelete: 'cascade' }),
    history_payment_detail_id: integer('history_payment_detail_id')
      .notNull()
      .references(() => historyPaymentDetail.id),
    amount: integer('amount').notNull(),
    total: money('total').notNull(),
  },
  (t) => [
    check('sale_refund_line_amount_chk', sql`${t.amount} > 0`),
    index('sale_refund_line_refund_idx').on(t.sale_refund_id),
    index('sale_refund_line_detail_idx').on(t.history_payment_detail_id),
    index('sale_refund_line_company_idx').on(t.subscriber_owner_company_id),
  ],
);

// A payment of what a client owed (a sale's credito), with its money movement.
// How much of each part a sale was paid with (a method, the balance it drew as 'abono', the
// advance as 'anticipo', what was left owed as 'credito') one refund gave back: its shares, by the
// largest-remainder rule, written once so that every report reads the same split.
export const saleRefundShare = pgTable(
  'sale_refund_share',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    sale_refund_id: integer('sale_refund_id')
      .notNull()
      .references(() => saleRefund.id, { onDelete: 'cascade' }),
    history_payment_id: integer('history_payment_id')
      .notNull()
      .references(() => historyPayment.id),
    code: text('code').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    check('sale_refund_share_amount_chk', sql`${t.amount} > 0`),
    index('sale_refund_share_refund_idx').on(t.sale_refund_id),
    index('sale_refund_share_payment_idx').on(t.history_payment_id, t.code),
    index('sale_refund_share_company_idx').on(t.subscriber_owner_company_id),
  ],
);

export const creditPayment = pgTable(
  'credit_payment',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    history_payment_deposit_id: integer('history_payment_deposit_id')
      .notNull()
      .references(() => historyPaymentDeposit.id),
    money_movement_id: integer('money_movement_id').references(() => moneyMovement.id),
    amount: money('amount').notNull(),
    date_created: created(),
  },
  (t) => [
    check('credit_payment_amount_chk', sql`${t.amount} > 0`),
    index('credit_payment_deposit_idx').on(t.history_payment_deposit_id),
    index('credit_payment_movement_idx').on(t.money_movement_id),
    index('credit_payment_company_idx').on(t.subscriber_owner_company_id),
  ],
);
