import * as s from '../schema/index';
import type { CollectionDef, Module } from './types';

const MONEY_READERS: Module[] = ['cash_drawer', 'reports', 'clients'];

export const operationCollections = {
  service_reservation: {
    table: s.serviceReservation,
    module: 'calendar',
    site: 'site_id',
    readModules: ['sales', 'cash_drawer', 'reports', 'clients'],
    actorField: 'sari_user_id',
    readonlyFields: ['series_id', 'is_paid', 'online_deposit', 'privacy_consent_at', 'privacy_policy_url'],
  },
  service_reservation_service: {
    table: s.serviceReservationService,
    module: 'calendar',
    // Kept equal to the reservation's site by the server: the day read is one index range.
    site: 'site_id',
    readModules: ['sales', 'cash_drawer', 'reports', 'clients'],
    // A booked service stays in its reservation (its sale, its day, its site).
    createOnlyFields: ['service_reservation_id'],
    readonlyFields: [
      'site_id',
      'date',
      'start_at',
      'end_at',
      'processing_start_at',
      'processing_end_at',
      'is_cancelled',
      // Set by the public booking of a signed-in client (decision 056).
      'package_instrument_id',
    ],
    hidden: ['busy'],
    o2m: {
      resources: {
        collection: 'service_reservation_service_resource',
        field: 'service_reservation_service_id',
      },
    },
  },
  // The resources a booked service holds (decision 053): the calendar picks them, or a
  // receptionist names one; the rest is copied from the service by the database.
  service_reservation_service_resource: {
    table: s.serviceReservationServiceResource,
    module: 'calendar',
    site: 'site_id',
    readModules: ['sales', 'cash_drawer', 'reports', 'clients'],
    // Another resource is another hold: the old one is deleted, the new one checked.
    createOnlyFields: ['service_reservation_service_id', 'resource_id'],
    readonlyFields: ['site_id', 'date', 'whole_duration', 'is_cancelled'],
    hidden: ['busy'],
  },
  service_reservation_service_product: {
    table: s.serviceReservationServiceProduct,
    module: 'calendar',
    site: 'service_reservation_service_id.service_reservation_id.site_id',
    readModules: ['sales', 'reports'],
    // What a booked service consumes leaves the shelf with its sale: it stays with that service.
    createOnlyFields: ['service_reservation_service_id'],
  },
  waitlist_entry: {
    table: s.waitlistEntry,
    module: 'calendar',
    site: 'site_id',
    readModules: ['clients'],
    actorField: 'sari_user_id',
    readonlyFields: [
      'service_reservation_id',
      'offer_date',
      'offer_time',
      'offer_specialist_id',
      'offered_at',
    ],
    hidden: ['offer_token'],
  },
  // The bell: every user who runs the agenda reads and marks its notices (of her sites);
  // managers read them through settings and reports.
  notification: {
    table: s.notification,
    module: 'calendar',
    site: 'site_id',
    readModules: ['settings', 'reports', 'clients'],
    readonlyFields: ['kind', 'title', 'body', 'link', 'site_id'],
  },
  // Every message to a client and its fate (decision 054): read like the reservations, written
  // only by the server's jobs and the WhatsApp webhook.
  client_message: {
    table: s.clientMessage,
    module: 'calendar',
    site: 'site_id',
    readonly: true,
    hidden: ['send_key'],
    readModules: ['clients', 'reports'],
  },
  advance_payment: {
    table: s.advancePayment,
    module: 'calendar',
    site: 'site_id',
    readonly: true,
    readModules: ['sales', 'cash_drawer', 'reports'],
  },
  qualification: {
    table: s.qualification,
    module: 'calendar',
    site: 'service_reservation_id.site_id',
    hidden: ['token'],
    readonly: true,
    readModules: ['reports', 'clients', 'specialists'],
  },
  history_payment: {
    table: s.historyPayment,
    module: 'sales',
    site: 'site_id',
    readonly: true,
    readModules: MONEY_READERS,
  },
  history_payment_detail: {
    table: s.historyPaymentDetail,
    module: 'sales',
    site: 'history_payment_id.site_id',
    readonly: true,
    readModules: MONEY_READERS,
  },
  history_payment_detail_promotion: {
    table: s.historyPaymentDetailPromotion,
    module: 'sales',
    site: 'history_payment_detail_id.history_payment_id.site_id',
    readonly: true,
    readModules: MONEY_READERS,
  },
  history_payment_method: {
    table: s.historyPaymentMethod,
    module: 'sales',
    site: 'history_payment_id.site_id',
    readonly: true,
    readModules: MONEY_READERS,
  },
  history_payment_deposit: {
    table: s.historyPaymentDeposit,
    module: 'sales',
    site: 'history_payment_id.site_id',
    readonly: true,
    readModules: MONEY_READERS,
  },
  history_payment_tip: {
    table: s.historyPaymentTip,
    module: 'sales',
    site: 'history_payment_id.site_id',
    readonly: true,
    readModules: MONEY_READERS,
  },
  sale_refund: {
    table: s.saleRefund,
    module: 'sales',
    site: 'site_id',
    readonly: true,
    readModules: MONEY_READERS,
  },
  sale_refund_line: {
    table: s.saleRefundLine,
    module: 'sales',
    site: 'sale_refund_id.site_id',
    readonly: true,
    readModules: MONEY_READERS,
  },
  sale_refund_share: {
    table: s.saleRefundShare,
    module: 'sales',
    site: 'sale_refund_id.site_id',
    readonly: true,
    readModules: MONEY_READERS,
  },
  credit_payment: {
    table: s.creditPayment,
    module: 'sales',
    site: 'history_payment_deposit_id.history_payment_id.site_id',
    readonly: true,
    readModules: MONEY_READERS,
  },
  client_deposit: {
    table: s.clientDeposit,
    module: 'sales',
    site: 'site_id',
    readonly: true,
    readModules: MONEY_READERS,
  },
  deposit_credit_detail: {
    table: s.depositCreditDetail,
    module: 'sales',
    site: 'used_history_payment_id.site_id',
    readonly: true,
    readModules: MONEY_READERS,
  },
  // The client wallet (decision 050): written only by the checkout and refunds. A gift card's
  // code is never read through items (it is its bearer's money); the wallet and the lookup by
  // code are domain operations.
  wallet_instrument: {
    table: s.walletInstrument,
    module: 'sales',
    site: 'site_id',
    readonly: true,
    readModules: MONEY_READERS,
    hidden: ['code'],
  },
  // The services a sold package covers, copied from the catalogue at the sale (decision 051).
  wallet_instrument_service: {
    table: s.walletInstrumentService,
    module: 'sales',
    site: 'wallet_instrument_id.site_id',
    readonly: true,
    readModules: MONEY_READERS,
  },
  wallet_entry: {
    table: s.walletEntry,
    module: 'sales',
    site: 'wallet_instrument_id.site_id',
    readonly: true,
    readModules: MONEY_READERS,
  },
  money_movement: {
    table: s.moneyMovement,
    module: 'cash_drawer',
    site: 'site_id',
    readonly: true,
    readModules: ['sales', 'reports', 'clients'],
  },
  cash_drawer_session: {
    table: s.cashDrawerSession,
    module: 'cash_drawer',
    site: 'site_id',
    readonly: true,
    readModules: ['reports'],
  },
  cash_drawer_count: {
    table: s.cashDrawerCount,
    module: 'cash_drawer',
    site: 'cash_drawer_session_id.site_id',
    readonly: true,
    readModules: ['reports'],
  },
  purchase_order: {
    table: s.purchaseOrder,
    module: 'shopping',
    site: 'site_id',
    actorField: 'sari_user_id',
    // Status, totals, reception and payments move only through the purchase operations.
    readonlyFields: ['status', 'total', 'paid_total', 'received_at'],
    readModules: ['products', 'reports'],
  },
  purchase_order_line: {
    table: s.purchaseOrderLine,
    module: 'shopping',
    site: 'purchase_order_id.site_id',
    readModules: ['products', 'reports'],
    readonlyFields: ['received_quantity'],
    // A line never changes order: the hooks check the status of the order it is in.
    createOnlyFields: ['purchase_order_id'],
  },
  sales_order: {
    table: s.salesOrder,
    module: 'sales',
    site: 'site_id',
    readModules: ['reports'],
    actorField: 'sari_user_id',
    // Status, total and the invoice move only through the sales order operations.
    readonlyFields: ['status', 'total', 'history_payment_id'],
  },
  sales_order_line: {
    table: s.salesOrderLine,
    module: 'sales',
    site: 'sales_order_id.site_id',
    readModules: ['reports'],
    readonlyFields: ['total', 'delivered_quantity'],
    createOnlyFields: ['sales_order_id'],
  },
  purchase_payment: {
    table: s.purchasePayment,
    module: 'shopping',
    site: 'purchase_order_id.site_id',
    readonly: true,
    readModules: ['reports'],
  },
  purchase_return: {
    table: s.purchaseReturn,
    module: 'shopping',
    site: 'purchase_order_id.site_id',
    readonly: true,
    readModules: ['products', 'reports'],
  },
  purchase_return_line: {
    table: s.purchaseReturnLine,
    module: 'shopping',
    site: 'purchase_return_id.purchase_order_id.site_id',
    readonly: true,
    readModules: ['products', 'reports'],
  },
  opportunity: {
    table: s.opportunity,
    module: 'sales',
    site: 'site_id',
    actorField: 'sari_user_id',
    readModules: ['clients', 'reports'],
  },
} satisfies Record<string, CollectionDef>;
