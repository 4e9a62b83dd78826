import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import { usePaymentMethodLabel } from '../../../shared/api/use-payment-method-label';
import type { RefundRow, SaleDetail } from '../api/get-sale';
import { person } from './sale-detail-lines';

// Spec: in sale history, tipo abono is shown as a deposit, otherwise as a refund.
export const historyDepositKind = (tipo: string) => (tipo === 'abono' ? 'deposit' : 'refund');

// How the sale was paid: balance used, methods, change, deposits or refunds left, tips.
export function SalePayments({ sale }: { sale: SaleDetail }) {
  const { t } = useTranslation();
  const methodLabel = usePaymentMethodLabel();
  const balanceUsed = (sale.deposit_credit_detail ?? []).reduce((sum, use) => sum + use.amount, 0);
  const cardsUsed = -(sale.wallet_entry ?? [])
    .filter((entry) => entry.kind === 'redeem')
    .reduce((sum, entry) => sum + entry.units, 0);
  return (
    <Stack spacing={0.5} data-testid="sale-payments">
      <Typography variant="h3">{t('sales.payments')}</Typography>
      {sale.history_payment_method.length === 0 && balanceUsed === 0 && cardsUsed === 0 && (
        <Typography color="text.secondary">—</Typography>
      )}
      {balanceUsed > 0 && (
        <Typography data-testid="sale-balance-used">
          {t('sales.balanceUsed', { amount: formatMoney(balanceUsed) })}
        </Typography>
      )}
      {cardsUsed > 0 && (
        <Typography data-testid="sale-gift-cards">
          {methodLabel('tarjeta_regalo')}: {formatMoney(cardsUsed)}
        </Typography>
      )}
      {sale.history_payment_method.map((payment) => (
        <Typography key={payment.id}>
          {methodLabel(payment.money_movement_id.payment_methods_name)}:{' '}
          {formatMoney(payment.money_movement_id.amount)}
        </Typography>
      ))}
      {sale.change_given > 0 && (
        <Typography>{t('sales.changeGiven', { amount: formatMoney(sale.change_given) })}</Typography>
      )}
      {sale.history_payment_deposit.map((deposit) => (
        <Typography key={deposit.id} data-testid="sale-deposit">
          {historyDepositKind(deposit.tipo) === 'deposit'
            ? t('sales.historyDeposit', {
                amount: formatMoney(deposit.money_movement_id?.amount ?? deposit.remaining_amount),
              })
            : t('sales.historyRefund', {
                amount: formatMoney(deposit.money_movement_id?.amount ?? deposit.remaining_amount),
              })}
          {deposit.remaining_amount > 0 &&
            ` · ${t('sales.remainingBalance', { amount: formatMoney(deposit.remaining_amount) })}`}
        </Typography>
      ))}
      {sale.history_payment_tip.map((tip) => (
        <Typography key={tip.id}>
          {t('sales.tipFor', { name: person(tip.specialist_id), amount: formatMoney(tip.amount) })}
        </Typography>
      ))}
    </Stack>
  );
}

// The refunds taken from the sale, if any.
export function SaleRefunds({ refunds }: { refunds: RefundRow[] }) {
  const { t } = useTranslation();
  if (refunds.length === 0) {
    return null;
  }
  return (
    <Stack spacing={0.5} data-testid="sale-refunds">
      <Typography variant="h3">{t('sales.refunds')}</Typography>
      {refunds.map((refund) => (
        <Typography key={refund.id}>
          {formatDate(refund.date_created)} · {formatMoney(refund.total)} ·{' '}
          {refund.refund_to === 'deposit' ? t('sales.toDeposit') : t('sales.toOriginal')} · {refund.reason}
        </Typography>
      ))}
    </Stack>
  );
}
