import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { salesKeys } from './sales-keys';

type Named = { name: string; last_name?: string | null } | null;
export type SaleDetail = {
  id: number;
  date_created: string;
  status: string;
  subtotal: number;
  discount_total: number;
  total: number;
  amount_paid: number;
  change_given: number;
  refunded_total: number;
  notes: string | null;
  service_reservation_id: number | null;
  site_id: { name: string };
  client_id: { id: number; first_name: string; last_name: string | null } | null;
  sari_user_id: { first_name: string; last_name: string | null } | null;
  history_payment_detail: {
    id: number;
    line_type: 'service' | 'product' | 'gift_card' | 'package';
    amount: number;
    unit_price: number;
    price_change_amount: number | null;
    discount_total: number;
    total: number;
    commission: number | null;
    commission_type: string | null;
    service_id: Named;
    product_id: Named;
    specialist_id: Named;
    // A service a package paid: which of its sessions (decision 051); its redeem entry names the
    // package. A package line: the instrument it sold, with the catalogue package's name.
    package_session?: number | null;
    wallet_entry?: { kind: string; wallet_instrument_id: { initial_units: number } | null }[];
    wallet_instrument?: { initial_units: number; session_package_id: { name: string } | null }[];
  }[];
  history_payment_method: {
    id: number;
    money_movement_id: { payment_methods_name: string; amount: number };
  }[];
  history_payment_deposit: {
    id: number;
    tipo: string;
    remaining_amount: number;
    money_movement_id: { amount: number } | null;
  }[];
  history_payment_tip: { id: number; amount: number; specialist_id: Named }[];
  // The client's balance the sale drew: a payment line like the methods (decision 032).
  deposit_credit_detail: { id: number; amount: number }[];
  // The wallet's movements of the sale (decision 050): the gift cards it spent ('redeem'), sold,
  // gave back or voided.
  wallet_entry: { id: number; kind: 'issue' | 'redeem' | 'restore' | 'void'; units: number }[];
};

export type RefundRow = {
  id: number;
  date_created: string;
  reason: string;
  total: number;
  refund_to: string;
  sale_refund_line: { history_payment_detail_id: number; amount: number }[];
};

// One sale whole: lines, payments, balances left, tips and the refunds taken from it.
export function useSale(id: number | null) {
  return useQuery({
    queryKey: salesKeys.detail(id ?? 0),
    enabled: Boolean(id),
    queryFn: async () => {
      const [sale, refunds] = await Promise.all([
        items('history_payment').readOne<SaleDetail>(id!, {
          fields: [
            '*',
            'site_id.name',
            'client_id.id',
            'client_id.first_name',
            'client_id.last_name',
            'sari_user_id.first_name',
            'sari_user_id.last_name',
            'history_payment_detail.id',
            'history_payment_detail.line_type',
            'history_payment_detail.amount',
            'history_payment_detail.unit_price',
            'history_payment_detail.price_change_amount',
            'history_payment_detail.discount_total',
            'history_payment_detail.total',
            'history_payment_detail.commission',
            'history_payment_detail.commission_type',
            'history_payment_detail.service_id.name',
            'history_payment_detail.product_id.name',
            'history_payment_detail.specialist_id.name',
            'history_payment_detail.specialist_id.last_name',
            'history_payment_detail.package_session',
            'history_payment_detail.wallet_entry.kind',
            'history_payment_detail.wallet_entry.wallet_instrument_id.initial_units',
            'history_payment_detail.wallet_instrument.initial_units',
            'history_payment_detail.wallet_instrument.session_package_id.name',
            'history_payment_method.id',
            'history_payment_method.money_movement_id.payment_methods_name',
            'history_payment_method.money_movement_id.amount',
            'history_payment_deposit.id',
            'history_payment_deposit.tipo',
            'history_payment_deposit.remaining_amount',
            'history_payment_deposit.money_movement_id.amount',
            'history_payment_tip.id',
            'history_payment_tip.amount',
            'history_payment_tip.specialist_id.name',
            'history_payment_tip.specialist_id.last_name',
            'deposit_credit_detail.id',
            'deposit_credit_detail.amount',
            'wallet_entry.id',
            'wallet_entry.kind',
            'wallet_entry.units',
          ],
        }),
        items('sale_refund').read<RefundRow>({
          fields: [
            'id',
            'date_created',
            'reason',
            'total',
            'refund_to',
            'sale_refund_line.history_payment_detail_id',
            'sale_refund_line.amount',
          ],
          filter: { history_payment_id: { _eq: id } },
          sort: ['id'],
          limit: -1,
          // No counts: the refunds are all read (as before, when this was a plain GET).
          meta: null,
        }),
      ]);
      return { sale: sale.data, refunds: refunds.data };
    },
  });
}
